import { describe, expect, it } from 'vitest';
import {
  failureReasonLabel,
  formatAmount,
  formatPaymentCount,
  formatPaymentDateTime,
  gatewayLabel,
  isRefundToDo,
  statusLabel,
} from './payments-format.ts';

describe('payments page wording', () => {
  it('names statuses, reasons and gateways in French', () => {
    expect(statusLabel('completed')).toBe('Payé');
    expect(statusLabel('expired')).toBe('Expiré');
    expect(failureReasonLabel('cohort_full')).toBe('Session complète');
    expect(failureReasonLabel('something_new')).toBe('something_new');
    expect(failureReasonLabel(null)).toBeNull();
    expect(gatewayLabel({ gateway: 'paydunya', method: 'orange-money' })).toBe('PayDunya · Orange Money');
    expect(gatewayLabel({ gateway: 'paytech', method: null })).toBe('PayTech');
    expect(gatewayLabel({ gateway: null, method: null })).toBe('Gratuit');
  });

  it('writes amounts, dates and counts like the rest of the app', () => {
    expect(formatAmount(75_000).replace(/\s/g, ' ')).toBe('75 000 F CFA');
    expect(formatPaymentDateTime('2026-01-12T14:30:00Z')).toMatch(/^12 janv\. 2026,? 14:30$/);
    expect(formatPaymentCount(0)).toBe('0 paiement');
    expect(formatPaymentCount(12)).toBe('12 paiements');
  });

  it('offers the refund action only while money is owed back and not recorded', () => {
    expect(isRefundToDo({ refund_due: true, refunded_at: null })).toBe(true);
    expect(isRefundToDo({ refund_due: true, refunded_at: '2026-01-01T00:00:00Z' })).toBe(false);
    expect(isRefundToDo({ refund_due: false, refunded_at: null })).toBe(false);
  });
});
