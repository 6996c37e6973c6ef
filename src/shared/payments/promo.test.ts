import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newPromoRule } from './payment-fixtures.ts';
import { promoRefusalMessage } from './payment-messages.ts';
import { applyPromo, normalizePromoCode, promoDiscount, promoRefusal } from './promo.ts';

const NOW = new Date('2026-11-22T10:00:00Z');
const COURSE = '11111111-1111-4111-8111-111111111111';
const COHORT = '22222222-2222-4222-8222-222222222222';

const promo = newPromoRule;
const purchase = { courseId: COURSE, cohortId: null, purchaseTotal: 50_000, userRedemptions: 0, now: NOW };

describe('promo code validity', () => {
  it('accepts a code within its dates, uses and minimum', () => {
    expect(promoRefusal(promo(), purchase)).toBeNull();
  });
  it.each([
    [promo({ courseId: '33333333-3333-4333-8333-333333333333' }), purchase, 'notForThisCourse'],
    [promo({ cohortId: COHORT }), purchase, 'notForThisCourse'],
    [promo({ validFrom: new Date('2026-12-01T00:00:00Z') }), purchase, 'notYetValid'],
    [promo({ expiresAt: new Date('2026-11-22T10:00:00Z') }), purchase, 'expired'],
    [promo({ maxUses: 10, usedCount: 10 }), purchase, 'exhausted'],
    [promo({ maxUses: 10, usedCount: 9, holds: { count: 1, soonestEnd: NOW } }), purchase, 'held'],
    [promo({ maxUses: 10, usedCount: 10, holds: { count: 1, soonestEnd: NOW } }), purchase, 'exhausted'],
    [promo(), { ...purchase, userRedemptions: 1 }, 'alreadyUsed'],
    [promo({ minPurchase: 60_000 }), purchase, 'minimumNotReached'],
  ] as const)('refuses %#', (code, forPurchase, reason) => {
    expect(promoRefusal(code, forPurchase)).toBe(reason);
  });
  it('accepts a code of this course and cohort', () => {
    expect(
      promoRefusal(promo({ courseId: COURSE, cohortId: COHORT }), { ...purchase, cohortId: COHORT }),
    ).toBeNull();
  });
  it('allows more uses per person when the code says so', () => {
    expect(promoRefusal(promo({ maxUsagePerUser: 2 }), { ...purchase, userRedemptions: 1 })).toBeNull();
  });
  it('matches codes without case or surrounding spaces', () => {
    expect(normalizePromoCode('  Bienvenue10 ')).toBe('bienvenue10');
  });
  it('says why in French', () => {
    expect(promoRefusalMessage('expired', promo())).toBe('Ce code promo a expiré.');
    expect(promoRefusalMessage('minimumNotReached', promo({ minPurchase: 20_000 }))).toMatch(
      /^Ce code promo demande un achat d'au moins 20\s000\sF\sCFA\.$/,
    );
    expect(promoRefusalMessage('notYetValid', promo({ validFrom: new Date('2026-12-01T00:00:00Z') }))).toBe(
      "Ce code promo n'est pas encore valable : il le sera à partir du 1 décembre 2026.",
    );
    expect(promoRefusalMessage('alreadyUsed', promo())).toBe('Vous avez déjà utilisé ce code promo.');
  });
});

describe('promo discount', () => {
  it('takes a percent, rounded to the franc', () => {
    expect(promoDiscount(promo({ percent: 15 }), 33_333)).toBe(5_000);
  });
  it('caps a percent by max_discount; null means no limit', () => {
    expect(promoDiscount(promo({ percent: 50, maxDiscount: 10_000 }), 50_000)).toBe(10_000);
    expect(promoDiscount(promo({ percent: 50, maxDiscount: null }), 50_000)).toBe(25_000);
  });
  it('takes a fixed amount, never more than the price', () => {
    expect(promoDiscount(promo({ isPercentage: false, amount: 5_000 }), 20_000)).toBe(5_000);
    expect(promoDiscount(promo({ isPercentage: false, amount: 50_000 }), 20_000)).toBe(20_000);
  });
  it('never goes below zero nor above the base (property)', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.double({ min: -50, max: 150, noNaN: true }),
        fc.integer({ min: -1000, max: 2_000_000 }),
        fc.option(fc.integer({ min: 0, max: 1_000_000 })),
        fc.integer({ min: 0, max: 2_000_000 }),
        (isPercentage, percent, amount, maxDiscount, base) => {
          const discount = promoDiscount({ isPercentage, percent, amount, maxDiscount }, base);
          expect(Number.isInteger(discount)).toBe(true);
          expect(discount).toBeGreaterThanOrEqual(0);
          expect(discount).toBeLessThanOrEqual(base);
          if (maxDiscount !== null) expect(discount).toBeLessThanOrEqual(maxDiscount);
        },
      ),
    );
  });
});

describe('stacking with the one-time discount', () => {
  // 50 000 at −20 % = 40 000 due before the code.
  const prices = { dueNow: 40_000, listPrice: 50_000 };
  it('a stackable code applies on top of the discounted price', () => {
    expect(applyPromo(promo({ stackable: true, percent: 10 }), prices)).toEqual({
      ok: true,
      amountDueNow: 36_000,
      discount: 4_000,
    });
  });
  it('a code that does not stack replaces the discount when it gives a better price', () => {
    expect(applyPromo(promo({ percent: 30 }), prices)).toEqual({
      ok: true,
      amountDueNow: 35_000,
      discount: 5_000,
    });
  });
  it('a code that does not stack and does not beat the discount is refused', () => {
    expect(applyPromo(promo({ percent: 10 }), prices)).toEqual({ ok: false, reason: 'notStackable' });
  });
  it('without a discount of the course, stacking changes nothing', () => {
    const plain = { dueNow: 50_000, listPrice: 50_000 };
    expect(applyPromo(promo({ percent: 10 }), plain)).toEqual(
      applyPromo(promo({ percent: 10, stackable: true }), plain),
    );
  });
  it('the amount due is never negative nor above what was due (property)', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 500_000 }),
        fc.option(fc.integer({ min: 0, max: 500_000 })),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (stackable, isPercentage, percent, amount, maxDiscount, dueNow, extra) => {
          const result = applyPromo(
            { stackable, isPercentage, percent, amount, maxDiscount },
            { dueNow, listPrice: dueNow + extra },
          );
          if (!result.ok) return;
          expect(result.amountDueNow).toBeGreaterThanOrEqual(0);
          expect(result.amountDueNow).toBeLessThanOrEqual(dueNow);
          expect(result.amountDueNow + result.discount).toBe(dueNow);
        },
      ),
    );
  });
});
