import { describe, expect, it } from 'vitest';
import { REVIEW_COMMENT_MAX as CONTRACT_MAX, ZReviewRequest } from '#shared/catalog/catalog.contract.ts';
import { commentRule, REVIEW_COMMENT_MAX, ratingRule } from './review-rules.ts';

describe('review rules', () => {
  it('keep the limit of the contract', () => {
    expect(REVIEW_COMMENT_MAX).toBe(CONTRACT_MAX);
  });

  it('ask for 1 to 5 stars in French, and accept what the contract accepts', () => {
    for (const rating of [0, 6, 2.5]) {
      expect(ratingRule(rating)).toBe('Choisissez une note de 1 à 5 étoiles.');
      expect(ZReviewRequest.safeParse({ rating }).success).toBe(false);
    }
    for (const rating of [1, 5]) {
      expect(ratingRule(rating)).toBe(true);
      expect(ZReviewRequest.safeParse({ rating }).success).toBe(true);
    }
  });

  it('refuse a comment longer than the limit once trimmed, as the contract does', () => {
    const full = 'a'.repeat(REVIEW_COMMENT_MAX);
    expect(commentRule(`  ${full}  `)).toBe(true);
    expect(ZReviewRequest.safeParse({ rating: 4, comment: `  ${full}  ` }).success).toBe(true);
    expect(commentRule(`${full}a`)).toBe(
      `Le commentaire doit contenir au plus ${REVIEW_COMMENT_MAX} caractères`,
    );
    expect(ZReviewRequest.safeParse({ rating: 4, comment: `${full}a` }).success).toBe(false);
  });
});
