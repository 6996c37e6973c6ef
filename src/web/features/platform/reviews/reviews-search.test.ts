import { describe, expect, it } from 'vitest';
import { ZModerationReason } from '#shared/platform/review-moderation.contract.ts';
import { pageCount } from '#web/ui/pager.tsx';
import { isReasonValid, parseReviewsSearch, REASON_MAX, reviewsQueryString } from './reviews-search.ts';

describe("the reviews page's tab and page", () => {
  it('reads the tab and the page from the address, anything else as absent', () => {
    expect(parseReviewsSearch({ filter: 'hidden', page: '2' })).toEqual({ filter: 'hidden', page: 2 });
    expect(parseReviewsSearch({ filter: 'all', page: '1' })).toEqual({});
    expect(parseReviewsSearch({ filter: 'deleted', page: 'deux' })).toEqual({});
  });

  it("asks the API for 'all' when no tab is chosen", () => {
    expect(reviewsQueryString({})).toBe('?filter=all');
    expect(reviewsQueryString({ filter: 'visible', page: 3 })).toBe('?filter=visible&page=3');
  });

  it('counts the pages, at least one', () => {
    expect(pageCount({ total: 0, limit: 20 })).toBe(1);
    expect(pageCount({ total: 41, limit: 20 })).toBe(3);
  });

  it('judges a reason as the server does', () => {
    for (const reason of [
      '',
      '  a ',
      'ok',
      'Spam',
      '   Hors sujet   ',
      'x'.repeat(REASON_MAX),
      'x'.repeat(REASON_MAX + 1),
    ])
      expect(isReasonValid(reason), JSON.stringify(reason)).toBe(
        ZModerationReason.safeParse({ reason }).success,
      );
  });
});
