import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type GatewayWord, isPastPendingExpiry, nextPaymentStatus } from './payment-lifecycle.ts';
import { PAYMENT_STATUSES } from './payment-states.ts';

const HOUR_MS = 3600 * 1000;
const WORDS: GatewayWord[] = ['completed', 'failed', 'cancelled', 'pending'];

describe('nextPaymentStatus', () => {
  it('a pending payment takes the gateway’s final word, and stays pending on "pending"', () => {
    expect(nextPaymentStatus('pending', 'completed', false)).toBe('completed');
    expect(nextPaymentStatus('pending', 'failed', false)).toBe('failed');
    expect(nextPaymentStatus('pending', 'cancelled', false)).toBe('cancelled');
    expect(nextPaymentStatus('pending', 'pending', false)).toBeNull();
  });

  it('money collected late completes an expired, failed or cancelled payment, and nothing else moves it', () => {
    for (const current of ['expired', 'failed', 'cancelled'] as const) {
      expect(nextPaymentStatus(current, 'completed', false)).toBe('completed');
      for (const word of ['failed', 'cancelled', 'pending'] as const) {
        expect(nextPaymentStatus(current, word, false)).toBeNull();
      }
    }
  });

  it('money already taken and refused is owed back once: a repeated "completed" changes nothing', () => {
    for (const word of WORDS) expect(nextPaymentStatus('failed', word, true)).toBeNull();
  });

  it('never moves back to pending nor into expired, and completed is never left', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PAYMENT_STATUSES),
        fc.constantFrom(...WORDS),
        fc.boolean(),
        (current, word, refundDue) => {
          const next = nextPaymentStatus(current, word, refundDue);
          expect(next).not.toBe('pending');
          expect(next).not.toBe('expired');
          if (current === 'completed') expect(next).toBeNull();
          if (next !== null) expect(next).toBe(word);
          if (current !== 'pending' && next !== null) expect(next).toBe('completed');
        },
      ),
    );
  });
});

describe('isPastPendingExpiry', () => {
  const created = new Date('2026-03-10T08:00:00Z');

  it('is false before the deadline and true from it on', () => {
    expect(isPastPendingExpiry(created, new Date(created.getTime() + 24 * HOUR_MS - 1), 24)).toBe(false);
    expect(isPastPendingExpiry(created, new Date(created.getTime() + 24 * HOUR_MS), 24)).toBe(true);
    expect(isPastPendingExpiry(created, new Date(created.getTime() + 2 * HOUR_MS), 1)).toBe(true);
    expect(isPastPendingExpiry(created, created, 1)).toBe(false);
  });

  it('once past, stays past as time goes on', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 24 * 365 }),
        fc.nat(10 ** 10),
        fc.nat(10 ** 10),
        (hours, a, b) => {
          const earlier = new Date(created.getTime() + Math.min(a, b));
          const later = new Date(created.getTime() + Math.max(a, b));
          if (isPastPendingExpiry(created, earlier, hours)) {
            expect(isPastPendingExpiry(created, later, hours)).toBe(true);
          }
          expect(isPastPendingExpiry(created, later, hours)).toBe(Math.max(a, b) >= hours * HOUR_MS);
        },
      ),
    );
  });
});
