import type { MessageKey } from './fr.ts';
import type { ExercisesMessageKey } from './fr-exercises.ts';
import { createTranslator, frWeb, type WebMessageKey } from './fr-web.ts';

// The exercise builder's screens (issue 14: /instructor/exercises, /admin/exercises and the editor):
// shown only by src/web/features/exercises/builder. The server's refusals are in ./fr-builders.ts.

export const frExercisesBuilder = {
  'exercises.build.listTitle': 'Exercices',
  'exercises.build.listIntroInstructor':
    'Les exercices de vos formations : créez-les, modifiez-les et publiez-les.',
  'exercises.build.listIntroAdmin': "Tous les exercices de l'organisation.",
  'exercises.build.new': 'Nouvel exercice',
  'exercises.build.search': 'Rechercher un exercice',
  'exercises.build.allStatuses': 'Tous',
  'exercises.build.status.draft': 'Brouillon',
  'exercises.build.status.published': 'Publié',
  'exercises.build.statusFilter': 'Statut',
  'exercises.build.empty': 'Aucun exercice pour le moment.',
  'exercises.build.loading': 'Chargement des exercices...',
  'exercises.build.loadError': 'Impossible de charger la liste des exercices.',
  'exercises.build.submissionCount': '{n} rendu(s)',
  'exercises.build.pointsShort': '{n} pts',
  'exercises.build.edit': 'Modifier',
  'exercises.build.editTitle': "Modifier l'exercice",
  'exercises.build.newTitle': 'Nouvel exercice',
  'exercises.build.back': 'Retour aux exercices',
  'exercises.build.exerciseLoading': "Chargement de l'exercice...",

  'exercises.build.course': 'Formation',
  'exercises.build.coursePlaceholder': 'Choisissez une formation',
  'exercises.build.courseRequired': "Choisissez la formation de l'exercice.",
  'exercises.build.noCourse':
    "Vous n'avez pas encore de formation : créez-en une pour y ajouter des exercices.",
  'exercises.build.title': 'Titre',
  'exercises.build.description': 'Description',
  'exercises.build.instructions': 'Consignes',
  'exercises.build.points': 'Points',
  'exercises.build.difficulty': 'Difficulté',
  'exercises.build.difficulty.easy': 'Facile',
  'exercises.build.difficulty.medium': 'Moyen',
  'exercises.build.difficulty.hard': 'Difficile',
  'exercises.build.estimatedDuration': 'Durée estimée (minutes)',
  'exercises.build.deadline': 'Date limite',
  'exercises.build.deadlineHint': 'Vide : rendus acceptés à tout moment.',

  'exercises.build.save': 'Enregistrer',
  'exercises.build.create': "Créer l'exercice",
  'exercises.build.saving': 'Enregistrement...',
  'exercises.build.saved': "L'exercice a été enregistré.",
  'exercises.build.created': "L'exercice a été créé.",
  'exercises.build.publish': 'Publier',
  'exercises.build.unpublish': 'Dépublier',
  'exercises.build.published': "L'exercice est publié.",
  'exercises.build.unpublished': "L'exercice est repassé en brouillon.",
  'exercises.build.saveFirst': 'Enregistrez d’abord vos modifications.',
  'exercises.build.saveError': "L'exercice n'a pas été enregistré",
  'exercises.build.formInvalid': 'Corrigez les champs signalés ci-dessous.',
  'exercises.build.unsaved': 'Modifications non enregistrées',
  'exercises.build.leaveConfirm': 'Vos modifications ne sont pas enregistrées. Quitter quand même ?',
  'exercises.build.delete': "Supprimer l'exercice",
  'exercises.build.deleteConfirm': 'Supprimer définitivement cet exercice ?',
  'exercises.build.deleted': "L'exercice a été supprimé.",

  // A key already in ./fr-web.ts, ./fr.ts or ./fr-exercises.ts would be ambiguous: it fails to compile.
} as const satisfies Record<string, string> & {
  readonly [K in MessageKey | ExercisesMessageKey]?: never;
};

export type ExercisesBuilderMessageKey = WebMessageKey | keyof typeof frExercisesBuilder;

/** `t` of ./fr-web.ts that also knows the exercise builder's keys. */
export const t = createTranslator<ExercisesBuilderMessageKey>({ ...frWeb, ...frExercisesBuilder });
