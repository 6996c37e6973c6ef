import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { idempotencyKey, type PaymentIntent } from './idempotency-key.ts';

const intent: PaymentIntent = {
  courseId: '0b7e6f1a-6a53-4e45-9a3c-3f0c4b1f2d11',
  cohortId: null,
  planType: 'oneTime',
  amount: 25000,
  promoCode: null,
  gatewayId: 'paydunya',
  method: 'wave',
  phoneNumber: '+221 77 123 45 67',
};
const VISIT = '5f1d7c4e-2b1a-4c1e-9d7e-8a6b5c4d3e2f';

describe('idempotency key', () => {
  it('is the same for the same payment in the same visit (double click, retry)', () => {
    expect(idempotencyKey(VISIT, intent)).toBe(idempotencyKey(VISIT, { ...intent }));
  });

  it('changes with the visit and with anything that makes it another payment', () => {
    const key = idempotencyKey(VISIT, intent);
    expect(idempotencyKey('another-visit-id', intent)).not.toBe(key);
    for (const change of [
      { planType: 'installments' },
      { amount: 20000 },
      { promoCode: 'TABASKI' },
      { gatewayId: 'paytech' },
      { method: 'orange-money' },
      { phoneNumber: '+221 78 000 00 00' },
      { cohortId: '1b7e6f1a-6a53-4e45-9a3c-3f0c4b1f2d11' },
    ]) {
      expect(idempotencyKey(VISIT, { ...intent, ...change })).not.toBe(key);
    }
  });

  it('fits the contract (8 to 100 characters) for any visit id the page makes', () => {
    fc.assert(
      fc.property(fc.uuid(), fc.integer({ min: 0, max: 10_000_000 }), (visit, amount) => {
        const key = idempotencyKey(visit, { ...intent, amount });
        expect(key.length).toBeGreaterThanOrEqual(8);
        expect(key.length).toBeLessThanOrEqual(100);
      }),
    );
  });
});
