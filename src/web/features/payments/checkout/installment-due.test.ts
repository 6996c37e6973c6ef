import { describe, expect, it } from 'vitest';
import type { TQuote } from '#shared/payments/payment.contract.ts';
import { sampleQuote } from '#shared/payments/sample-quote.ts';
import { installmentDueText } from './installment-due.ts';

const plain = (text: string | null) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');
const settles = (overrides: Partial<NonNullable<TQuote['settles']>> = {}) => ({
  sequence: 1,
  dueDate: '2026-12-22T09:00:00.000Z',
  isOverdue: false,
  number: 2,
  count: 3,
  overdueCount: 0,
  ...overrides,
});
const due = (overrides: Partial<TQuote> = {}) =>
  sampleQuote({
    planType: 'installments',
    planTotal: 47_500,
    baseAmount: 22_500,
    amountDueNow: 22_500,
    remainingAmount: 25_000,
    settles: settles(),
    ...overrides,
  });

describe('the installment due card', () => {
  it('is only for a quote that settles an installment', () => {
    expect(installmentDueText(sampleQuote({}))).toBeNull();
  });

  it('names the installment by its place in the plan, with its date, the amount now and what follows', () => {
    const text = installmentDueText(due());
    expect(text).toMatchObject({
      plan: 'Paiement en plusieurs fois',
      title: 'Échéance 2 sur 3',
      dueOn: 'Prévue le 22 décembre 2026',
      isLate: false,
      severalLate: null,
      suspended: null,
    });
    expect(plain(text!.dueNow)).toBe('À payer maintenant : 22 500 F CFA');
    expect(plain(text!.remaining)).toBe('Reste à payer ensuite : 25 000 F CFA');
    expect(installmentDueText(due({ remainingAmount: 0 }))?.remaining).toBeNull();
  });

  it('a monthly plan speaks of monthly payments', () => {
    expect(installmentDueText(due({ planType: 'subscription', settles: settles({ count: 6 }) }))?.title).toBe(
      'Mensualité 2 sur 6',
    );
  });

  it('late: marked; several late: paid one at a time; past the grace period: access suspended', () => {
    expect(installmentDueText(due({ settles: settles({ overdueCount: 1 }) }))).toMatchObject({
      isLate: true,
      severalLate: null,
      suspended: null,
    });
    const text = installmentDueText(due({ settles: settles({ overdueCount: 2, isOverdue: true }) }));
    expect(text?.severalLate).toBe(
      "2 échéances sont en retard : elles se règlent une à une, la plus ancienne d'abord.",
    );
    expect(text?.suspended).toMatch(/^L'accès aux leçons est suspendu/);
  });
});
