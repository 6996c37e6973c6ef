import { useQuery } from '@tanstack/react-query';
import type { TDemoCatalog } from '#shared/catalog/demo-catalog.contract.ts';
import { getJson } from '#web/lib/api.ts';

export const DEMO_CATALOG_PATH = '/api/marketplace/demo-catalog';
export const DEMO_CATALOG_KEY = ['catalog', 'demo-catalog'] as const;

/** GET /api/marketplace/demo-catalog: whether 'Mode démo' changes anything for a visitor. */
export function getDemoCatalog(signal?: AbortSignal): Promise<TDemoCatalog> {
  return getJson<TDemoCatalog>(DEMO_CATALOG_PATH, signal);
}

/** Asked for signed-out visitors only (demo mode never applies to a signed-in user); kept for the visit. */
export function useDemoCatalog(isEnabled: boolean) {
  return useQuery({
    queryKey: DEMO_CATALOG_KEY,
    queryFn: ({ signal }) => getDemoCatalog(signal),
    enabled: isEnabled,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
