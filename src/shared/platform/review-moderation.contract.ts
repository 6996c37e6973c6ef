import { z } from 'zod';
import { id, paginated, wholeNumber } from '../http.contract.ts';
import { t } from '../messages/fr.ts';

// Platform console (issue 18, decision 289): /admin/reviews — the organisation's reviews, hidden or
// restored with a reason (GET /api/admin/reviews, POST /api/admin/reviews/{id}/hide|restore).

export const REVIEW_FILTERS = ['all', 'visible', 'hidden'] as const;

export const ZModerationQuery = z.object({
  filter: z.enum(REVIEW_FILTERS, { error: t('platform.review.filterInvalid') }).default('all'),
  page: wholeNumber(t('platform.organization.pageInvalid'), 1, 10_000).default(1),
  limit: wholeNumber(t('platform.organization.pageInvalid'), 1, 100).default(20),
});
export type TModerationQuery = z.infer<typeof ZModerationQuery>;

export const ZModeratedReview = z.object({
  id: z.string(),
  course: z.object({ id: z.string(), title: z.string() }),
  author: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  rating: z.number().int(),
  comment: z.string(),
  createdAt: z.string(),
  hiddenAt: z.string().nullable(),
  hiddenReason: z.string().nullable(),
});
export type TModeratedReview = z.infer<typeof ZModeratedReview>;

export const ZModerationList = paginated('reviews', ZModeratedReview);
export type TModerationList = z.infer<typeof ZModerationList>;

export const ZReviewIdParams = z.object({ reviewId: id() });

export const ZModerationReason = z.object({
  reason: z
    .string({ error: t('platform.organization.reasonInvalid') })
    .trim()
    .min(3, { error: t('platform.organization.reasonInvalid') })
    .max(500, { error: t('platform.organization.reasonInvalid') }),
});
