import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAttemptCompleted } from '#shared/quizzes/quiz.contract.ts';
import { request } from '#web/lib/api.ts';
import { quizPath, quizQueryKey } from './get-quiz.ts';

/** POST …/complete ('Terminer'): closes the attempt and returns its score; 409 once already closed. */
export function completeQuizAttempt(quizId: string, attemptId: string): Promise<TAttemptCompleted> {
  return request<TAttemptCompleted>(`${quizPath(quizId)}/complete`, {
    method: 'POST',
    body: { attempt_id: attemptId },
  });
}

/** Also refreshes the quiz, whose status ('Déjà complétée', last result) has changed. */
export function useCompleteQuizAttempt(quizId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attemptId: string) => completeQuizAttempt(quizId, attemptId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: quizQueryKey(quizId) }),
  });
}
