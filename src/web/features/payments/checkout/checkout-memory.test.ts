import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CheckoutMemory,
  forgetCheckout,
  type MemoryStorage,
  memoryKey,
  parseMemory,
  recallCheckout,
  rememberCheckout,
} from './checkout-memory.ts';

const COURSE = '0b7e6f1a-6a53-4e45-9a3c-3f0c4b1f2d11';
const OTHER = '9c1d2e3f-4a5b-4c6d-8e7f-0a1b2c3d4e5f';
const memory: CheckoutMemory = {
  gateway: 'paydunya',
  country: 'SN',
  method: 'wave',
  phone: '+221 77 123 45 67',
  promoCode: 'BIENVENUE10',
};

function mapStorage(): MemoryStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

describe('checkout memory', () => {
  it('gives back what the last "Payer" used, for that course only, until it is forgotten', () => {
    const storage = mapStorage();
    expect(recallCheckout(storage, COURSE)).toBeNull();
    rememberCheckout(storage, COURSE, memory);
    expect(recallCheckout(storage, COURSE)).toEqual(memory);
    expect(recallCheckout(storage, OTHER)).toBeNull();
    forgetCheckout(storage, COURSE);
    expect(recallCheckout(storage, COURSE)).toBeNull();
  });

  it('drops an entry it cannot trust rather than filling the form with it', () => {
    const bad = [
      'pas du json',
      'null',
      JSON.stringify({ ...memory, gateway: 'stripe' }),
      JSON.stringify({ ...memory, country: 'FR' }),
      // MTN is not offered in Senegal.
      JSON.stringify({ ...memory, method: 'mtn-money' }),
      JSON.stringify({ ...memory, phone: 77 }),
      JSON.stringify({ ...memory, phone: '7'.repeat(65) }),
      JSON.stringify({ ...memory, promoCode: 12 }),
    ];
    for (const raw of bad) expect(parseMemory(raw)).toBeNull();
    expect(parseMemory(JSON.stringify({ ...memory, method: null, promoCode: '' }))).toEqual({
      ...memory,
      method: null,
      promoCode: null,
    });
  });

  it('forgets quietly when storage refuses (private mode, quota)', () => {
    const refusing: MemoryStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() => rememberCheckout(refusing, COURSE, memory)).not.toThrow();
    expect(recallCheckout(refusing, COURSE)).toBeNull();
    expect(() => forgetCheckout(refusing, COURSE)).not.toThrow();
    expect(recallCheckout(null, COURSE)).toBeNull();
  });

  it('property: whatever the form held, it comes back unchanged', () => {
    const memoryArb = fc.record({
      gateway: fc.constantFrom('paydunya' as const, 'paytech' as const),
      country: fc.constant('CI' as const),
      method: fc.constantFrom('orange-money' as const, 'mtn-money' as const, 'moov-money' as const, null),
      phone: fc.string({ maxLength: 64 }),
      promoCode: fc.option(fc.string({ minLength: 1, maxLength: 64 }), { nil: null }),
    });
    fc.assert(
      fc.property(memoryArb, (value) => {
        const storage = mapStorage();
        rememberCheckout(storage, COURSE, value);
        expect([...storage.entries.keys()]).toEqual([memoryKey(COURSE)]);
        expect(recallCheckout(storage, COURSE)).toEqual(value);
      }),
    );
  });
});
