import { useQuery } from '@tanstack/react-query';
import type { TCohortSpace } from '#shared/cohorts/space.ts';
import { getJson } from '#web/lib/api.ts';

export const cohortPath = (cohortId: string) => `/api/v1/student/cohorts/${encodeURIComponent(cohortId)}`;

/** GET /api/v1/student/cohorts/{cohortId}: the cohort, as the header and the overview show it. */
export function useCohortSpace(cohortId: string) {
  return useQuery({
    queryKey: ['cohorts', 'space', cohortId],
    queryFn: ({ signal }) => getJson<TCohortSpace>(cohortPath(cohortId), signal),
    networkMode: 'offlineFirst',
  });
}
