import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, formatXofIn, fromXof, isCurrency, toXof } from './currency.ts';

// Intl separates thousands with a narrow no-break space in French.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('currency', () => {
  it('formats in French: 0 decimals for XOF, 2 otherwise', () => {
    expect(plain(formatMoney(10000, 'XOF'))).toBe('10 000 F CFA');
    expect(plain(formatMoney(15.24, 'EUR'))).toBe('15,24 €');
    expect(plain(formatMoney(16.76, 'USD'))).toBe('16,76 $US');
  });

  it('converts from XOF with the EUR-based rates', () => {
    expect(fromXof(655.957, 'EUR')).toBeCloseTo(1, 10);
    expect(fromXof(655.957, 'USD')).toBeCloseTo(1.1, 10);
    expect(plain(formatXofIn(10000, 'EUR'))).toBe('15,24 €');
  });

  it('accepts only EUR, XOF and USD', () => {
    expect(isCurrency('XOF')).toBe(true);
    expect(isCurrency('GBP')).toBe(false);
    expect(isCurrency(undefined)).toBe(false);
  });

  it('round-trips XOF amounts through any currency to the franc', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.constantFrom('EUR', 'USD', 'XOF' as const),
        (xof, c) => {
          expect(toXof(fromXof(xof, c), c)).toBe(xof);
        },
      ),
    );
  });
});
