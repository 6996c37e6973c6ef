import { useQuery } from '@tanstack/react-query';
import type { TCohortPractical } from '#shared/cohorts/space.ts';
import { getJson } from '#web/lib/api.ts';
import { cohortPath } from './get-cohort-space.ts';

/** GET …/practicals: the cohort's exercises with their deadlines and my submission's state. */
export function useCohortPracticals(cohortId: string) {
  return useQuery({
    queryKey: ['cohorts', 'space', cohortId, 'practicals'],
    queryFn: ({ signal }) =>
      getJson<{ practicals: TCohortPractical[] }>(`${cohortPath(cohortId)}/practicals`, signal),
    networkMode: 'offlineFirst',
  });
}
