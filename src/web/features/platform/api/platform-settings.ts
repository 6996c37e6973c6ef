import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SettingsKind, TAllSettings } from '#shared/platform/platform-settings.ts';
import { getJson, request } from '#web/lib/api.ts';
import { PUBLIC_PLATFORM_SETTINGS_KEY } from '#web/shell/platform-banners.tsx';
import type { SavedOf } from '../superadmin-settings/platform-settings-form.ts';

// superadmin (issue 18): GET /api/superadmin/settings, PUT /api/superadmin/settings/{kind}.

const key = ['superadmin', 'settings'] as const;

export function usePlatformSettings() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => getJson<TAllSettings>('/api/superadmin/settings', signal),
  });
}

/** Saves one kind; its answer replaces that section in the cache (and the shells' banner follows). */
export function useSavePlatformSettings<K extends SettingsKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SavedOf<K>) =>
      request<TAllSettings[K]>(`/api/superadmin/settings/${kind}`, { method: 'PUT', body }),
    onSuccess: (section) => {
      queryClient.setQueryData<TAllSettings>(key, (all) => (all ? { ...all, [kind]: section } : all));
      if (kind === 'platform') void queryClient.invalidateQueries({ queryKey: PUBLIC_PLATFORM_SETTINGS_KEY });
    },
  });
}
