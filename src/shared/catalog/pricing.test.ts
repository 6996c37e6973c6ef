import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PricingModes } from '../domain.ts';
import {
  availablePlans,
  cardPrice,
  discountedPrice,
  firstAmountDue,
  installmentsTotal,
  listPrice,
  type PricedCohort,
  type PricedCourse,
  registrationMonthlyTotal,
  resolvePricing,
  subscriptionTotal,
} from './pricing.ts';

const OFF: PricingModes = {
  one_time: false,
  installments: false,
  subscription: false,
  registration_monthly: false,
};

function course(overrides: Partial<PricedCourse> = {}): PricedCourse {
  return {
    pricing_modes: OFF,
    price: 0,
    one_time_price: 0,
    one_time_discount: 0,
    monthly_price: 0,
    registration_fee: 0,
    monthly_fee: 0,
    installments: [],
    ...overrides,
  };
}

function cohort(overrides: Partial<PricedCohort> = {}): PricedCohort {
  return { ...course(), use_course_price: false, ...overrides };
}

describe('pricing mode resolution', () => {
  it("uses the course's modes when it defines any", () => {
    const c = course({ pricing_modes: { ...OFF, subscription: true }, monthly_price: 5000 });
    const k = cohort({ pricing_modes: { ...OFF, one_time: true }, one_time_price: 90000 });
    const resolved = resolvePricing(c, k);
    expect(resolved.modes).toEqual({ ...OFF, subscription: true });
    expect(resolved.prices.monthly_price).toBe(5000);
  });

  it("falls back to the cohort's modes and prices", () => {
    const k = cohort({
      pricing_modes: { ...OFF, installments: true },
      installments: [{ amount: 20000, days: 0 }],
    });
    const resolved = resolvePricing(course(), k);
    expect(resolved.modes.installments).toBe(true);
    expect(resolved.prices.installments).toEqual([{ amount: 20000, days: 0 }]);
  });

  it('takes course prices when the cohort uses course pricing', () => {
    const c = course({ one_time_price: 40000 });
    const k = cohort({
      pricing_modes: { ...OFF, one_time: true },
      one_time_price: 10000,
      use_course_price: true,
    });
    expect(resolvePricing(c, k).prices.one_time_price).toBe(40000);
  });

  it('switches one-time on when no mode is on but a one-time price is above 0', () => {
    expect(resolvePricing(course({ one_time_price: 15000 })).modes.one_time).toBe(true);
    expect(resolvePricing(course()).modes.one_time).toBe(false);
  });
});

describe('amounts', () => {
  it('applies a percentage discount, rounded to the franc', () => {
    expect(discountedPrice(35000, 20)).toBe(28000);
    expect(discountedPrice(40000, 10)).toBe(36000);
    expect(discountedPrice(9999, 33)).toBe(6699);
    expect(discountedPrice(10000, 0)).toBe(10000);
    expect(discountedPrice(10000, 100)).toBe(0);
  });

  it('adds installments, six months of subscription, and registration plus six monthly fees', () => {
    expect(installmentsTotal([{ amount: 30000 }, { amount: 25000 }, { amount: 25000 }])).toBe(80000);
    expect(subscriptionTotal(5000)).toBe(30000);
    expect(registrationMonthlyTotal(10000, 7500)).toBe(55000);
  });

  it('gives the first amount payable now for each plan', () => {
    const prices = resolvePricing(
      course({
        one_time_price: 35000,
        one_time_discount: 20,
        installments: [
          { amount: 15000, days: 0 },
          { amount: 15000, days: 30 },
        ],
        monthly_price: 5000,
        registration_fee: 10000,
        monthly_fee: 7500,
      }),
    ).prices;
    expect(firstAmountDue('oneTime', prices)).toBe(28000);
    expect(firstAmountDue('installments', prices)).toBe(15000);
    expect(firstAmountDue('subscription', prices)).toBe(5000);
    expect(firstAmountDue('registrationMonthly', prices)).toBe(10000);
  });

  it('lists only the plans that are on and priced', () => {
    const plans = availablePlans(
      resolvePricing(
        course({
          pricing_modes: { ...OFF, one_time: true, subscription: true },
          one_time_price: 20000,
          monthly_price: 5000,
        }),
      ),
    );
    expect(plans).toEqual([
      { type: 'oneTime', total: 20000, dueNow: 20000 },
      { type: 'subscription', total: 30000, dueNow: 5000 },
    ]);
  });
});

