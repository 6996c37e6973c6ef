import type { TQuote } from './payment.contract.ts';

// A quote as the server answers it (one-time 25 000 F CFA, nothing after, no promo), for tests of
// the pages that show quotes: change only what a test is about.
export function sampleQuote(overrides: Partial<TQuote> = {}): TQuote {
  return {
    planType: 'oneTime',
    currency: 'XOF',
    planTotal: 25000,
    baseAmount: 25000,
    discount: 0,
    amountDueNow: 25000,
    remainingAmount: 0,
    nextPaymentDate: null,
    monthlyAmount: null,
    schedule: [],
    promo: null,
    promoError: null,
    isFree: false,
    seatsLeft: null,
    seatHeld: null,
    ...overrides,
  };
}
