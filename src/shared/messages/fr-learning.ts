import type { MessageKey } from './fr.ts';
import type { OfflineMessageKey } from './fr-offline.ts';
import { createTranslator, frWeb, type WebMessageKey } from './fr-web.ts';

// The learner's own course screens ('Mes formations', the enrolled course page): shown only by
// src/web/features/learning, never by the server or src/shared, so other pages do not download them.
// Import `t` from here in src/web/features/learning only; elsewhere use ./fr-web.ts.

export const frLearning = {
  // 'Mes formations' (spec/learner.md §2)
  'learning.myCourses.loading': 'Chargement de vos formations...',
  'learning.myCourses.empty': "Vous n'êtes inscrit à aucune formation pour le moment.",
  'learning.myCourses.emptyHint': 'Parcourez le catalogue pour trouver la formation qui vous correspond.',
  'learning.myCourses.browse': 'Découvrir la marketplace',
  'learning.myCourses.openCourse': 'Ouvrir le cours',
  'learning.card.lastActivity': 'Dernière activité : {date}',
  'learning.card.expiresOn': 'Expire le {date}',
  'learning.card.unlimitedAccess': 'Accès illimité',
  'learning.card.expired': 'Expiré',

  // Enrolled course page (spec/learner.md §2 "Enrolled course detail page", §4 "Course actions", §8)
  'learning.course.loading': 'Chargement du cours...',
  'learning.course.loadError': 'Erreur de chargement',
  'learning.offline.myCourses': 'Ouvrir Mes formations',
  'learning.course.offlineCopy':
    'Les leçons suivies sur cet appareil depuis sont comptées ; le reste se mettra à jour au retour du réseau.',
  'learning.course.breadcrumb': "Fil d'Ariane",
  'learning.course.myCourses': 'Mes cours',
  // Cohorts, part space (issue 15): a cohort enrolment's way to its cohort space
  'learning.course.cohortTitle': 'Vous suivez cette formation en session',
  'learning.course.cohortHint':
    'Contenu de la semaine, travaux pratiques, sessions live, ressources et participants.',
  'learning.course.openCohort': "Ouvrir l'espace de la session",
  'learning.course.duration': 'Durée totale',
  'learning.course.durationValue': '{hours}h {minutes}min',
  'learning.course.durationUndefined': 'Non définie',
  'learning.course.learners.one': '{n} apprenant inscrit',
  'learning.course.learners.other': '{n} apprenants inscrits',
  'learning.course.learnersLabel': 'Apprenants inscrits',
  'learning.course.expiresOn': 'Expire le',
  'learning.course.expiryUnspecified': 'Non spécifiée',
  'learning.course.expiredTitle': 'Ce cours a expiré',
  'learning.course.expiredOn': 'Votre accès a pris fin le {date}.',
  'learning.course.expiredContact': 'Pour renouveler votre accès, contactez le',
  'learning.course.support': 'support',
  'learning.course.progress': 'Progression globale',
  'learning.course.lastActivity': 'Dernière activité : {date}',
  'learning.course.about': 'À propos de ce cours',
  'learning.course.modules': 'Contenu du cours',
  'learning.course.moduleNumber': 'Module {n}',
  'learning.course.moduleLocked': 'Module verrouillé',
  'learning.course.moduleProgress': 'Progression du module',
  'learning.course.instructor': 'Formateur',
  'learning.course.actions': 'Actions',
  'learning.course.continue': 'Continuer le cours',
  'learning.course.certificate': 'Voir le certificat',
  'learning.course.certificateLocked': 'Vous devez terminer le cours à 100% pour obtenir votre certificat',
  'learning.course.stats': 'Statistiques',
  'learning.course.modulesCompleted': 'Modules complétés',
  'learning.course.timeSpent': 'Temps passé',
  'learning.course.averageScore': 'Score moyen',
  'learning.course.points': 'Points cumulés',
  'learning.course.noScore': '—',
  'learning.course.ratio': '{done}/{total}',
  'learning.chapter.status.completed': 'Terminé',
  'learning.chapter.status.in-progress': 'En cours',
  'learning.chapter.status.locked': 'Verrouillé',
  'learning.chapter.status.not-started': 'Non commencé',

  // Shared by both screens
  'learning.dateUnavailable': 'Date non disponible',
  'learning.minutes': '{n} min',

  // Course player (spec/learner.md §2 "Course player", "Lesson renderer by type", §8)
  // (player keys: add below this line)
  'learning.player.loading': 'Chargement de la leçon...',
  'learning.player.noLesson': 'Aucune leçon sélectionnée',
  'learning.player.noLessonHint': 'Choisissez une leçon dans le menu du cours.',
  'learning.player.navigation': 'Navigation du cours',
  'learning.player.menu': 'Menu du cours',
  'learning.player.previous': 'Précédent',
  'learning.player.next': 'Suivant',
  'learning.player.backToCourse': 'Retour au cours',
  'learning.player.lessonsDone': '{done}/{total} leçons',
  'learning.player.percentDone': '{n}\u00a0% terminé',
  'learning.player.playing': 'En cours de lecture',
  'learning.player.lessonNumber': 'Leçon {n}',
  'learning.player.courseProgress': 'Progression du cours',
  'learning.player.shortcuts':
    'Raccourcis clavier : ← ou h leçon précédente, → ou l leçon suivante, Début et Fin.',
  'learning.player.lessonError': 'Leçon inaccessible',
  'learning.player.lessonOffline': 'Leçon pas encore disponible hors ligne',
  'learning.player.lessonOfflineHint':
    "Cette leçon n'a pas encore été ouverte sur cet appareil : la première fois, elle a besoin du réseau. Les leçons déjà ouvertes restent disponibles ; celle-ci se chargera d'elle-même au retour de la connexion.",
  'learning.player.completed': 'Leçon terminée',
  'learning.player.unavailable': 'Contenu non disponible ou format non supporté',
  'learning.player.unsupportedType': 'Type de contenu non supporté: {type}',
  'learning.player.video.missing': 'URL vidéo manquante',
  'learning.player.video.unsupported': 'Type de vidéo non supporté',
  'learning.player.video.loading': 'Chargement du lecteur vidéo...',
  'learning.player.video.dataSaver':
    'Économie de données activée : la vidéo ne se charge que si vous la lancez.',
  'learning.player.video.load': 'Charger la vidéo',
  'learning.player.video.loadError':
    "Le lecteur vidéo n'a pas pu être chargé. Vérifiez votre connexion puis réessayez.",
  'learning.player.video.openElsewhere': 'Ouvrir la vidéo dans un nouvel onglet',
  'learning.player.video.retry': 'Réessayer',
  'learning.player.video.optional':
    'Votre formateur permet de terminer cette leçon sans la vidéo quand elle ne peut pas être lue.',
  'learning.player.video.finishWithout': 'Terminer sans la vidéo',
  'learning.player.video.finishedWithout':
    'Leçon terminée sans la vidéo. Vous pourrez la regarder plus tard, quand elle se chargera.',
  'learning.player.video.required':
    'Cette vidéo est nécessaire pour passer à la suite du cours. Réessayez quand le réseau est meilleur ou ouvrez-la sur le site de la vidéo ; si elle ne se charge toujours pas, contactez le support : votre formateur peut la rendre facultative.',
  'learning.player.video.support': 'Contacter le support',
  'learning.player.audio.label': 'Écouter : {title}',
  'learning.player.audio.missing': 'URL audio manquante',
  'learning.player.audio.loadError': "Ce fichier audio n'a pas pu être lu.",
  'learning.player.audio.download': 'Télécharger le fichier audio',
  'learning.player.article.missing': "Contenu d'article manquant",
  'learning.player.article.readingTime': '{n} min de lecture',
  'learning.player.article.done': 'Article terminé',
  'learning.player.article.doneHint': 'Votre progression est enregistrée.',
  'learning.player.document.missing': 'URL de document manquante',
  'learning.player.document.downloadOnly':
    'Ce type de document nécessite un téléchargement pour être consulté.',
  'learning.player.document.download': 'Télécharger le document',
  'learning.player.document.open': 'Ouvrir dans un nouvel onglet',
  'learning.player.document.viewer': 'Aperçu du document : {name}',
  'learning.player.document.size': '{n} Mo',
  'learning.player.document.sizeKb': '{n} Ko',
  'learning.player.document.markDone': 'Marquer comme terminé',
  'learning.player.document.wait':
    'Prenez le temps de lire : vous pourrez marquer ce document comme terminé après {time} sur cette page.',
  'learning.player.document.ready': 'Vous avez lu le document ? Marquez-le comme terminé pour continuer.',
  'learning.player.document.done': 'Document terminé',

  // Payments due (installments, subscriptions)
  'learning.dues.title': 'Prochaine échéance',
  'learning.dues.amount': 'Montant',
  'learning.dues.dueOn': 'À régler le',
  'learning.dues.remaining': 'Reste à payer',
  'learning.dues.left.one': '{n} échéance restante',
  'learning.dues.left.other': '{n} échéances restantes',
  'learning.dues.pay': 'Payer la prochaine échéance',
  'learning.dues.overdueTitle': 'Échéance en retard',
  'learning.dues.overdue':
    "L'échéance de {amount} prévue le {date} est à régler avant le {graceDate} pour garder l'accès.",
  'learning.dues.suspendedTitle': 'Formation verrouillée',
  'learning.dues.suspended':
    "L'échéance de {amount} prévue le {date} n'est pas réglée : l'accès aux leçons est suspendu jusqu'à son paiement.",

  // A key already in ./fr-web.ts or ./fr.ts would be ambiguous: it fails to compile here.
} as const satisfies Record<string, string> & {
  readonly [K in OfflineMessageKey | MessageKey]?: never;
};

export type LearningMessageKey = WebMessageKey | keyof typeof frLearning;

/** `t` of ./fr-web.ts that also knows the learner's course screens' keys. */
export const t = createTranslator<LearningMessageKey>({ ...frWeb, ...frLearning });
