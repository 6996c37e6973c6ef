// The eight tabs of the learner's cohort page (spec/cohorts.md §2.1), in the bar's order. The tab is
// held in the `tab` query parameter: read case-insensitively, anything else is the overview.

export const COHORT_TABS = [
  'overview',
  'content',
  'practicals',
  'live-sessions',
  'announcements',
  'resources',
  'participants',
  'discussion',
] as const;

export type CohortTab = (typeof COHORT_TABS)[number];

export const DEFAULT_COHORT_TAB: CohortTab = 'overview';

/** The tab a `tab` query value names (any case, surrounding spaces ignored), or the overview. */
export function parseCohortTab(value: unknown): CohortTab {
  if (typeof value !== 'string') return DEFAULT_COHORT_TAB;
  const wanted = value.trim().toLowerCase();
  return COHORT_TABS.find((tab) => tab === wanted) ?? DEFAULT_COHORT_TAB;
}
