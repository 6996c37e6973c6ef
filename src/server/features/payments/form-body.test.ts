import { describe, expect, it } from 'vitest';
import { parseFormBody } from './form-body.ts';

// PayDunya posts its callback as form data with flat bracketed keys.
describe('form bodies', () => {
  it('keeps bracketed keys flat and decodes values', () => {
    expect(parseFormBody('data%5Bhash%5D=abc&data[invoice][token]=t%20k&data[status]=completed')).toEqual({
      'data[hash]': 'abc',
      'data[invoice][token]': 't k',
      'data[status]': 'completed',
    });
  });
  it('keeps every value of a repeated key, so a reader can refuse it', () => {
    expect(parseFormBody('amount=100&amount=200')).toEqual({ amount: ['100', '200'] });
  });
  it('cannot reach the prototype', () => {
    const parsed = parseFormBody('__proto__=x&constructor=y');
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(Object.hasOwn(parsed, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});
