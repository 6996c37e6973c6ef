import { useMutation } from '@tanstack/react-query';
import type { TAttemptStarted } from '#shared/quizzes/quiz.contract.ts';
import { request } from '#web/lib/api.ts';
import { quizPath } from './get-quiz.ts';

/**
 * POST …/attempts: 201 a new attempt, 200 the one in progress (resumed); 409 for an exam or an
 * assessment already completed without retries. `receivedAt` (browser clock) dates the answer.
 */
export async function startQuizAttempt(
  quizId: string,
  courseId: string,
): Promise<TAttemptStarted & { receivedAt: number }> {
  const started = await request<TAttemptStarted>(`${quizPath(quizId)}/attempts`, {
    method: 'POST',
    body: { course_id: courseId },
  });
  return { ...started, receivedAt: Date.now() };
}

export function useStartQuizAttempt(quizId: string) {
  return useMutation({ mutationFn: (courseId: string) => startQuizAttempt(quizId, courseId) });
}
