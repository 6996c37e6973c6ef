import type { PromoCodeRule } from './promo.ts';

// Builders for the payments rules' tests: one valid value each, changed by overrides.

export const DAY_MS = 24 * 3600 * 1000;

/** A 10 % code for any course or cohort, once per learner, valid through 2026, not stackable. */
export const newPromoRule = (overrides: Partial<PromoCodeRule> = {}): PromoCodeRule => ({
  code: 'BIENVENUE10',
  courseId: null,
  cohortId: null,
  isPercentage: true,
  percent: 10,
  amount: 0,
  minPurchase: 0,
  maxDiscount: null,
  maxUses: 100,
  usedCount: 0,
  maxUsagePerUser: 1,
  stackable: false,
  validFrom: new Date('2026-01-01T00:00:00Z'),
  expiresAt: new Date('2026-12-31T23:59:59.999Z'),
  ...overrides,
});

/** An installment's dates: due `days` after `now` (before it when negative), its grace `graceDays` later. */
export const installmentDates = (now: Date, days: number, graceDays = 7) => {
  const dueDate = new Date(now.getTime() + days * DAY_MS);
  return { dueDate, graceUntil: new Date(dueDate.getTime() + graceDays * DAY_MS) };
};
