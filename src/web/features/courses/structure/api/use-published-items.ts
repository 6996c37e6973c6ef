import { useQuery } from '@tanstack/react-query';
import type { TExerciseListItem } from '#shared/exercises/exercise-builder.contract.ts';
import type { TQuizListItem } from '#shared/quizzes/quiz-builder.contract.ts';
import { getJson } from '#web/lib/api.ts';

// The pickers' lists (spec §7): the published quizzes and exercises the caller may use.

export function usePublishedQuizzes(isEnabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'quizzes', { status: 'published' }],
    queryFn: ({ signal }) => getJson<TQuizListItem[]>('/api/admin/quizzes?status=published', signal),
    enabled: isEnabled,
    staleTime: 60_000,
  });
}

export function usePublishedExercises(isEnabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'exercises', { status: 'published' }],
    queryFn: ({ signal }) => getJson<TExerciseListItem[]>('/api/admin/exercises?status=published', signal),
    enabled: isEnabled,
    staleTime: 60_000,
  });
}
