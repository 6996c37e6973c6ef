import type { TAnswerResult } from '#shared/quizzes/quiz.contract.ts';
import { expectedAnswer } from '#shared/quizzes/quiz-scoring.ts';
import type { QuestionWithOptions, Quiz } from './quizzes.repo.ts';

/**
 * What the learner is told of an answer: with show_results the verdict, what was expected and why;
 * without, only that it is stored. The same after 'Valider' and when an attempt is read back.
 */
export function answerResult(
  quiz: Pick<Quiz, 'showResults'>,
  question: QuestionWithOptions,
  outcome: { isCorrect: boolean; isTimedOut: boolean },
): TAnswerResult {
  if (!quiz.showResults) return { recorded: true, timed_out: outcome.isTimedOut };
  return {
    is_correct: outcome.isCorrect,
    expected_answer: expectedAnswer(question),
    explanation: question.explanation,
    timed_out: outcome.isTimedOut,
  };
}
