import { useNavigate, useParams, useRouterState, useSearch } from '@tanstack/react-router';
import { type ReactElement, useEffect } from 'react';
import type { CohortTab } from '#shared/cohorts/space-tabs.ts';
import { CohortSpacePage } from '#web/features/cohorts/space/cohort-space-page.tsx';

// /dashboard/cohorts/{cohortId}?tab=… (issue 15, part space): the tab lives in the query, read
// case-insensitively (anything else is the overview) and written back on every change, so a tab can
// be linked and survives a reload.

export function CohortSpaceRoute(): ReactElement {
  const { cohortId } = useParams({ from: '/dashboard/cohorts/$cohortId' });
  const { tab } = useSearch({ from: '/dashboard/cohorts/$cohortId' });
  const rawTab = useRouterState({
    select: (state) => new URLSearchParams(state.location.searchStr).get('tab'),
  });
  const navigate = useNavigate({ from: '/dashboard/cohorts/$cohortId' });
  const goTo = (next: CohortTab, replace = false) => void navigate({ search: { tab: next }, replace });
  // 'CONTENT' or 'nimporte' in the address: written back as the tab actually shown.
  useEffect(() => {
    if (rawTab !== null && rawTab !== tab) void navigate({ search: { tab }, replace: true });
  }, [rawTab, tab, navigate]);
  return <CohortSpacePage cohortId={cohortId} tab={tab} onTabChange={(next) => goTo(next)} />;
}
