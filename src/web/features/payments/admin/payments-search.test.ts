import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasFilters, parsePaymentsSearch, paymentsQueryString, withFilter } from './payments-search.ts';

describe('payments page address', () => {
  it('keeps known filters and drops the rest', () => {
    expect(
      parsePaymentsSearch({ status: 'failed', refundDue: 'true', search: ' awa@x.sn ', page: '2' }),
    ).toEqual({
      status: 'failed',
      refundDue: true,
      search: 'awa@x.sn',
      page: 2,
    });
    expect(parsePaymentsSearch({ status: 'late', refundDue: 'oui', search: '   ', page: '1' })).toEqual({});
    expect(parsePaymentsSearch({ page: '2.5' })).toEqual({});
    expect(parsePaymentsSearch({ page: '-3' })).toEqual({});
    expect(parsePaymentsSearch({ page: '10001' })).toEqual({});
    expect(parsePaymentsSearch({ search: 'a'.repeat(150) }).search).toHaveLength(100);
  });

  it('asks the API for exactly the filters in the address', () => {
    expect(paymentsQueryString({})).toBe('');
    expect(paymentsQueryString({ refundDue: true, search: 'JNG 1%', page: 3 })).toBe(
      '?refundDue=true&search=JNG+1%25&page=3',
    );
  });

  it('starts again from the first page when a filter changes', () => {
    expect(withFilter({ status: 'failed', page: 4 }, { refundDue: true })).toEqual({
      status: 'failed',
      refundDue: true,
    });
    expect(withFilter({ refundDue: true, search: 'x' }, { refundDue: undefined })).toEqual({ search: 'x' });
    expect(hasFilters({ page: 2 })).toBe(false);
    expect(hasFilters({ search: 'x' })).toBe(true);
  });

  it('never yields an address the API would refuse', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom('status', 'refundDue', 'search', 'page'),
          fc.oneof(fc.string(), fc.integer()),
        ),
        (raw) => {
          const parsed = parsePaymentsSearch(raw);
          expect(parsePaymentsSearch(parsed as Record<string, unknown>)).toEqual(parsed);
          if (parsed.page !== undefined) expect(parsed.page).toBeGreaterThan(1);
          if (parsed.search !== undefined) expect(parsed.search.length).toBeLessThanOrEqual(100);
        },
      ),
    );
  });
});
