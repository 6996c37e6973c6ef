import type { MessageKey } from './fr.ts';
import type { OfflineMessageKey } from './fr-offline.ts';
import { createTranslator, frWeb, type WebMessageKey } from './fr-web.ts';

// The exercises slice's screens: the exercise lesson and page a learner submits from, and the
// instructor's grading (grading is part of exercises). Shown only by src/web/features/exercises,
// never by the server, so other pages do not download them.
// Import `t` from here in src/web/features/exercises only; elsewhere use ./fr-web.ts.

export const frExercises = {
  // Shared by the exercise screens
  'exercises.dateUnavailable': 'Date non disponible',
  'exercises.minutes': '{n} min',
  'exercises.loadError': 'Erreur de chargement',
  'exercises.openMyCourses': 'Ouvrir Mes formations',

  // The exercise lesson in the course player
  'exercises.lesson.start': "Commencer l'exercice",
  'exercises.lesson.view': 'Voir mon travail',
  'exercises.lesson.sent': 'Travail envoyé : cette leçon est terminée.',
  'exercises.lesson.graded': 'Note : {score} / {max}',

  // Exercise page (spec/learner.md §2 "Exercise card", §7, §8)
  'exercises.learner.loading': "Chargement de l'exercice...",
  'exercises.learner.notFound': 'Exercice introuvable',
  'exercises.learner.notFoundHint': "Cet exercice n'existe pas ou a été retiré du cours.",
  'exercises.learner.unknownError': 'Erreur inconnue',
  'exercises.learner.loadFallback': 'Erreur lors du chargement',
  'exercises.learner.backToCourses': 'Retour à mes formations',
  'exercises.learner.backToCourse': 'Retour au cours',
  'exercises.learner.defaultDescription': 'Exercice pratique',
  'exercises.learner.duration': 'Durée estimée',
  'exercises.learner.points': '{n} points',
  'exercises.learner.pointsLabel': 'Points',
  'exercises.learner.deadline': 'Date limite',
  'exercises.learner.noDeadline': 'Pas de date limite',
  'exercises.learner.instructions': 'Consignes',
  'exercises.learner.formTitle': 'Rendre mon travail',
  'exercises.learner.replaceTitle': 'Remplacer mon travail',
  'exercises.learner.replaceHint': "Vous pouvez remplacer votre travail tant qu'il n'est pas corrigé.",
  'exercises.learner.answer': 'Votre réponse',
  'exercises.learner.file': 'Fichier (facultatif, 10 Mo max)',
  'exercises.learner.fileTooLarge': 'Fichier trop volumineux : {max} Mo maximum.',
  'exercises.learner.empty': 'Écrivez une réponse ou joignez un fichier.',
  'exercises.learner.submit': 'Envoyer mon travail',
  'exercises.learner.sent': 'Travail envoyé',
  'exercises.learner.submission': 'Votre travail',
  'exercises.learner.submittedOn': 'Envoyé le {date}',
  'exercises.learner.gradedOn': 'Corrigé le {date}',
  'exercises.learner.awaitingGrade': 'En attente de correction',
  'exercises.learner.graded': 'Corrigé',
  'exercises.learner.attachedFile': 'Fichier joint : {name}',
  'exercises.learner.noText': 'Aucun texte.',
  'exercises.learner.score': 'Note',
  'exercises.learner.scoreValue': '{score} / {max}',
  'exercises.learner.feedback': 'Commentaire du formateur',

  // Instructor grading of exercises
  // (grading keys: add below this line)
  'exercises.grading.page.title': 'Soumissions à corriger',
  'exercises.grading.page.intro': 'Les travaux rendus par les apprenants des formations que vous enseignez.',
  'exercises.grading.filter.label': 'Filtrer par statut',
  'exercises.grading.filter.submitted': 'À corriger',
  'exercises.grading.filter.graded': 'Corrigées',
  'exercises.grading.filter.all': 'Toutes',
  'exercises.grading.loading': 'Chargement des soumissions...',
  'exercises.grading.loadError': 'Erreur de chargement',
  'exercises.grading.empty.submitted': 'Aucune soumission à corriger.',
  'exercises.grading.empty.graded': 'Aucune soumission corrigée pour le moment.',
  'exercises.grading.empty.all': 'Aucune soumission pour le moment.',
  'exercises.grading.count.one': '{n} soumission',
  'exercises.grading.count.other': '{n} soumissions',
  'exercises.grading.course': 'Formation',
  'exercises.grading.exercise': 'Exercice',
  'exercises.grading.submittedAt': 'Envoyé le {date}',
  'exercises.grading.gradedAt': 'Corrigé le {date}',
  'exercises.grading.status': 'Statut',
  'exercises.grading.status.submitted': 'À corriger',
  'exercises.grading.status.graded': 'Corrigé',
  'exercises.grading.answer': 'Réponse',
  'exercises.grading.noText': 'Aucun texte.',
  'exercises.grading.showMore': 'Afficher toute la réponse',
  'exercises.grading.showLess': 'Réduire la réponse',
  'exercises.grading.file': 'Fichier joint',
  'exercises.grading.noFile': 'Aucun fichier joint.',
  'exercises.grading.download': 'Télécharger',
  'exercises.grading.downloadLabel': 'Télécharger {name}',
  'exercises.grading.sizeKb': '{n} Ko',
  'exercises.grading.sizeMb': '{n} Mo',
  'exercises.grading.grade': 'Note',
  'exercises.grading.gradeValue': '{score} / {max}',
  'exercises.grading.feedback': 'Commentaire',
  'exercises.grading.form.title': 'Noter cette soumission',
  'exercises.grading.form.regrade': 'Modifier la note',
  'exercises.grading.form.score': 'Note',
  'exercises.grading.form.maxScore': 'Note maximale',
  'exercises.grading.form.outOf': 'sur',
  'exercises.grading.form.feedback': 'Commentaire pour l’apprenant (facultatif)',
  'exercises.grading.form.submit': 'Enregistrer la note',
  'exercises.grading.form.cancel': 'Annuler',
  'exercises.grading.form.saved': 'Note enregistrée',
  'exercises.learner.download': 'Télécharger le fichier',

  // A key already in ./fr-web.ts or ./fr.ts would be ambiguous: it fails to compile here.
} as const satisfies Record<string, string> & {
  readonly [K in OfflineMessageKey | MessageKey]?: never;
};

export type ExercisesMessageKey = WebMessageKey | keyof typeof frExercises;

/** `t` of ./fr-web.ts that also knows the exercises' keys. */
export const t = createTranslator<ExercisesMessageKey>({ ...frWeb, ...frExercises });
