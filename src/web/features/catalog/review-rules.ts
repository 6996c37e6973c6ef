import type { REVIEW_COMMENT_MAX as CONTRACT_COMMENT_MAX } from '#shared/catalog/catalog.contract.ts';
import { t } from '#shared/messages/fr-catalog-details.ts';

// The review contract's two rules (ZReviewRequest), checked in the browser without zod
// (docs/decisions/101): the course page is the marketplace's, often opened on a phone, and the
// contract would bring zod along. The server checks again with the contract itself.

export const REVIEW_COMMENT_MAX: typeof CONTRACT_COMMENT_MAX = 2000;

/** True, or the French message: 1 to 5 stars must be chosen. */
export const ratingRule = (rating: number): true | string =>
  (Number.isInteger(rating) && rating >= 1 && rating <= 5) || t('catalog.reviews.ratingRequired');

/** True, or the French message: the trimmed comment fits the contract's limit. */
export const commentRule = (comment: string): true | string =>
  comment.trim().length <= REVIEW_COMMENT_MAX || t('review.commentTooLong', { max: REVIEW_COMMENT_MAX });