describe('card price', () => {
  it('reads "free" when nothing is priced', () => {
    expect(cardPrice(course())).toEqual({ kind: 'free' });
    expect(cardPrice(course({ pricing_modes: { ...OFF, one_time: true } }))).toEqual({ kind: 'free' });
  });

  it('shows one-time first, the original struck when discounted, and the other ways to pay', () => {
    expect(
      cardPrice(
        course({
          pricing_modes: { ...OFF, one_time: true, installments: true },
          one_time_price: 75000,
          installments: [{ amount: 30000 }, { amount: 25000 }, { amount: 25000 }],
        }),
      ),
    ).toEqual({ kind: 'oneTime', amount: 75000, original: null, hint: { installments: 3 } });
    expect(
      cardPrice(
        course({
          pricing_modes: { ...OFF, one_time: true, subscription: true },
          one_time_price: 35000,
          one_time_discount: 20,
        }),
      ),
    ).toEqual({ kind: 'oneTime', amount: 28000, original: 35000, hint: 'monthly' });
  });

  it('then the installments total, the monthly price, the registration fee, the base price', () => {
    expect(
      cardPrice(
        course({
          pricing_modes: { ...OFF, installments: true },
          installments: [{ amount: 15000 }, { amount: 15000 }],
        }),
      ),
    ).toEqual({ kind: 'installments', amount: 30000 });
    expect(cardPrice(course({ pricing_modes: { ...OFF, subscription: true }, monthly_price: 5000 }))).toEqual(
      {
        kind: 'monthly',
        amount: 5000,
      },
    );
    expect(
      cardPrice(
        course({
          pricing_modes: { ...OFF, registration_monthly: true },
          registration_fee: 10000,
          monthly_fee: 7500,
        }),
      ),
    ).toEqual({ kind: 'registration', amount: 10000 });
    expect(cardPrice(course({ price: 12000 }))).toEqual({ kind: 'base', amount: 12000 });
  });

  it('treats a course with a one-time price and no mode as one-time', () => {
    expect(cardPrice(course({ one_time_price: 15000 }))).toEqual({
      kind: 'oneTime',
      amount: 15000,
      original: null,
      hint: null,
    });
    expect(listPrice(course({ one_time_price: 15000 }))).toBe(15000);
  });
});

describe('invariants', () => {
  const amount = fc.integer({ min: 0, max: 10_000_000 });
  const percent = fc.double({ min: -50, max: 150, noNaN: true });

  it('a discounted price never exceeds the original nor goes below 0', () => {
    fc.assert(
      fc.property(amount, percent, (price, discount) => {
        const result = discountedPrice(price, discount);
        expect(result).toBeGreaterThanOrEqual(0);
        expect(result).toBeLessThanOrEqual(price);
        expect(Number.isInteger(result)).toBe(true);
      }),
    );
  });

  it('totals are sums', () => {
    fc.assert(
      fc.property(fc.array(amount, { maxLength: 12 }), (amounts) => {
        expect(installmentsTotal(amounts.map((a) => ({ amount: a })))).toBe(
          amounts.reduce((s, a) => s + a, 0),
        );
      }),
    );
    fc.assert(
      fc.property(amount, amount, (fee, monthly) => {
        expect(registrationMonthlyTotal(fee, monthly)).toBe(fee + subscriptionTotal(monthly));
      }),
    );
  });

  it('the card and list price agree, and a card never shows 0 as a price', () => {
    const modes = fc.record({
      one_time: fc.boolean(),
      installments: fc.boolean(),
      subscription: fc.boolean(),
      registration_monthly: fc.boolean(),
    });
    const anyCourse = fc.record({
      pricing_modes: modes,
      price: amount,
      one_time_price: amount,
      one_time_discount: fc.integer({ min: 0, max: 100 }),
      monthly_price: amount,
      registration_fee: amount,
      monthly_fee: amount,
      installments: fc.array(fc.record({ amount }), { maxLength: 4 }),
    });
    fc.assert(
      fc.property(anyCourse, (c) => {
        const card = cardPrice(c);
        if (card.kind === 'free') expect(listPrice(c)).toBe(0);
        else {
          expect(card.amount).toBeGreaterThan(0);
          expect(listPrice(c)).toBe(card.amount);
        }
      }),
    );
  });
});
