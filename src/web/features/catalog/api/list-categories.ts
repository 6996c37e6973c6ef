import { useQuery } from '@tanstack/react-query';
import type { TCategory } from '#shared/catalog/catalog.contract.ts';
import { getJson } from '#web/lib/api.ts';

/** GET /api/marketplace/categories: every category, with its count of published courses. */
export function listCategories(signal?: AbortSignal): Promise<TCategory[]> {
  return getJson<TCategory[]>('/api/marketplace/categories', signal);
}

export function useCategories() {
  return useQuery({
    queryKey: ['catalog', 'categories'],
    queryFn: ({ signal }) => listCategories(signal),
    staleTime: 5 * 60_000,
  });
}
