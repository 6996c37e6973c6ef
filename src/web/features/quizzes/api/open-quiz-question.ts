import { useMutation } from '@tanstack/react-query';
import type { TQuestionOpened } from '#shared/quizzes/quiz.contract.ts';
import { request } from '#web/lib/api.ts';
import { quizPath } from './get-quiz.ts';

export type OpenQuestionInput = { attemptId: string; questionId: string };

/**
 * POST …/questions/{questionId}/open: the server starts the question's clock (once) and says when
 * the countdown ends. `receivedAt` (browser clock) lets the player line its clock up with the server's.
 */
export async function openQuizQuestion(
  quizId: string,
  input: OpenQuestionInput,
): Promise<TQuestionOpened & { receivedAt: number }> {
  const opened = await request<TQuestionOpened>(
    `${quizPath(quizId)}/questions/${encodeURIComponent(input.questionId)}/open`,
    { method: 'POST', body: { attempt_id: input.attemptId } },
  );
  return { ...opened, receivedAt: Date.now() };
}

export function useOpenQuizQuestion(quizId: string) {
  return useMutation({ mutationFn: (input: OpenQuestionInput) => openQuizQuestion(quizId, input) });
}
