import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { TReviewList } from '#shared/catalog/catalog.contract.ts';
import { getJson } from '#web/lib/api.ts';
import { courseKey } from './get-course.ts';

export const REVIEW_PAGE_SIZE = 10;
export const reviewsKey = (courseId: string) => ['catalog', 'reviews', courseId] as const;

export const reviewsPath = (courseId: string) =>
  `/api/marketplace/courses/${encodeURIComponent(courseId)}/reviews`;

export const reviewsPagePath = (courseId: string, page: number) =>
  `${reviewsPath(courseId)}?page=${page}&limit=${REVIEW_PAGE_SIZE}`;

/** GET /api/marketplace/courses/{courseId}/reviews: one page of reviews. */
export function listReviews(courseId: string, page: number, signal?: AbortSignal): Promise<TReviewList> {
  return getJson<TReviewList>(reviewsPagePath(courseId, page), signal);
}

export function useReviews(courseId: string) {
  return useInfiniteQuery({
    queryKey: reviewsKey(courseId),
    queryFn: ({ pageParam, signal }) => listReviews(courseId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.reviews.length, 0);
      return loaded < lastPage.total && lastPage.reviews.length > 0 ? lastPage.page + 1 : undefined;
    },
  });
}

/** A review changes both the list and the course's rating: refresh both. */
export function useRefreshReviews(courseId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: reviewsKey(courseId) }),
      queryClient.invalidateQueries({ queryKey: courseKey(courseId) }),
    ]);
}
