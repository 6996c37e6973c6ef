// Promo codes (spec/cohorts.md §3 "Promo code", §5 "Promo codes"): whether one applies, and how much
// it takes off. Pure: the server decides with these, inside the transaction that completes a payment
// too. Amounts are whole FCFA. Stacking with the course's one-time discount: docs/decisions/021.

import { type Holds, promoAvailability } from './holds.ts';

export type PromoCodeRule = {
  code: string;
  /** Null: any course of the organisation. */
  courseId: string | null;
  /** Null: any cohort (and self-paced purchases). */
  cohortId: string | null;
  isPercentage: boolean;
  /** 0–100, used when isPercentage. */
  percent: number;
  /** Fixed FCFA amount, used when not isPercentage. */
  amount: number;
  minPurchase: number;
  /** Null: no limit. */
  maxDiscount: number | null;
  maxUses: number;
  usedCount: number;
  maxUsagePerUser: number;
  stackable: boolean;
  validFrom: Date;
  /** Null: never expires. */
  expiresAt: Date | null;
  /** Uses held by other buyers' payments under way (docs/decisions/063); none when absent. */
  holds?: Holds;
};

export type PromoRefusal =
  | 'notForThisCourse'
  | 'notYetValid'
  | 'expired'
  | 'exhausted'
  | 'held'
  | 'alreadyUsed'
  | 'minimumNotReached'
  | 'notStackable';

/** Codes are matched case-insensitively, without surrounding spaces. */
export function normalizePromoCode(code: string): string {
  return code.trim().toLowerCase();
}

/**
 * The first reason this code cannot be used for this purchase, or null. `purchaseTotal` is the plan's
 * full total (what min_purchase is compared with); `userRedemptions` counts the caller's completed uses.
 */
export function promoRefusal(
  promo: PromoCodeRule,
  purchase: {
    courseId: string;
    cohortId: string | null;
    purchaseTotal: number;
    userRedemptions: number;
    now: Date;
  },
): PromoRefusal | null {
  if (promo.courseId !== null && promo.courseId !== purchase.courseId) return 'notForThisCourse';
  if (promo.cohortId !== null && promo.cohortId !== purchase.cohortId) return 'notForThisCourse';
  if (purchase.now.getTime() < promo.validFrom.getTime()) return 'notYetValid';
  if (promo.expiresAt && purchase.now.getTime() >= promo.expiresAt.getTime()) return 'expired';
  const uses = { maxUses: promo.maxUses, usedCount: promo.usedCount, held: promo.holds?.count ?? 0 };
  const availability = promoAvailability(uses);
  if (availability === 'full') return 'exhausted';
  if (availability === 'held') return 'held';
  if (purchase.userRedemptions >= promo.maxUsagePerUser) return 'alreadyUsed';
  if (purchase.purchaseTotal < promo.minPurchase) return 'minimumNotReached';
  return null;
}

/** What the code takes off `base`: percent (rounded to the franc) or amount, capped by max_discount and by base. */
export function promoDiscount(
  promo: Pick<PromoCodeRule, 'isPercentage' | 'percent' | 'amount' | 'maxDiscount'>,
  base: number,
): number {
  const safeBase = Math.max(0, Math.round(base));
  const percent = Math.min(100, Math.max(0, Number.isFinite(promo.percent) ? promo.percent : 0));
  const raw = promo.isPercentage
    ? Math.round((safeBase * percent) / 100)
    : Math.max(0, Math.round(promo.amount));
  const capped = promo.maxDiscount === null ? raw : Math.min(raw, Math.max(0, promo.maxDiscount));
  return Math.min(safeBase, Math.max(0, capped));
}

/**
 * The amount due now with the code applied. `dueNow` is what the plan asks now (for one-time, the
 * discounted price); `listPrice` is the one-time price before the course's own discount (equal to
 * dueNow for the other plans, which have no discount of their own).
 * - stackable: the code applies on top, to dueNow;
 * - not stackable: the code replaces the course discount, taken off listPrice; it is refused
 *   ('notStackable') when that does not beat the price already discounted.
 */
export function applyPromo(
  promo: Pick<PromoCodeRule, 'isPercentage' | 'percent' | 'amount' | 'maxDiscount' | 'stackable'>,
  prices: { dueNow: number; listPrice: number },
): { ok: true; amountDueNow: number; discount: number } | { ok: false; reason: 'notStackable' } {
  const dueNow = Math.max(0, prices.dueNow);
  const listPrice = Math.max(dueNow, prices.listPrice);
  const hasOwnDiscount = listPrice > dueNow;
  if (promo.stackable || !hasOwnDiscount) {
    const discount = promoDiscount(promo, dueNow);
    return { ok: true, amountDueNow: dueNow - discount, discount };
  }
  const instead = listPrice - promoDiscount(promo, listPrice);
  if (instead >= dueNow) return { ok: false, reason: 'notStackable' };
  return { ok: true, amountDueNow: instead, discount: dueNow - instead };
}
