import type { MessageKey } from './fr.ts';
import { frLearning, type LearningMessageKey } from './fr-learning.ts';
import { createTranslator, frWeb } from './fr-web.ts';

// The learner's 'Feedbacks' page (/dashboard/feedback, issue 17): shown only by its page in
// src/web/features/learning/feedback. Import `t` from here there only.

export const frFeedback = {
  'feedback.subtitle':
    'Les commentaires de vos formateurs sur vos exercices, et les avis que vous avez laissés.',
  'feedback.loading': 'Chargement de vos feedbacks...',
  'feedback.gradedTitle': 'Exercices corrigés',
  'feedback.gradedEmpty': 'Aucun exercice corrigé pour le moment.',
  'feedback.gradedEmptyHint':
    'Rendez un exercice depuis une leçon : la note et le commentaire de votre formateur apparaîtront ici.',
  'feedback.score': '{score} / {max}',
  'feedback.gradedOn': 'Corrigé le {date}',
  'feedback.gradedBy': 'par {name}',
  'feedback.noComment': 'Pas de commentaire écrit.',
  'feedback.openExercise': "Voir l'exercice",
  'feedback.moreGraded': 'Seuls vos {n} derniers exercices corrigés sont affichés.',
  'feedback.reviewsTitle': 'Mes avis',
  'feedback.reviewsEmpty': "Vous n'avez pas encore laissé d'avis.",
  'feedback.reviewsEmptyHint':
    'Donnez votre avis sur une formation depuis sa page : il aide les autres apprenants à choisir.',
  'feedback.rating': '{n} sur 5',
  'feedback.reviewedOn': 'Le {date}',
  'feedback.openCourse': 'Voir la formation',
  'feedback.moreReviews': 'Seuls vos {n} derniers avis sont affichés.',
  // A key already in another catalogue would be ambiguous: it fails to compile here.
} as const satisfies Record<string, string> & { readonly [K in LearningMessageKey | MessageKey]?: never };

export type FeedbackMessageKey = LearningMessageKey | keyof typeof frFeedback;

/** `t` of ./fr-learning.ts that also knows the feedback page's keys. */
export const t = createTranslator<FeedbackMessageKey>({ ...frWeb, ...frLearning, ...frFeedback });
