import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZInitializePayment } from './payment.contract.ts';

const body = (amount: number) => ({
  amount,
  courseId: '0b7c2f4e-8a1d-4c39-9f6b-2d5e7a9c1b3f',
  paymentPlan: { type: 'one_time' },
  paymentDetails: { method: 'wave', phoneNumber: '+221 77 123 45 67' },
});

describe('payment start contract', () => {
  it('refuses an amount with cents for what it is, not as a mismatch', () => {
    const result = ZInitializePayment.safeParse(body(24_999.5));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(
      'Le montant doit être un nombre entier de francs CFA, sans centimes : actualisez la page et vérifiez le récapitulatif.',
    );
  });

  it('never refuses a whole amount for its cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (amount) => {
        const result = ZInitializePayment.safeParse(body(amount));
        const messages = result.success ? [] : result.error.issues.map((issue) => issue.message);
        expect(messages.some((message) => message.includes('centimes'))).toBe(false);
      }),
    );
  });
});
