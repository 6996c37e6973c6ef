import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GRADING_FILTERS, parseGradingSearch, statusQueryOf } from './grading-search.ts';

describe('parseGradingSearch', () => {
  it('keeps graded and all, and drops the default', () => {
    expect(parseGradingSearch({ status: 'graded' })).toEqual({ status: 'graded' });
    expect(parseGradingSearch({ status: 'all' })).toEqual({ status: 'all' });
    expect(parseGradingSearch({ status: 'submitted' })).toEqual({});
    expect(parseGradingSearch({})).toEqual({});
  });

  it('reads anything unknown as the default', () => {
    fc.assert(
      fc.property(fc.anything(), (status) => {
        const parsed = parseGradingSearch({ status });
        expect(parsed.status === undefined || GRADING_FILTERS.includes(parsed.status)).toBe(true);
        if (!GRADING_FILTERS.includes(status as never)) expect(parsed).toEqual({});
      }),
    );
  });

  it("asks the server for every status under 'all'", () => {
    expect(statusQueryOf('all')).toBeUndefined();
    expect(statusQueryOf('graded')).toBe('graded');
    expect(statusQueryOf('submitted')).toBe('submitted');
  });
});
