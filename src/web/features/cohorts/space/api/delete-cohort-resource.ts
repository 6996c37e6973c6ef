import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '#web/lib/api.ts';
import { cohortPath } from './get-cohort-space.ts';
import { resourcesKey } from './list-cohort-resources.ts';

/** DELETE …/resources/{id} (staff). */
export function useDeleteCohortResource(cohortId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (resourceId: string) =>
      request<void>(`${cohortPath(cohortId)}/resources/${encodeURIComponent(resourceId)}`, {
        method: 'DELETE',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourcesKey(cohortId) }),
  });
}
