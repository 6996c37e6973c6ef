import { describe, expect, it } from 'vitest';
import { parseCohortsSearch } from './cohorts-search.ts';

describe('the admin cohorts list filter in the address', () => {
  it('keeps a known status, drops anything else', () => {
    expect(parseCohortsSearch({ status: 'active' })).toEqual({ status: 'active' });
    expect(parseCohortsSearch({ status: 'completed' })).toEqual({ status: 'completed' });
    expect(parseCohortsSearch({ status: 'running' })).toEqual({});
    expect(parseCohortsSearch({ status: ['active'] })).toEqual({});
    expect(parseCohortsSearch({})).toEqual({});
  });
});
