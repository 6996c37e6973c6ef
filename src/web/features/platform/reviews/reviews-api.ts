import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TModerationList } from '#shared/platform/review-moderation.contract.ts';
import { getJson, request } from '#web/lib/api.ts';
import { type ReviewsSearch, reviewsQueryString } from './reviews-search.ts';

// The reviews page's API (issue 18). A moderation reloads the reviews and the audit log (its key,
// ['audit-log'], written here: features do not import one another): the change and its row appear together.

const reviewsRoot = ['admin', 'reviews'] as const;
const auditRoot = ['audit-log'] as const;

/** GET /api/admin/reviews: one page of the organisation's reviews, newest first, by tab. */
export const useModerationList = (search: ReviewsSearch) =>
  useQuery({
    queryKey: [...reviewsRoot, reviewsQueryString(search)],
    queryFn: ({ signal }) =>
      getJson<TModerationList>(`/api/admin/reviews${reviewsQueryString(search)}`, signal),
    placeholderData: keepPreviousData,
  });

/**
 * POST /api/admin/reviews/{id}/hide|restore with the reason: 204; 400 (reason), 404 (not this
 * organisation's), 409 (already hidden, or not hidden: someone else acted meanwhile).
 */
export function useModerateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, hide, reason }: { reviewId: string; hide: boolean; reason: string }) =>
      request<void>(`/api/admin/reviews/${encodeURIComponent(reviewId)}/${hide ? 'hide' : 'restore'}`, {
        method: 'POST',
        body: { reason },
      }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewsRoot }),
        queryClient.invalidateQueries({ queryKey: auditRoot }),
      ]);
    },
  });
}
