import { describe, expect, it } from 'vitest';
import { pricedCourse as course, NO_MODES, plainSpaces as plain } from '#web/lib/testing/priced-course.ts';
import {
  checkoutPlans,
  isPlanType,
  paymentPlanBody,
  planCardText,
  preselectedPlan,
} from './checkout-plans.ts';

const everyPlan = course({
  pricing_modes: { one_time: true, installments: true, subscription: true, registration_monthly: true },
  one_time_price: 100000,
  one_time_discount: 10,
  installments: [{ amount: 40000 }, { amount: 35000 }, { amount: 35000 }],
  monthly_price: 20000,
  registration_fee: 15000,
  monthly_fee: 12000,
});

describe('checkout plans', () => {
  it('offers one free plan for a course whose card reads "Gratuit"', () => {
    expect(checkoutPlans(course())).toEqual([{ type: 'oneTime', total: 0, dueNow: 0, isFree: true }]);
  });

  it('offers nothing when a price exists but no plan does ("Options de paiement non disponibles")', () => {
    expect(checkoutPlans(course({ price: 20000 }))).toEqual([]);
  });

  it('offers every enabled plan in the spec order, with its total and first payment', () => {
    expect(checkoutPlans(everyPlan)).toEqual([
      { type: 'oneTime', total: 90000, dueNow: 90000, isFree: false },
      { type: 'installments', total: 110000, dueNow: 40000, isFree: false },
      { type: 'subscription', total: 120000, dueNow: 20000, isFree: false },
      { type: 'registrationMonthly', total: 87000, dueNow: 15000, isFree: false },
    ]);
  });

  it('offers the chosen session’s own prices when it does not take the course’s', () => {
    const sessionCourse = course({ price: 30000 });
    const session = {
      ...course({ pricing_modes: { ...NO_MODES, one_time: true, installments: true } }),
      one_time_price: 25000,
      installments: [{ amount: 15000 }, { amount: 15000 }],
      use_course_price: false,
    };
    expect(checkoutPlans(sessionCourse, session)).toEqual([
      { type: 'oneTime', total: 25000, dueNow: 25000, isFree: false },
      { type: 'installments', total: 30000, dueNow: 15000, isFree: false },
    ]);
    expect(checkoutPlans(sessionCourse)).toEqual([]);
  });

  it('switches one-time on for a course with a one-time price and no mode', () => {
    expect(checkoutPlans(course({ one_time_price: 15000 }))).toEqual([
      { type: 'oneTime', total: 15000, dueNow: 15000, isFree: false },
    ]);
  });
});

describe('plan preselection', () => {
  const plans = checkoutPlans(everyPlan);

  it('marks the plan named in ?planType when the course offers it', () => {
    expect(preselectedPlan(plans, 'installments')).toBe('installments');
  });

  it('marks nothing for an unknown or unoffered plan when there is a choice', () => {
    expect(preselectedPlan(plans, 'bogus')).toBeNull();
    expect(preselectedPlan(plans, undefined)).toBeNull();
    expect(
      preselectedPlan(
        checkoutPlans(course({ one_time_price: 1, pricing_modes: { ...NO_MODES, one_time: true } })),
        'subscription',
      ),
    ).toBe('oneTime');
  });

  it('recognises plan types only from the closed list', () => {
    expect(isPlanType('registrationMonthly')).toBe(true);
    expect(isPlanType('registration_monthly')).toBe(false);
    expect(isPlanType(undefined)).toBe(false);
  });
});

describe('plan body and card text', () => {
  it('carries the details of §3 "Payment plan" for each type', () => {
    expect(paymentPlanBody('oneTime', everyPlan)).toEqual({
      type: 'oneTime',
      price: 90000,
      originalPrice: 100000,
    });
    expect(paymentPlanBody('installments', everyPlan)).toEqual({
      type: 'installments',
      installments: [40000, 35000, 35000],
      totalAmount: 110000,
    });
    expect(paymentPlanBody('subscription', everyPlan)).toEqual({ type: 'subscription', monthlyPrice: 20000 });
    expect(paymentPlanBody('registrationMonthly', everyPlan)).toEqual({
      type: 'registrationMonthly',
      registrationFee: 15000,
      monthlyFee: 12000,
    });
  });

  it('writes each card in French with its total and what is paid now', () => {
    const [oneTime, installments, subscription, registration] = checkoutPlans(everyPlan).map((plan) => {
      const text = planCardText(plan, everyPlan);
      return { ...text, total: plain(text.total), dueNow: plain(text.dueNow), detail: plain(text.detail) };
    });
    expect(oneTime).toEqual({
      title: 'Paiement unique',
      detail: null,
      total: 'Total : 90 000 F CFA',
      dueNow: 'À payer maintenant : 90 000 F CFA',
    });
    expect(installments?.detail).toBe('3 versements');
    expect(installments?.dueNow).toBe('À payer maintenant : 40 000 F CFA');
    expect(subscription?.detail).toBe('20 000 F CFA/mois, total calculé sur 6 mois');
    expect(registration?.detail).toBe('Inscription 15 000 F CFA, puis 12 000 F CFA/mois');
  });

  it('writes the free plan without a total', () => {
    const [free] = checkoutPlans(course());
    expect(free && planCardText(free, course())).toMatchObject({ title: 'Gratuit', total: null });
  });
});
