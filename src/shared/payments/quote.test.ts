import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLAN_TYPES, type PriceSet, resolvePricing } from '../catalog/pricing.ts';
import { newPromoRule } from './payment-fixtures.ts';
import type { PromoCodeRule } from './promo.ts';
import { addMonths, computeQuote, nextInstallmentQuote, planQuote } from './quote.ts';

const NOW = new Date('2026-01-31T09:00:00Z');
const COURSE = '11111111-1111-4111-8111-111111111111';
const ALL_MODES = { one_time: true, installments: true, subscription: true, registration_monthly: true };

const prices = (overrides: Partial<PriceSet> = {}): PriceSet => ({
  price: 0,
  one_time_price: 80_000,
  one_time_discount: 25,
  monthly_price: 15_000,
  registration_fee: 20_000,
  monthly_fee: 10_000,
  installments: [
    { amount: 30_000, days: 0 },
    { amount: 25_000, days: 30 },
    { amount: 25_000, days: 60 },
  ],
  ...overrides,
});
const pricing = (overrides: Partial<PriceSet> = {}, modes = ALL_MODES) =>
  resolvePricing({ ...prices(overrides), pricing_modes: modes });
/** The fixture's code, stackable and without an end date. */
const promo = (overrides: Partial<PromoCodeRule> = {}) =>
  newPromoRule({ stackable: true, expiresAt: null, ...overrides });
const purchase = { courseId: COURSE, cohortId: null, userRedemptions: 0, now: NOW };
const quote = (planType: (typeof PLAN_TYPES)[number], code: PromoCodeRule | null = null, set = pricing()) =>
  computeQuote({ plan: planQuote(planType, set, NOW)!, promo: code, purchase });

describe('amount due now for every plan', () => {
  it('one-time: the discounted price, nothing follows', () => {
    expect(quote('oneTime')).toMatchObject({
      planTotal: 60_000,
      baseAmount: 60_000,
      discount: 0,
      amountDueNow: 60_000,
      remainingAmount: 0,
      nextPaymentDate: null,
      monthlyAmount: null,
      schedule: [],
      isFree: false,
    });
  });
  it('installments: the first now, the others on their days', () => {
    expect(quote('installments')).toMatchObject({
      planTotal: 80_000,
      amountDueNow: 30_000,
      remainingAmount: 50_000,
      nextPaymentDate: '2026-03-02T09:00:00.000Z',
      schedule: [
        { amount: 25_000, dueDate: '2026-03-02T09:00:00.000Z' },
        { amount: 25_000, dueDate: '2026-04-01T09:00:00.000Z' },
      ],
    });
  });
  it('subscription: a month now, five more (six months in all)', () => {
    const result = quote('subscription');
    expect(result).toMatchObject({
      planTotal: 90_000,
      amountDueNow: 15_000,
      remainingAmount: 75_000,
      monthlyAmount: 15_000,
    });
    expect(result.schedule.map((item) => item.dueDate.slice(0, 10))).toEqual([
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
      '2026-06-30',
    ]);
  });
  it('registration + monthly: the fee now, six monthly fees from next month', () => {
    expect(quote('registrationMonthly')).toMatchObject({
      planTotal: 80_000,
      amountDueNow: 20_000,
      remainingAmount: 60_000,
      monthlyAmount: 10_000,
      nextPaymentDate: '2026-02-28T09:00:00.000Z',
    });
  });
  it('a plan that is off has no quote', () => {
    const oneTimeOnly = pricing(
      {},
      { ...ALL_MODES, installments: false, subscription: false, registration_monthly: false },
    );
    expect(planQuote('installments', oneTimeOnly, NOW)).toBeNull();
    expect(planQuote('oneTime', oneTimeOnly, NOW)).not.toBeNull();
  });
  it('a free one-time course is free', () => {
    const free = resolvePricing({ ...prices({ one_time_price: 0 }), pricing_modes: { ...ALL_MODES } });
    expect(quote('oneTime', null, free)).toMatchObject({ amountDueNow: 0, isFree: true });
  });
  it('installments without days fall 30 days apart', () => {
    const set = pricing({ installments: [{ amount: 10_000 }, { amount: 10_000 }, { amount: 10_000 }] });
    expect(quote('installments', null, set).schedule.map((item) => item.dueDate.slice(0, 10))).toEqual([
      '2026-03-02',
      '2026-04-01',
    ]);
  });
});

