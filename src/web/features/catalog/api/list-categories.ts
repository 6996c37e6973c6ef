import { useQuery } from '@tanstack/react-query';
import type { TCategory } from '#shared/catalog/catalog.contract.ts';
import { getJson } from '#web/lib/api.ts';

export const categoriesKey = ['catalog', 'categories'] as const;
export const CATEGORIES_PATH = '/api/marketplace/categories';

/** GET /api/marketplace/categories: every category, with its count of published courses. */
export function listCategories(signal?: AbortSignal): Promise<TCategory[]> {
  return getJson<TCategory[]>(CATEGORIES_PATH, signal);
}

export function useCategories() {
  return useQuery({
    queryKey: categoriesKey,
    queryFn: ({ signal }) => listCategories(signal),
    staleTime: 5 * 60_000,
  });
}
