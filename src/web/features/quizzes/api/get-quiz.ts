import { useQuery } from '@tanstack/react-query';
import type { TQuizForPlayer } from '#shared/quizzes/quiz.contract.ts';
import { getJson } from '#web/lib/api.ts';

export const quizQueryKey = (quizId: string) => ['learning', 'quiz', quizId] as const;

export const quizPath = (quizId: string) => `/api/learning/quizzes/${encodeURIComponent(quizId)}`;

/**
 * GET /api/learning/quizzes/{quizId}: the questions without their answers and where the caller
 * stands; 404 'Quiz introuvable', 403 when the course is not followed, expired or the lesson locked.
 */
export function getQuiz(quizId: string, signal?: AbortSignal): Promise<TQuizForPlayer> {
  return getJson<TQuizForPlayer>(quizPath(quizId), signal);
}

export function useQuiz(quizId: string) {
  return useQuery({
    queryKey: quizQueryKey(quizId),
    queryFn: ({ signal }) => getQuiz(quizId, signal),
    retry: false,
  });
}
