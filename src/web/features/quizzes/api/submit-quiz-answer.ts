import { useMutation } from '@tanstack/react-query';
import type { TAnswerResult } from '#shared/quizzes/quiz.contract.ts';
import type { QuizAnswer } from '#shared/quizzes/quiz-scoring.ts';
import { request } from '#web/lib/api.ts';
import { quizPath } from './get-quiz.ts';

export type SubmitAnswerInput = { attemptId: string; questionId: string; answer: QuizAnswer };

/**
 * POST …/answers ('Valider'): the server judges the answer and, when the quiz shows results, says
 * whether it is right, what was expected and why; 409 when already answered or the attempt is closed.
 */
export function submitQuizAnswer(quizId: string, input: SubmitAnswerInput): Promise<TAnswerResult> {
  return request<TAnswerResult>(`${quizPath(quizId)}/answers`, {
    method: 'POST',
    body: { attempt_id: input.attemptId, question_id: input.questionId, answer: input.answer },
  });
}

export function useSubmitQuizAnswer(quizId: string) {
  return useMutation({ mutationFn: (input: SubmitAnswerInput) => submitQuizAnswer(quizId, input) });
}
