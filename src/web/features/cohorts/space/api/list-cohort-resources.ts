import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TCohortResource } from '#shared/cohorts/space.ts';
import type { TResourceCategory } from '#shared/cohorts/space-values.ts';
import { getJson } from '#web/lib/api.ts';
import { cohortPath } from './get-cohort-space.ts';

export const resourcesKey = (cohortId: string) => ['cohorts', 'space', cohortId, 'resources'] as const;

/** GET …/resources?category=: newest first; `canManage` for the staff. */
export function useCohortResources(cohortId: string, category: TResourceCategory | null) {
  return useQuery({
    queryKey: [...resourcesKey(cohortId), category],
    queryFn: ({ signal }) =>
      getJson<{ resources: TCohortResource[]; canManage: boolean }>(
        `${cohortPath(cohortId)}/resources${category ? `?category=${category}` : ''}`,
        signal,
      ),
    placeholderData: keepPreviousData,
    networkMode: 'offlineFirst',
  });
}

/** Where a file resource is downloaded from (the bearer token rides in a header: see downloadFile). */
export const resourceFilePath = (cohortId: string, resourceId: string) =>
  `${cohortPath(cohortId)}/resources/${encodeURIComponent(resourceId)}/file`;
