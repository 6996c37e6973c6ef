import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commissionGrowth, commissionOf, EMPTY_COMMISSIONS, monthStarts } from './commissions.ts';

describe('commissions', () => {
  it('growth: a percent of last month, 100 from nothing, 0 for nothing', () => {
    expect(commissionGrowth(0, 0)).toBe(0);
    expect(commissionGrowth(5000, 0)).toBe(100);
    expect(commissionGrowth(15_000, 10_000)).toBe(50);
    expect(commissionGrowth(0, 10_000)).toBe(-100);
    expect(commissionGrowth(10_000, 3000)).toBe(233.3);
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.integer({ min: 1, max: 10_000_000 }), (now, before) => {
        const growth = commissionGrowth(now, before);
        expect(growth).toBeGreaterThanOrEqual(-100);
        expect(Math.sign(growth)).toBe(Math.sign(Math.round(((now - before) * 1000) / before)));
      }),
    );
  });

  it('months in UTC, the year turning over', () => {
    expect(monthStarts(new Date('2027-01-15T10:00:00Z'))).toEqual({
      lastMonth: new Date('2026-12-01T00:00:00Z'),
      thisMonth: new Date('2027-01-01T00:00:00Z'),
      nextMonth: new Date('2027-02-01T00:00:00Z'),
    });
  });

  it('a share is rounded down and never more than the sale; the fallback is zeros at 70 %', () => {
    expect(commissionOf(25_001, 60)).toBe(15_000);
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.integer({ min: 0, max: 100 }), (amount, rate) => {
        const share = commissionOf(amount, rate);
        expect(share).toBeLessThanOrEqual(amount);
        expect(share).toBeGreaterThanOrEqual(0);
      }),
    );
    expect(EMPTY_COMMISSIONS).toMatchObject({ pending: 0, received: 0, rate: 70, growth: 0 });
  });
});
