import { type CohortTab, parseCohortTab } from '#shared/cohorts/space-tabs.ts';

/**
 * The cohort page's search (issue 15, part space): `tab`, one of the eight, the overview unless a
 * valid one is given. Kept out of the page's lazy chunk: the router reads it before loading it.
 */
export const validateCohortSpaceSearch = (search: Record<string, unknown>): { tab: CohortTab } => ({
  tab: parseCohortTab(search.tab),
});
