import type { REVIEW_FILTERS } from '#shared/platform/review-moderation.contract.ts';
import { parsePage } from '#web/lib/search-params.ts';

// /admin/reviews?filter=hidden&page=2 (issue 18, part consoles): the tab and the page live in the
// address, so a link (the dashboard, a bookmark) opens the same list; anything unknown reads as absent.

export type ReviewFilter = (typeof REVIEW_FILTERS)[number];
export type ReviewsSearch = { filter?: Exclude<ReviewFilter, 'all'>; page?: number };

export function parseReviewsSearch(raw: Record<string, unknown>): ReviewsSearch {
  const search: ReviewsSearch = {};
  if (raw.filter === 'visible' || raw.filter === 'hidden') search.filter = raw.filter;
  const page = parsePage(raw.page);
  if (page) search.page = page;
  return search;
}

/** The API's query string: the tab ('all' when none) and the page. */
export function reviewsQueryString(search: ReviewsSearch): string {
  const params = new URLSearchParams({ filter: search.filter ?? 'all' });
  if (search.page) params.set('page', String(search.page));
  return `?${params.toString()}`;
}

/** The moderation reason's bounds (ZModerationReason: trimmed, 3 to 500 characters). */
export const REASON_MIN = 3;
export const REASON_MAX = 500;

/** Whether a reason would be accepted by the server, as it will trim it. */
export const isReasonValid = (reason: string) => {
  const length = reason.trim().length;
  return length >= REASON_MIN && length <= REASON_MAX;
};
