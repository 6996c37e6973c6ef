import { describe, expect, it } from 'vitest';
import { pricedCourse as course, NO_MODES, plainSpaces as plain } from '#web/lib/testing/priced-course.ts';
import { courseOffer } from './plan-label.ts';

describe('course page offer', () => {
  it('is free enrolment when the card reads "Gratuit"', () => {
    expect(courseOffer(course(), 'XOF')).toEqual({ kind: 'free' });
    expect(courseOffer(course({ pricing_modes: { ...NO_MODES, one_time: true } }), 'XOF')).toEqual({
      kind: 'free',
    });
  });

  it('says payment options are unavailable when a price exists but no plan does', () => {
    expect(courseOffer(course({ price: 20000 }), 'XOF')).toEqual({ kind: 'unavailable' });
  });

  it('lists every plan in the spec order with its total and first payment', () => {
    const offer = courseOffer(
      course({
        one_time_price: 100000,
        one_time_discount: 10,
        installments: [{ amount: 40000 }, { amount: 35000 }, { amount: 35000 }],
        monthly_price: 20000,
        registration_fee: 15000,
        monthly_fee: 18000,
        pricing_modes: { one_time: true, installments: true, subscription: true, registration_monthly: true },
      }),
      'XOF',
    );
    if (offer.kind !== 'plans') throw new Error('expected plans');
    expect(offer.plans.map((plan) => [plan.type, plan.title, plain(plan.total), plain(plan.dueNow)])).toEqual(
      [
        ['oneTime', 'Paiement unique', 'Total : 90 000 F CFA', 'À payer maintenant : 90 000 F CFA'],
        [
          'installments',
          'Paiement en plusieurs fois',
          'Total : 110 000 F CFA',
          'À payer maintenant : 40 000 F CFA',
        ],
        ['subscription', 'Abonnement mensuel', 'Total : 120 000 F CFA', 'À payer maintenant : 20 000 F CFA'],
        [
          'registrationMonthly',
          'Inscription + mensualités',
          'Total : 123 000 F CFA',
          'À payer maintenant : 15 000 F CFA',
        ],
      ],
    );
    const [oneTime, installments, subscription, registration] = offer.plans;
    expect(plain(oneTime?.original ?? null)).toBe('100 000 F CFA');
    expect(oneTime?.discount).toBe('-10 %');
    expect(oneTime?.detail).toBeNull();
    expect(installments?.detail).toBe('3 versements');
    expect(plain(subscription?.detail ?? null)).toBe('20 000 F CFA/mois, total calculé sur 6 mois');
    expect(plain(registration?.detail ?? null)).toBe('Inscription 15 000 F CFA, puis 18 000 F CFA/mois');
  });

  it('writes plan amounts in the display currency', () => {
    const offer = courseOffer(
      course({ one_time_price: 65596, pricing_modes: { ...NO_MODES, one_time: true } }),
      'EUR',
    );
    if (offer.kind !== 'plans') throw new Error('expected plans');
    expect(plain(offer.plans[0]?.total ?? null)).toBe('Total : 100,00 €');
    expect(offer.plans[0]?.original).toBeNull();
  });
});
