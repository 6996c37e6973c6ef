import { useMutation } from '@tanstack/react-query';
import type { TReview, TReviewRequest } from '#shared/catalog/catalog.contract.ts';
import { request } from '#web/lib/api.ts';
import { reviewsPath, useRefreshReviews } from './list-reviews.ts';

/** POST a new review (enrolled learners only), or PUT the caller's own when reviewId is given. */
export function saveReview(courseId: string, review: TReviewRequest, reviewId?: string): Promise<TReview> {
  return reviewId
    ? request<TReview>(`${reviewsPath(courseId)}/${encodeURIComponent(reviewId)}`, {
        method: 'PUT',
        body: review,
      })
    : request<TReview>(reviewsPath(courseId), { method: 'POST', body: review });
}

export function useSaveReview(courseId: string) {
  const refresh = useRefreshReviews(courseId);
  return useMutation({
    mutationFn: ({ review, reviewId }: { review: TReviewRequest; reviewId?: string | undefined }) =>
      saveReview(courseId, review, reviewId),
    onSuccess: refresh,
  });
}
