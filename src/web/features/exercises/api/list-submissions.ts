import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TSubmissionToGrade } from '#shared/exercises/exercise.contract.ts';
import { getJson } from '#web/lib/api.ts';
import { type GradingFilter, statusQueryOf } from '../grading-search.ts';

export const submissionsQueryRoot = ['grading', 'submissions'] as const;
export const submissionsQueryKey = (filter: GradingFilter) => [...submissionsQueryRoot, filter] as const;

/**
 * GET /api/instructor/exercises/submissions?status=: the submissions of the courses the caller
 * teaches (a superadmin: the whole organisation), newest first.
 */
export function listSubmissions(filter: GradingFilter, signal?: AbortSignal): Promise<TSubmissionToGrade[]> {
  const status = statusQueryOf(filter);
  const path = `/api/instructor/exercises/submissions${status ? `?status=${status}` : ''}`;
  return getJson<TSubmissionToGrade[]>(path, signal);
}

export function useSubmissionsToGrade(filter: GradingFilter) {
  return useQuery({
    queryKey: submissionsQueryKey(filter),
    queryFn: ({ signal }) => listSubmissions(filter, signal),
    // Switching filters keeps the previous list on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}
