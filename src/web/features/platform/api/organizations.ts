import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCreateOrganization, TOrganizationSummary } from '#shared/platform/platform.contract.ts';
import { getJson, request } from '#web/lib/api.ts';

const root = ['superadmin', 'organizations'] as const;

/** GET /api/superadmin/organizations: every organisation with its counts. */
export function useOrganizations() {
  return useQuery({
    queryKey: root,
    queryFn: ({ signal }) => getJson<TOrganizationSummary[]>('/api/superadmin/organizations', signal),
  });
}

/** Creates, renames, suspends or reactivates, then reloads the list. */
export function useOrganizationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      action:
        | { kind: 'create'; body: TCreateOrganization }
        // superadmin (issue 18): PATCH /api/superadmin/organizations/:id
        | { kind: 'rename'; id: string; name: string }
        | { kind: 'suspend'; id: string; reason: string }
        | { kind: 'reactivate'; id: string },
    ) => {
      if (action.kind === 'create')
        return request<TOrganizationSummary>('/api/superadmin/organizations', {
          method: 'POST',
          body: action.body,
        });
      const one = `/api/superadmin/organizations/${encodeURIComponent(action.id)}`;
      if (action.kind === 'rename')
        return request<TOrganizationSummary>(one, { method: 'PATCH', body: { name: action.name } });
      const url = `${one}/${action.kind}`;
      return request<TOrganizationSummary>(url, {
        method: 'POST',
        ...(action.kind === 'suspend' ? { body: { reason: action.reason } } : {}),
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: root }),
  });
}
