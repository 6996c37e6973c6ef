import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  OrganizationAsset,
  TOrganizationSettings,
  TUpdateOrganizationSettings,
} from '#shared/platform/organization-settings.contract.ts';
import { getJson, request } from '#web/lib/api.ts';

// /admin/settings (issue 18): GET/PUT /api/admin/organization, POST/DELETE …/{logo|favicon}.

const key = ['admin', 'organization'] as const;

export function useOrganizationSettings() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => getJson<TOrganizationSettings>('/api/admin/organization', signal),
  });
}

/** Each call answers the whole settings: the cache takes them as they are. */
export function useOrganizationSettingsAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      action:
        | { kind: 'save'; body: TUpdateOrganizationSettings }
        | { kind: 'upload'; asset: OrganizationAsset; file: File }
        | { kind: 'remove'; asset: OrganizationAsset },
    ) => {
      if (action.kind === 'save')
        return request<TOrganizationSettings>('/api/admin/organization', {
          method: 'PUT',
          body: action.body,
        });
      const url = `/api/admin/organization/${action.asset}`;
      if (action.kind === 'remove') return request<TOrganizationSettings>(url, { method: 'DELETE' });
      const body = new FormData();
      body.append('file', action.file);
      return request<TOrganizationSettings>(url, { method: 'POST', body });
    },
    onSuccess: (settings) => queryClient.setQueryData(key, settings),
  });
}
