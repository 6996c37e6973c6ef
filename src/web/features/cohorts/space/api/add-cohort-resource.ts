import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCohortResource, TResourceLink } from '#shared/cohorts/space.ts';
import { request } from '#web/lib/api.ts';
import { cohortPath } from './get-cohort-space.ts';
import { resourcesKey } from './list-cohort-resources.ts';

export type NewResource =
  | ({ kind: 'link' } & TResourceLink)
  | { kind: 'file'; title: string; description?: string; category: string; file: File };

/** POST …/resources: a link as JSON, a file as multipart. */
export function addCohortResource(cohortId: string, resource: NewResource): Promise<TCohortResource> {
  const path = `${cohortPath(cohortId)}/resources`;
  if (resource.kind === 'link') {
    const { kind: _kind, ...link } = resource;
    return request<TCohortResource>(path, { method: 'POST', body: link });
  }
  const form = new FormData();
  form.set('title', resource.title);
  if (resource.description) form.set('description', resource.description);
  form.set('category', resource.category);
  form.set('file', resource.file, resource.file.name);
  return request<TCohortResource>(path, { method: 'POST', body: form, timeoutMs: 300_000 });
}

export function useAddCohortResource(cohortId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (resource: NewResource) => addCohortResource(cohortId, resource),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourcesKey(cohortId) }),
  });
}
