import type { MessageKey } from './fr.ts';
import type { OfflineMessageKey } from './fr-offline.ts';
import { createTranslator, frWeb, type WebMessageKey } from './fr-web.ts';

// The quizzes slice's screens (the quiz a learner takes inside the course player): shown only by
// src/web/features/quizzes, never by the server, so other pages do not download them.
// Import `t` from here in src/web/features/quizzes only; elsewhere use ./fr-web.ts.

export const frQuizzes = {
  // Quiz flow (spec/learner.md §4 "Quiz flow")
  // (quiz keys: add below this line)
  'quizzes.player.minutes': '{n} min',
  'quizzes.player.loading': 'Chargement du quiz...',
  'quizzes.player.notFound': 'Quiz introuvable',
  'quizzes.player.notFoundHint': "Ce quiz n'existe pas ou a été retiré du cours.",
  'quizzes.player.loadError': 'Erreur de chargement du quiz',
  'quizzes.player.needsNetwork': 'Ce quiz a besoin du réseau',
  'quizzes.player.needsNetworkOpen':
    'Vos réponses sont corrigées par le serveur et le temps de chaque question se compte dès son ouverture : reconnectez-vous pour commencer ou continuer ce quiz. Une réponse déjà saisie reste ici.',
  'quizzes.player.needsNetworkHint':
    "Vos réponses sont corrigées par le serveur et le temps de chaque question se compte dès son ouverture : un quiz ne se passe pas hors ligne. Reconnectez-vous, il s'ouvrira ici de lui-même ; en attendant, les autres leçons déjà ouvertes restent disponibles.",
  'quizzes.player.type.exam': 'Évaluation',
  'quizzes.player.type.assessment_ungraded': 'Éval. non notée',
  'quizzes.player.type.quiz': 'Quiz',
  'quizzes.player.questionCount.one': '{n} question',
  'quizzes.player.questionCount.other': '{n} questions',
  'quizzes.player.passingScore': 'Note de passage: {n}%',
  'quizzes.player.alreadyCompleted': 'Déjà complétée',
  'quizzes.player.lastResult': 'Dernier résultat : {score} / {max} ({percent}\u00a0%)',
  'quizzes.player.resumeHint': 'Une tentative est en cours : vous reprendrez là où vous vous étiez arrêté.',
  'quizzes.player.noQuestions': 'Ce quiz ne contient encore aucune question.',
  'quizzes.player.start': 'Commencer',
  'quizzes.player.progress': 'Question {i} / {n}',
  'quizzes.player.progressLabel': 'Progression dans le quiz',
  'quizzes.player.points.one': '{n} point',
  'quizzes.player.points.other': '{n} points',
  'quizzes.player.timeLeft': 'Temps restant: {n}s',
  'quizzes.player.timeUp':
    "Temps écoulé. Vous n'avez pas répondu à temps. La question est marquée incorrecte.",
  'quizzes.player.answer': 'Votre réponse',
  'quizzes.player.matchHint': 'Associez chaque élément à une valeur.',
  'quizzes.player.matchPlaceholder': 'Choisir…',
  'quizzes.player.validate': 'Valider',
  'quizzes.player.next': 'Suivant',
  'quizzes.player.previous': 'Précédent',
  'quizzes.player.finish': 'Terminer',
  'quizzes.player.correct': 'Bonne réponse',
  'quizzes.player.incorrect': 'Réponse incorrecte',
  'quizzes.player.recorded': 'Réponse enregistrée',
  'quizzes.player.answeredBefore': 'Vous avez déjà répondu à cette question lors de cette tentative.',
  'quizzes.player.expectedChoice': 'Correct:',
  'quizzes.player.expectedText': 'Réponse attendue:',
  'quizzes.player.expectedPairs': 'Associations attendues :',
  'quizzes.player.explanation': 'Explication',
  'quizzes.player.finished': 'Terminé',
  'quizzes.player.score': 'Score : {score} / {max}',
  'quizzes.player.answered': 'Questions répondues : {answered} / {total}',
  'quizzes.player.passed': 'Réussi',
  'quizzes.player.notPassed': 'Non réussi',
  'quizzes.player.retry': 'Refaire le quiz',

  // A key already in ./fr-web.ts or ./fr.ts would be ambiguous: it fails to compile here.
} as const satisfies Record<string, string> & {
  readonly [K in OfflineMessageKey | MessageKey]?: never;
};

export type QuizzesMessageKey = WebMessageKey | keyof typeof frQuizzes;

/** `t` of ./fr-web.ts that also knows the quizzes' keys. */
export const t = createTranslator<QuizzesMessageKey>({ ...frWeb, ...frQuizzes });
