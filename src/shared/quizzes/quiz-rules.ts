import type { QuizType } from '../domain.ts';
import type { MessageKey } from '../messages/fr.ts';
import type { QuestionType, QuizAnswer } from './quiz-scoring.ts';

// Attempt and timing rules of the quiz flow (spec/learner.md §4), decided by the server.
// Correctness and score stay in quiz-scoring.ts; docs/decisions/011-quiz-timing.md gives the why.

/** Network and clock slack granted after a question's time limit before an answer counts as late. */
export const QUIZ_TIME_GRACE_SECONDS = 5;

/** Exams and ungraded assessments without retries allow one completed attempt; plain quizzes always restart. */
export function isSingleAttempt(quiz: { type: QuizType; allowRetries: boolean }): boolean {
  return quiz.type !== 'quiz' && !quiz.allowRetries;
}

/**
 * When a question's clock started, in epoch ms: when the server recorded it opened; else when the
 * learner last answered in this attempt; else when the attempt started. Skipping "open" never helps.
 */
export function questionClockStart(times: {
  openedAt: number | null;
  lastAnsweredAt: number | null;
  startedAt: number;
}): number {
  return times.openedAt ?? times.lastAnsweredAt ?? times.startedAt;
}

/** The moment the countdown shown to the learner reaches zero (no grace), or null without a limit. */
export function questionDeadline(clockStart: number, timeLimitSeconds: number | null): number | null {
  return timeLimitSeconds === null ? null : clockStart + timeLimitSeconds * 1000;
}

/** True when an answer given at `now` comes after the deadline plus the grace: it is then incorrect. */
export function isPastTimeLimit(clockStart: number, timeLimitSeconds: number | null, now: number): boolean {
  const deadline = questionDeadline(clockStart, timeLimitSeconds);
  return deadline !== null && now > deadline + QUIZ_TIME_GRACE_SECONDS * 1000;
}

/**
 * Why an answer cannot be recorded for this question (a catalogue key), or null when its shape fits:
 * an option id of the question for choices, a text for written answers, a map over the question's
 * options for matching. null (no answer, e.g. when time ran out) fits every type and counts as wrong.
 */
export function answerShapeError(
  question: { question_type: QuestionType; options: ReadonlyArray<{ id: string }> },
  answer: QuizAnswer,
): MessageKey | null {
  if (answer === null) return null;
  const optionIds = new Set(question.options.map((o) => o.id));
  switch (question.question_type) {
    case 'multiple_choice':
    case 'true_false':
      if (typeof answer !== 'string') return 'quizzes.answerNeedsOption';
      return optionIds.has(answer) ? null : 'quizzes.optionNotInQuestion';
    case 'short_answer':
    case 'long_answer':
      return typeof answer === 'string' ? null : 'quizzes.answerNeedsText';
    case 'matching':
      if (typeof answer !== 'object') return 'quizzes.answerNeedsPairs';
      return Object.keys(answer).every((id) => optionIds.has(id)) ? null : 'quizzes.optionNotInQuestion';
  }
}
