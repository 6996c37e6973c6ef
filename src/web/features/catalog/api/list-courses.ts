import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { TCourseList } from '#shared/catalog/catalog.contract.ts';
import { getJson } from '#web/lib/api.ts';
import { courseListQuery, type MarketplaceSearch, PAGE_SIZE } from '../marketplace-search.ts';

export const courseListKey = (search: MarketplaceSearch) => ['catalog', 'courses', search] as const;
export const courseListPath = (search: MarketplaceSearch, page: number) =>
  `/api/marketplace/courses?${courseListQuery(search, page, PAGE_SIZE)}`;

/** GET /api/marketplace/courses: one page of published courses matching the filters. */
export function listCourses(
  search: MarketplaceSearch,
  page: number,
  signal?: AbortSignal,
): Promise<TCourseList> {
  return getJson<TCourseList>(courseListPath(search, page), signal);
}

/** The next page to ask for, or undefined once every course is on screen. */
export function nextPageOf(lastPage: TCourseList, pages: TCourseList[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.courses.length, 0);
  return loaded < lastPage.total && lastPage.courses.length > 0 ? lastPage.page + 1 : undefined;
}

/** The listing, page after page ("Afficher plus de formations"); the old list stays while filters change. */
export function useCourseList(search: MarketplaceSearch) {
  return useInfiniteQuery({
    queryKey: courseListKey(search),
    queryFn: ({ pageParam, signal }) => listCourses(search, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    placeholderData: keepPreviousData,
  });
}
