import { describe, expect, it } from 'vitest';
import { pricedCourse as course, NO_MODES, plainSpaces as plain } from '#web/lib/testing/priced-course.ts';
import { coursePriceLabel, priceLabelOf } from './price-label.ts';

describe('course card price label', () => {
  it('reads "Gratuit" when nothing costs anything', () => {
    expect(coursePriceLabel(course(), 'XOF')).toEqual({
      kind: 'free',
      amount: 'Gratuit',
      original: null,
      suffix: null,
      note: null,
    });
  });

  it('shows a one-time price alone', () => {
    const label = coursePriceLabel(
      course({ one_time_price: 25000, pricing_modes: { ...NO_MODES, one_time: true } }),
      'XOF',
    );
    expect(plain(label.amount)).toBe('25 000 F CFA');
    expect(label.original).toBeNull();
    expect(label.note).toBeNull();
  });

  it('switches one-time on when no mode is on but the one-time price is set', () => {
    expect(plain(coursePriceLabel(course({ one_time_price: 10000 }), 'XOF').amount)).toBe('10 000 F CFA');
  });

  it('strikes the original through when discounted and hints at installments', () => {
    const label = coursePriceLabel(
      course({
        one_time_price: 50000,
        one_time_discount: 20,
        installments: [{ amount: 20000 }, { amount: 20000 }, { amount: 15000 }],
        pricing_modes: { ...NO_MODES, one_time: true, installments: true },
      }),
      'XOF',
    );
    expect(plain(label.amount)).toBe('40 000 F CFA');
    expect(plain(label.original)).toBe('50 000 F CFA');
    expect(label.note).toBe('ou 3 versements');
  });

  it('hints at monthly payments when a subscription or registration plan exists', () => {
    const subscription = coursePriceLabel(
      course({
        one_time_price: 30000,
        monthly_price: 6000,
        pricing_modes: { ...NO_MODES, one_time: true, subscription: true },
      }),
      'XOF',
    );
    expect(subscription.note).toBe('ou mensualités');
    const registration = coursePriceLabel(
      course({
        one_time_price: 30000,
        registration_fee: 5000,
        monthly_fee: 5000,
        pricing_modes: { ...NO_MODES, one_time: true, registration_monthly: true },
      }),
      'XOF',
    );
    expect(registration.note).toBe('ou mensualités');
  });

  it('falls back to the installments total', () => {
    const label = coursePriceLabel(
      course({
        installments: [{ amount: 10000 }, { amount: 12500 }],
        pricing_modes: { ...NO_MODES, installments: true },
      }),
      'XOF',
    );
    expect(label.kind).toBe('installments');
    expect(plain(label.amount)).toBe('22 500 F CFA');
    expect(label.note).toBe('en plusieurs versements');
  });

  it('then to the monthly price, with "/mois"', () => {
    const label = coursePriceLabel(
      course({ monthly_price: 7500, pricing_modes: { ...NO_MODES, subscription: true } }),
      'XOF',
    );
    expect(plain(label.amount)).toBe('7 500 F CFA');
    expect(label.suffix).toBe('/mois');
  });

  it('then to the registration fee, labelled as such', () => {
    const label = coursePriceLabel(
      course({
        registration_fee: 15000,
        monthly_fee: 5000,
        pricing_modes: { ...NO_MODES, registration_monthly: true },
      }),
      'XOF',
    );
    expect(plain(label.amount)).toBe('15 000 F CFA');
    expect(label.note).toBe("frais d'inscription");
  });

  it('then to the base price', () => {
    const label = coursePriceLabel(course({ price: 12000 }), 'XOF');
    expect(label.kind).toBe('base');
    expect(plain(label.amount)).toBe('12 000 F CFA');
  });

  it('writes every amount in the chosen currency', () => {
    const discounted = course({
      one_time_price: 65596,
      one_time_discount: 50,
      pricing_modes: { ...NO_MODES, one_time: true },
    });
    expect(plain(coursePriceLabel(discounted, 'EUR').amount)).toBe('50,00 €');
    expect(plain(coursePriceLabel(discounted, 'EUR').original)).toBe('100,00 €');
    expect(plain(coursePriceLabel(discounted, 'USD').amount)).toBe('55,00 $US');
    expect(plain(priceLabelOf({ kind: 'monthly', amount: 6559.57 }, 'EUR').amount)).toBe('10,00 €');
  });
});
