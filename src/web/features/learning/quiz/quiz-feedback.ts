import type { TAnswerResult } from '#shared/learning/quiz.contract.ts';
import type { QuestionType } from '#shared/learning/quiz-scoring.ts';
import { t } from '#shared/messages/fr-learning.ts';

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
    return { kind: 'pairs', label: t('learning.quiz.expectedPairs'), pairs } as const;
  }
  const isWritten = type === 'short_answer' || type === 'long_answer';
  const label = isWritten ? t('learning.quiz.expectedText') : t('learning.quiz.expectedChoice');
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
      ? { tone: 'incorrect', title: t('learning.quiz.timeUp'), expected: null, explanation: null }
      : { tone: 'recorded', title: t('learning.quiz.recorded'), expected: null, explanation: null };
  }
  if (result.is_correct && !timedOut) {
    return { tone: 'correct', title: t('learning.quiz.correct'), expected: null, explanation: null };
  }
  return {
    tone: 'incorrect',
    title: timedOut ? t('learning.quiz.timeUp') : t('learning.quiz.incorrect'),
    expected: expectedAnswer(type, result.expected_answer),
    explanation: result.explanation?.trim() ? result.explanation : null,
  };
}

/** Shown as soon as the countdown reaches zero, before (or without) the server's answer. */
export function timeUpFeedback(): Feedback {
  return { tone: 'incorrect', title: t('learning.quiz.timeUp'), expected: null, explanation: null };
}
