import { describe, expect, it } from 'vitest';
import { optionalString, optionalStrings, parseSearch, stringifySearch } from './search-params.ts';

describe('search params', () => {
  it('keeps every value a string, digits included', () => {
    expect(parseSearch('?token=123456789012345678901&redirect=%2Fdashboard%3Ftab%3D1')).toEqual({
      token: '123456789012345678901',
      redirect: '/dashboard?tab=1',
    });
    expect(parseSearch('')).toEqual({});
  });

  it('writes strings as they are and skips empty values', () => {
    expect(stringifySearch({ redirect: '/admin/users', email: undefined, page: 2 })).toBe(
      '?redirect=%2Fadmin%2Fusers&page=2',
    );
    expect(stringifySearch({})).toBe('');
  });

  it('round-trips', () => {
    const search = { email: 'awa+1@jang.sn', token: 'a.b-c_d' };
    expect(parseSearch(stringifySearch(search))).toEqual(search);
  });

  it('reads a repeated key as a list and writes a list back as a repeated key', () => {
    expect(parseSearch('?level=beginner&level=advanced&sort=rating')).toEqual({
      level: ['beginner', 'advanced'],
      sort: 'rating',
    });
    expect(parseSearch('?level=beginner')).toEqual({ level: 'beginner' });
    expect(stringifySearch({ language: ['fr', 'en'], minPrice: 5000, level: [] })).toBe(
      '?language=fr&language=en&minPrice=5000',
    );
    const search = { language: ['fr', 'en'], search: 'anglais des affaires' };
    expect(parseSearch(stringifySearch(search))).toEqual(search);
  });

  it('reads optional text parameters', () => {
    expect(optionalString('x')).toBe('x');
    expect(optionalString('')).toBeUndefined();
    expect(optionalString(undefined)).toBeUndefined();
    expect(optionalString(42)).toBe('42');
    expect(optionalString({})).toBeUndefined();
  });

  it("reads a route's optional text parameters, each key present even when absent", () => {
    const search = optionalStrings('token', 'redirect');
    expect(search({ token: 123, redirect: '', other: 'x' })).toEqual({ token: '123', redirect: undefined });
    expect(Object.keys(search({}))).toEqual(['token', 'redirect']);
  });
});
