import { COHORT_STATUSES, type CohortStatus } from '#shared/domain.ts';

// /admin/cohorts?status=active: the status filter lives in the address, so the dashboard's 'Sessions
// en cours' opens the running ones; anything unknown reads as no filter.

export type CohortsSearch = { status?: CohortStatus };

export function parseCohortsSearch(raw: Record<string, unknown>): CohortsSearch {
  const status = raw.status;
  return typeof status === 'string' && (COHORT_STATUSES as readonly string[]).includes(status)
    ? { status: status as CohortStatus }
    : {};
}
