import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TQuote } from '#shared/payments/payment.contract.ts';
import { sampleQuote } from '#shared/payments/sample-quote.ts';
import { canPay, formatPaymentDate, summaryLines } from './summary-lines.ts';

const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

const quote = sampleQuote;

const lines = (q: TQuote) => summaryLines(q).map((line) => [line.label, plain(line.value)]);

describe('summary lines', () => {
  it('one-time: the price and the amount now, nothing after', () => {
    expect(lines(quote({}))).toEqual([
      ['Formule', 'Paiement unique'],
      ['Prix', '25 000 F CFA'],
      ['À payer maintenant', '25 000 F CFA'],
    ]);
  });

  it('one-time with a promo code: the discount line before the amount now', () => {
    const q = quote({ discount: 5000, amountDueNow: 20000, promo: { code: 'TABASKI', discount: 5000 } });
    expect(lines(q)).toEqual([
      ['Formule', 'Paiement unique'],
      ['Prix', '25 000 F CFA'],
      ['Code promo TABASKI', '-5 000 F CFA'],
      ['À payer maintenant', '20 000 F CFA'],
    ]);
    expect(summaryLines(q).find((line) => line.isDiscount)?.label).toBe('Code promo TABASKI');
  });

  it('installments: the total, the first installment, each coming one with its date, and what is left', () => {
    const q = quote({
      planType: 'installments',
      planTotal: 75000,
      baseAmount: 30000,
      amountDueNow: 30000,
      remainingAmount: 45000,
      nextPaymentDate: '2026-12-22',
      schedule: [
        { amount: 25000, dueDate: '2026-12-22' },
        { amount: 20000, dueDate: '2027-01-21T00:00:00.000Z' },
      ],
    });
    expect(lines(q)).toEqual([
      ['Formule', 'Paiement en plusieurs fois'],
      ['Total de la formule', '75 000 F CFA'],
      ['Premier versement', '30 000 F CFA'],
      ['À payer maintenant', '30 000 F CFA'],
      ['Versement 2, le 22 décembre 2026', '25 000 F CFA'],
      ['Versement 3, le 21 janvier 2027', '20 000 F CFA'],
      ['Reste à payer ensuite', '45 000 F CFA'],
    ]);
  });

  it('installments under way: the coming ones are numbered after the one being paid', () => {
    const q = quote({
      planType: 'installments',
      planTotal: 30000,
      baseAmount: 15000,
      amountDueNow: 15000,
      remainingAmount: 15000,
      nextPaymentDate: '2027-01-21',
      schedule: [{ amount: 15000, dueDate: '2027-01-21' }],
      settles: {
        sequence: 1,
        dueDate: '2026-12-22',
        isOverdue: true,
        number: 2,
        count: 3,
        overdueCount: 1,
      },
    });
    // Only what is owed now and after: no first-purchase total (it would read 30 000 for a 50 000 plan).
    expect(lines(q)).toEqual([
      ['Formule', 'Paiement en plusieurs fois'],
      ['Versement 2, dû le 22 décembre 2026', '15 000 F CFA'],
      ['À payer maintenant', '15 000 F CFA'],
      ['Versement 3, le 21 janvier 2027', '15 000 F CFA'],
      ['Reste à payer ensuite', '15 000 F CFA'],
    ]);
  });

  it('registration + monthly under way: the monthly fee by its own number, not the plan’s prices', () => {
    const q = quote({
      planType: 'registrationMonthly',
      planTotal: 20000,
      baseAmount: 10000,
      amountDueNow: 10000,
      monthlyAmount: 10000,
      remainingAmount: 10000,
      nextPaymentDate: '2027-01-22',
      schedule: [{ amount: 10000, dueDate: '2027-01-22' }],
      settles: {
        sequence: 5,
        dueDate: '2026-12-22',
        isOverdue: false,
        number: 5,
        count: 6,
        overdueCount: 0,
      },
    });
    expect(lines(q)).toEqual([
      ['Formule', 'Inscription + mensualités'],
      ['Mensualité 5, due le 22 décembre 2026', '10 000 F CFA'],
      ['À payer maintenant', '10 000 F CFA'],
      ['Prochain paiement', '22 janvier 2027 · 10 000 F CFA'],
      ['Reste à payer ensuite', '10 000 F CFA'],
    ]);
  });

  it('subscription: the monthly price, the six-month total, and the next payment date with its amount', () => {
    const q = quote({
      planType: 'subscription',
      planTotal: 45000,
      baseAmount: 7500,
      amountDueNow: 7500,
      monthlyAmount: 7500,
      remainingAmount: 37500,
      nextPaymentDate: '2026-12-22',
    });
    expect(lines(q)).toEqual([
      ['Formule', 'Abonnement mensuel'],
      ['Mensualité', '7 500 F CFA/mois'],
      ['Total sur 6 mois', '45 000 F CFA'],
      ['À payer maintenant', '7 500 F CFA'],
      ['Prochain paiement', '22 décembre 2026 · 7 500 F CFA'],
      ['Reste à payer ensuite', '37 500 F CFA'],
    ]);
  });

  it('registration + monthly: the fee now, then the monthly amount', () => {
    const q = quote({
      planType: 'registrationMonthly',
      planTotal: 87000,
      baseAmount: 15000,
      amountDueNow: 15000,
      monthlyAmount: 12000,
      remainingAmount: 72000,
      nextPaymentDate: '2026-12-22',
    });
    expect(lines(q)).toEqual([
      ['Formule', 'Inscription + mensualités'],
      ["Frais d'inscription", '15 000 F CFA'],
      ['Mensualité', '12 000 F CFA/mois'],
      ['Total de la formule', '87 000 F CFA'],
      ['À payer maintenant', '15 000 F CFA'],
      ['Prochain paiement', '22 décembre 2026 · 12 000 F CFA'],
      ['Reste à payer ensuite', '72 000 F CFA'],
    ]);
  });

  it('a free plan: "Gratuit" now and nothing else', () => {
    expect(lines(quote({ planTotal: 0, baseAmount: 0, amountDueNow: 0, isFree: true }))).toEqual([
      ['Formule', 'Inscription gratuite'],
      ['À payer maintenant', 'Gratuit'],
    ]);
  });

  it('always ends the money part with exactly one "À payer maintenant" line holding the quote amount', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          'oneTime' as const,
          'installments' as const,
          'subscription' as const,
          'registrationMonthly' as const,
        ),
        fc.integer({ min: 1, max: 10_000_000 }),
        (planType, amount) => {
          const dueNow = summaryLines(quote({ planType, amountDueNow: amount, baseAmount: amount })).filter(
            (line) => line.isDueNow,
          );
          expect(dueNow).toHaveLength(1);
          expect(plain(dueNow[0]?.value ?? '').replace(/\D/g, '')).toBe(String(amount));
        },
      ),
    );
  });

  it('keeps a date it cannot read as it came', () => {
    expect(formatPaymentDate('bientôt')).toBe('bientôt');
  });
});

describe('pay button', () => {
  const ready = { amount: 25000, isFree: false, isLoading: false, isCohortFull: false };

  it('works for a positive amount', () => {
    expect(canPay(ready)).toBe(true);
  });

  it('is disabled while loading, without an amount, for a zero or negative paid amount, or when the cohort is full', () => {
    expect(canPay({ ...ready, isLoading: true })).toBe(false);
    expect(canPay({ ...ready, amount: null })).toBe(false);
    expect(canPay({ ...ready, amount: 0 })).toBe(false);
    expect(canPay({ ...ready, amount: -5 })).toBe(false);
    expect(canPay({ ...ready, amount: Number.NaN })).toBe(false);
    expect(canPay({ ...ready, isCohortFull: true })).toBe(false);
  });

  it('lets a free plan through at 0, but not while loading', () => {
    expect(canPay({ ...ready, amount: 0, isFree: true })).toBe(true);
    expect(canPay({ ...ready, amount: 0, isFree: true, isLoading: true })).toBe(false);
  });
});
