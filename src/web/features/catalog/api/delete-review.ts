import { useMutation } from '@tanstack/react-query';
import { request } from '#web/lib/api.ts';
import { reviewsPath, useRefreshReviews } from './list-reviews.ts';

/** DELETE the caller's own review. */
export function deleteReview(courseId: string, reviewId: string): Promise<unknown> {
  return request(`${reviewsPath(courseId)}/${encodeURIComponent(reviewId)}`, { method: 'DELETE' });
}

export function useDeleteReview(courseId: string) {
  const refresh = useRefreshReviews(courseId);
  return useMutation({
    mutationFn: (reviewId: string) => deleteReview(courseId, reviewId),
    onSuccess: refresh,
  });
}
