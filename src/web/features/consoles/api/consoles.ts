import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAuditPage } from '#shared/audit/audit.contract.ts';
import type { TOrganizationSummary } from '#shared/platform/platform.contract.ts';
import type { TModerationList } from '#shared/platform/review-moderation.contract.ts';
import { getJson, request } from '#web/lib/api.ts';
import { type AuditSearch, auditQueryString } from '../audit-search.ts';
import { type ReviewsSearch, reviewsQueryString } from '../reviews-search.ts';

// The reviews and audit pages' API (issue 18, part consoles). A moderation reloads the reviews and
// the audit log: the change and its row appear together.

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

export type AuditScope = 'admin' | 'superadmin';

/** GET /api/admin/audit-log (the organisation's) or /api/superadmin/audit-log (the platform's). */
export const useAuditLog = (scope: AuditScope, search: AuditSearch) => {
  const query = auditQueryString(scope === 'admin' ? { ...search, organizationId: undefined } : search);
  return useQuery({
    queryKey: [...auditRoot, scope, query],
    queryFn: ({ signal }) => getJson<TAuditPage>(`/api/${scope}/audit-log${query}`, signal),
    placeholderData: keepPreviousData,
  });
};

/** GET /api/superadmin/organizations, for the superadmin's organisation filter (names only used). */
export const useOrganizationChoices = () =>
  useQuery({
    queryKey: ['superadmin', 'organizations'],
    queryFn: ({ signal }) => getJson<TOrganizationSummary[]>('/api/superadmin/organizations', signal),
  });