describe('with a promo code', () => {
  it('takes it off the amount due now only', () => {
    expect(quote('installments', promo())).toMatchObject({
      baseAmount: 30_000,
      discount: 3_000,
      amountDueNow: 27_000,
      remainingAmount: 50_000,
      promo: { code: 'BIENVENUE10', discount: 3_000 },
      promoRefusal: null,
    });
  });
  it('stackable: on top of the one-time discount', () => {
    expect(quote('oneTime', promo())).toMatchObject({ amountDueNow: 54_000, discount: 6_000 });
  });
  it('not stackable: replaces the one-time discount when better, refused otherwise', () => {
    expect(quote('oneTime', promo({ stackable: false, percent: 40 }))).toMatchObject({
      amountDueNow: 48_000,
      discount: 12_000,
    });
    expect(quote('oneTime', promo({ stackable: false, percent: 10 }))).toMatchObject({
      amountDueNow: 60_000,
      discount: 0,
      promo: null,
      promoRefusal: 'notStackable',
    });
  });
  it('max_discount caps it', () => {
    expect(quote('oneTime', promo({ percent: 50, maxDiscount: 5_000 }))).toMatchObject({
      amountDueNow: 55_000,
    });
  });
  it('min_purchase is compared with the plan total', () => {
    expect(quote('subscription', promo({ minPurchase: 90_000 })).promoRefusal).toBeNull();
    expect(quote('subscription', promo({ minPurchase: 90_001 }))).toMatchObject({
      promoRefusal: 'minimumNotReached',
      amountDueNow: 15_000,
    });
  });
  it('a 100 % code makes a one-time purchase free', () => {
    expect(quote('oneTime', promo({ percent: 100 }))).toMatchObject({ amountDueNow: 0, isFree: true });
  });
  it('holds for every plan, price set and code (property)', () => {
    const installment = fc.record({
      amount: fc.integer({ min: 0, max: 200_000 }),
      days: fc.integer({ min: 0, max: 400 }),
    });
    fc.assert(
      fc.property(
        fc.constantFrom(...PLAN_TYPES),
        fc.record({
          price: fc.integer({ min: 0, max: 500_000 }),
          one_time_price: fc.integer({ min: 0, max: 500_000 }),
          one_time_discount: fc.integer({ min: 0, max: 100 }),
          monthly_price: fc.integer({ min: 0, max: 100_000 }),
          registration_fee: fc.integer({ min: 0, max: 100_000 }),
          monthly_fee: fc.integer({ min: 0, max: 100_000 }),
          installments: fc.array(installment, { maxLength: 6 }),
        }),
        fc.option(
          fc.record({
            isPercentage: fc.boolean(),
            percent: fc.integer({ min: 0, max: 100 }),
            amount: fc.integer({ min: 0, max: 300_000 }),
            maxDiscount: fc.option(fc.integer({ min: 0, max: 300_000 })),
            stackable: fc.boolean(),
            minPurchase: fc.integer({ min: 0, max: 300_000 }),
          }),
        ),
        (planType, set, code) => {
          const plan = planQuote(planType, resolvePricing({ ...set, pricing_modes: ALL_MODES }), NOW);
          if (!plan) return;
          const result = computeQuote({ plan, promo: code ? promo(code) : null, purchase });
          expect(result.amountDueNow).toBeGreaterThanOrEqual(0);
          expect(result.amountDueNow).toBeLessThanOrEqual(result.baseAmount);
          expect(result.amountDueNow + result.discount).toBe(result.baseAmount);
          expect(result.promo?.discount ?? 0).toBe(result.discount);
          expect(result.baseAmount + result.remainingAmount).toBeLessThanOrEqual(result.planTotal);
          if (planType !== 'installments')
            expect(result.baseAmount + result.remainingAmount).toBe(result.planTotal);
          const dates = result.schedule.map((item) => item.dueDate);
          expect([...dates].sort()).toEqual(dates);
          expect(result.nextPaymentDate).toBe(dates[0] ?? null);
          for (const item of result.schedule) expect(item.amount).toBeGreaterThan(0);
        },
      ),
    );
  });
});

describe('months', () => {
  it('keeps the day, or the last day of a shorter month', () => {
    expect(addMonths(new Date('2026-01-31T00:00:00Z'), 1).toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(addMonths(new Date('2026-03-15T12:30:00Z'), 12).toISOString()).toBe('2027-03-15T12:30:00.000Z');
  });
});

describe('next installment', () => {
  const due = [
    { amount: 25_000, dueDate: '2026-03-02T09:00:00.000Z' },
    { amount: 20_000, dueDate: '2026-04-01T09:00:00.000Z' },
  ];
  it('asks the soonest one now, the others follow', () => {
    expect(nextInstallmentQuote('installments', due)).toMatchObject({
      amountDueNow: 25_000,
      remainingAmount: 20_000,
      nextPaymentDate: '2026-04-01T09:00:00.000Z',
      schedule: [due[1]],
      discount: 0,
      isFree: false,
    });
  });
  it('the last one leaves nothing to pay; none left is no quote', () => {
    expect(nextInstallmentQuote('subscription', due.slice(1))).toMatchObject({
      amountDueNow: 20_000,
      remainingAmount: 0,
      nextPaymentDate: null,
      monthlyAmount: 20_000,
    });
    expect(nextInstallmentQuote('installments', [])).toBeNull();
  });
});
