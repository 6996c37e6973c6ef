import type { MessageKey } from './fr.ts';
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
  'learning.course.breadcrumb': "Fil d'Ariane",
  'learning.course.myCourses': 'Mes cours',
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
  'learning.lessonType.video': 'Vidéo',
  'learning.lessonType.article': 'Article',
  'learning.lessonType.document': 'Document',
  'learning.lessonType.audio': 'Audio',
  'learning.lessonType.quiz': 'Quiz',
  'learning.lessonType.exercise': 'Exercice',

  // Exercise page (spec/learner.md §2 "Exercise card", §7, §8)
  'learning.exercise.loading': "Chargement de l'exercice...",
  'learning.exercise.notFound': 'Exercice introuvable',
  'learning.exercise.notFoundHint': "Cet exercice n'existe pas ou a été retiré du cours.",
  'learning.exercise.unknownError': 'Erreur inconnue',
  'learning.exercise.loadFallback': 'Erreur lors du chargement',
  'learning.exercise.backToCourses': 'Retour à mes formations',
  'learning.exercise.backToCourse': 'Retour au cours',
  'learning.exercise.defaultDescription': 'Exercice pratique',
  'learning.exercise.duration': 'Durée estimée',
  'learning.exercise.points': '{n} points',
  'learning.exercise.pointsLabel': 'Points',
  'learning.exercise.deadline': 'Date limite',
  'learning.exercise.noDeadline': 'Pas de date limite',
  'learning.exercise.instructions': 'Consignes',
  'learning.exercise.formTitle': 'Rendre mon travail',
  'learning.exercise.replaceTitle': 'Remplacer mon travail',
  'learning.exercise.replaceHint': "Vous pouvez remplacer votre travail tant qu'il n'est pas corrigé.",
  'learning.exercise.answer': 'Votre réponse',
  'learning.exercise.file': 'Fichier (facultatif, 10 Mo max)',
  'learning.exercise.fileTooLarge': 'Fichier trop volumineux : {max} Mo maximum.',
  'learning.exercise.empty': 'Écrivez une réponse ou joignez un fichier.',
  'learning.exercise.submit': 'Envoyer mon travail',
  'learning.exercise.sent': 'Travail envoyé',
  'learning.exercise.submission': 'Votre travail',
  'learning.exercise.submittedOn': 'Envoyé le {date}',
  'learning.exercise.gradedOn': 'Corrigé le {date}',
  'learning.exercise.awaitingGrade': 'En attente de correction',
  'learning.exercise.graded': 'Corrigé',
  'learning.exercise.attachedFile': 'Fichier joint : {name}',
  'learning.exercise.noText': 'Aucun texte.',
  'learning.exercise.score': 'Note',
  'learning.exercise.scoreValue': '{score} / {max}',
  'learning.exercise.feedback': 'Commentaire du formateur',

  // Shared by both screens
  'learning.percent': '{n}\u00a0%',
  'learning.dateUnavailable': 'Date non disponible',
  'learning.minutes': '{n} min',

  // Course player (spec/learner.md §2 "Course player", "Lesson renderer by type", §8)
  // (player keys: add below this line)

  // Quiz flow (spec/learner.md §4 "Quiz flow")
  // (quiz keys: add below this line)
  'learning.quiz.loading': 'Chargement du quiz...',
  'learning.quiz.notFound': 'Quiz introuvable',
  'learning.quiz.notFoundHint': "Ce quiz n'existe pas ou a été retiré du cours.",
  'learning.quiz.loadError': 'Erreur de chargement du quiz',
  'learning.quiz.type.exam': 'Évaluation',
  'learning.quiz.type.assessment_ungraded': 'Éval. non notée',
  'learning.quiz.type.quiz': 'Quiz',
  'learning.quiz.questionCount.one': '{n} question',
  'learning.quiz.questionCount.other': '{n} questions',
  'learning.quiz.passingScore': 'Note de passage: {n}%',
  'learning.quiz.alreadyCompleted': 'Déjà complétée',
  'learning.quiz.lastResult': 'Dernier résultat : {score} / {max} ({percent}\u00a0%)',
  'learning.quiz.resumeHint': 'Une tentative est en cours : vous reprendrez là où vous vous étiez arrêté.',
  'learning.quiz.noQuestions': 'Ce quiz ne contient encore aucune question.',
  'learning.quiz.start': 'Commencer',
  'learning.quiz.progress': 'Question {i} / {n}',
  'learning.quiz.progressLabel': 'Progression dans le quiz',
  'learning.quiz.points.one': '{n} point',
  'learning.quiz.points.other': '{n} points',
  'learning.quiz.timeLeft': 'Temps restant: {n}s',
  'learning.quiz.timeUp':
    "Temps écoulé. Vous n'avez pas répondu à temps. La question est marquée incorrecte.",
  'learning.quiz.answer': 'Votre réponse',
  'learning.quiz.matchHint': 'Associez chaque élément à une valeur.',
  'learning.quiz.matchPlaceholder': 'Choisir…',
  'learning.quiz.validate': 'Valider',
  'learning.quiz.next': 'Suivant',
  'learning.quiz.previous': 'Précédent',
  'learning.quiz.finish': 'Terminer',
  'learning.quiz.correct': 'Bonne réponse',
  'learning.quiz.incorrect': 'Réponse incorrecte',
  'learning.quiz.recorded': 'Réponse enregistrée',
  'learning.quiz.answeredBefore': 'Vous avez déjà répondu à cette question lors de cette tentative.',
  'learning.quiz.expectedChoice': 'Correct:',
  'learning.quiz.expectedText': 'Réponse attendue:',
  'learning.quiz.expectedPairs': 'Associations attendues :',
  'learning.quiz.explanation': 'Explication',
  'learning.quiz.finished': 'Terminé',
  'learning.quiz.score': 'Score : {score} / {max}',
  'learning.quiz.answered': 'Questions répondues : {answered} / {total}',
  'learning.quiz.passed': 'Réussi',
  'learning.quiz.notPassed': 'Non réussi',
  'learning.quiz.retry': 'Refaire le quiz',

  // Instructor grading of exercises
  // (grading keys: add below this line)

  // A key already in ./fr-web.ts or ./fr.ts would be ambiguous: it fails to compile here.
} as const satisfies Record<string, string> & { readonly [K in WebMessageKey | MessageKey]?: never };

export type LearningMessageKey = WebMessageKey | keyof typeof frLearning;

/** `t` of ./fr-web.ts that also knows the learner's course screens' keys. */
export const t = createTranslator<LearningMessageKey>({ ...frWeb, ...frLearning });
