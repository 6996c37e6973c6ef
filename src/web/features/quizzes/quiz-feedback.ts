import { t } from '#shared/messages/fr-quizzes.ts';
import type { TAnswerResult } from '#shared/quizzes/quiz.contract.ts';
import type { QuestionType } from '#shared/quizzes/quiz-scoring.ts';

// What the learner reads after 'Valider' (spec/learner.md §4 "Quiz flow", Feedback and Timer): the
// server's verdict, and for a wrong answer what was expected and why, when the quiz shows results.

export type ExpectedAnswer =
  | { kind: 'text'; label: string; text: string }
  | { kind: 'pairs'; label: string; pairs: Array<{ item: string; value: string }> };

export type Feedback = {
  tone: 'correct' | 'incorrect' | 'recorded';
  title: string;
  expected: ExpectedAnswer | null;
  explanation: string | null;
};

function expectedAnswer(type: QuestionType, expected: string | Record<string, string> | null) {
  if (expected === null) return null;
  if (typeof expected !== 'string') {
    const pairs = Object.entries(expected).map(([item, value]) => ({ item, value }));
    return { kind: 'pairs', label: t('quizzes.player.expectedPairs'), pairs } as const;
  }
  const isWritten = type === 'short_answer' || type === 'long_answer';
  const label = isWritten ? t('quizzes.player.expectedText') : t('quizzes.player.expectedChoice');
  return { kind: 'text', label, text: expected } as const;
}

/**
 * The feedback for the server's answer. Time running out (in the browser, or the server's
 * `timed_out`) reads 'Temps écoulé…' instead of 'Réponse incorrecte'. Without show_results the
 * server only says the answer is stored: 'Réponse enregistrée', or 'Temps écoulé…' when late.
 */
export function feedbackFor(type: QuestionType, result: TAnswerResult, isTimeUp: boolean): Feedback {
  const timedOut = isTimeUp || result.timed_out;
  if (!('is_correct' in result)) {
    return timedOut
      ? { tone: 'incorrect', title: t('quizzes.player.timeUp'), expected: null, explanation: null }
      : { tone: 'recorded', title: t('quizzes.player.recorded'), expected: null, explanation: null };
  }
  if (result.is_correct && !timedOut) {
    return { tone: 'correct', title: t('quizzes.player.correct'), expected: null, explanation: null };
  }
  return {
    tone: 'incorrect',
    title: timedOut ? t('quizzes.player.timeUp') : t('quizzes.player.incorrect'),
    expected: expectedAnswer(type, result.expected_answer),
    explanation: result.explanation?.trim() ? result.explanation : null,
  };
}

/** Shown as soon as the countdown reaches zero, before (or without) the server's answer. */
export function timeUpFeedback(): Feedback {
  return { tone: 'incorrect', title: t('quizzes.player.timeUp'), expected: null, explanation: null };
}
