import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { type ReactElement, useEffect, useRef } from 'react';
import type { CohortTab } from '#shared/cohorts/space-tabs.ts';
import { CohortSpacePage } from '#web/features/cohorts/space/cohort-space-page.tsx';

// /dashboard/cohorts/{cohortId}?tab=… (issue 15, part space): the tab lives in the query, read
// case-insensitively (anything else is the overview) and written back on every change, so a tab can
// be linked and survives a reload.

export function CohortSpaceRoute(): ReactElement {
  const { cohortId } = useParams({ from: '/dashboard/cohorts/$cohortId' });
  const { tab } = useSearch({ from: '/dashboard/cohorts/$cohortId' });
  const navigate = useNavigate({ from: '/dashboard/cohorts/$cohortId' });
  // 'CONTENT' or 'nimporte' in the address on arrival: written back as the tab actually shown. Read
  // once, from the address itself: during a tab change the router's state briefly holds the next
  // address before its search, and comparing the two then would undo the change.
  const arrival = useRef(tab);
  useEffect(() => {
    const raw = new URLSearchParams(window.location.search).get('tab');
    if (raw !== null && raw !== arrival.current) {
      void navigate({ search: { tab: arrival.current }, replace: true });
    }
  }, [navigate]);
  return (
    <CohortSpacePage
      cohortId={cohortId}
      tab={tab}
      onTabChange={(next: CohortTab) => void navigate({ search: { tab: next } })}
    />
  );
}
