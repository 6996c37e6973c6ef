import { useQuery } from '@tanstack/react-query';
import type { TExerciseForLearner } from '#shared/exercises/exercise.contract.ts';
import { getJson } from '#web/lib/api.ts';

export const exerciseQueryKey = (lessonId: string) => ['learning', 'exercise', lessonId] as const;

/**
 * GET /api/learning/exercises/{lessonId}: the exercise of a lesson and the caller's submission;
 * 404 'Exercice introuvable', 403 when the course is not followed, expired or the lesson locked.
 */
export function getExercise(lessonId: string, signal?: AbortSignal): Promise<TExerciseForLearner> {
  return getJson<TExerciseForLearner>(`/api/learning/exercises/${encodeURIComponent(lessonId)}`, signal);
}

export function useExercise(lessonId: string) {
  return useQuery({
    queryKey: exerciseQueryKey(lessonId),
    queryFn: ({ signal }) => getExercise(lessonId, signal),
    retry: false,
  });
}
