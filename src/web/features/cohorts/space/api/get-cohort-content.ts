import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TCohortContent } from '#shared/cohorts/space.ts';
import { getJson } from '#web/lib/api.ts';
import { cohortPath } from './get-cohort-space.ts';

/** GET …/content?week=N (the week under way when `week` is null). */
export function useCohortContent(cohortId: string, week: number | null) {
  return useQuery({
    queryKey: ['cohorts', 'space', cohortId, 'content', week],
    queryFn: ({ signal }) =>
      getJson<TCohortContent>(`${cohortPath(cohortId)}/content${week ? `?week=${week}` : ''}`, signal),
    placeholderData: keepPreviousData,
    networkMode: 'offlineFirst',
  });
}
