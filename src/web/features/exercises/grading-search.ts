import type { ExerciseSubmissionStatus } from '#shared/domain.ts';

// The grading page's filter as it lives in the address bar (/instructor/submissions?status=…):
// submissions still to grade by default, the graded ones, or all of them.

export const GRADING_FILTERS = ['submitted', 'graded', 'all'] as const;
export type GradingFilter = (typeof GRADING_FILTERS)[number];
export const DEFAULT_GRADING_FILTER: GradingFilter = 'submitted';

export type GradingSearch = { status?: GradingFilter };

/** Keeps a known filter other than the default; anything else reads as the default (absent). */
export function parseGradingSearch(search: Record<string, unknown>): GradingSearch {
  const status = search.status;
  const isKnown = typeof status === 'string' && (GRADING_FILTERS as readonly string[]).includes(status);
  return isKnown && status !== DEFAULT_GRADING_FILTER ? { status: status as GradingFilter } : {};
}

/** The server's status filter for a page filter: none for 'all'. */
export function statusQueryOf(filter: GradingFilter): ExerciseSubmissionStatus | undefined {
  return filter === 'all' ? undefined : filter;
}
