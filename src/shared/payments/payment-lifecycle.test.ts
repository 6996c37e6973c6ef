import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type GatewayWord, isPastPendingExpiry, nextPaymentStatus } from './payment-lifecycle.ts';
import { PAYMENT_STATUSES } from './payment-states.ts';

const HOUR_MS = 3600 * 1000;
const WORDS: GatewayWord[] = ['completed', 'failed', 'cancelled', 'pending'];

describe('nextPaymentStatus', () => {
  it('a pending payment takes the gateway’s final word, and stays pending on "pending"', () => {
    expect(nextPaymentStatus('pending', 'completed')).toBe('completed');
    expect(nextPaymentStatus('pending', 'failed')).toBe('failed');
    expect(nextPaymentStatus('pending', 'cancelled')).toBe('cancelled');
    expect(nextPaymentStatus('pending', 'pending')).toBeNull();
  });

  it('an expired payment is still completed by money collected late, and by nothing else', () => {
    expect(nextPaymentStatus('expired', 'completed')).toBe('completed');
    expect(nextPaymentStatus('expired', 'failed')).toBeNull();
    expect(nextPaymentStatus('expired', 'cancelled')).toBeNull();
    expect(nextPaymentStatus('expired', 'pending')).toBeNull();
  });

  it('completed, failed and cancelled are final (decision 022)', () => {
    for (const current of ['completed', 'failed', 'cancelled'] as const) {
      for (const word of WORDS) expect(nextPaymentStatus(current, word)).toBeNull();
    }
  });

  it('never moves back to pending nor into expired, and completed is never left', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PAYMENT_STATUSES), fc.constantFrom(...WORDS), (current, word) => {
        const next = nextPaymentStatus(current, word);
        expect(next).not.toBe('pending');
        expect(next).not.toBe('expired');
        if (current === 'completed') expect(next).toBeNull();
        if (next !== null) expect(next).toBe(word);
      }),
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
