import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nestFormFields } from '../testing/fake-http-server.ts';
import { hexDigestEquals, sha256Hex } from './digests.ts';
import { asWholeAmount, readField, toFields } from './notification-body.ts';

const segment = fc.oneof(fc.stringMatching(/^[a-z_]{1,8}$/), fc.constantFrom('valueOf', 'toString', 'hash'));
const value = fc.string({ minLength: 1, maxLength: 20 });

describe('readField', () => {
  it('finds a field the same way flat, nested or still urlencoded (property)', () => {
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), value, (path, text) => {
        const flatKey =
          path[0] +
          path
            .slice(1)
            .map((part) => `[${part}]`)
            .join('');
        const flat = { [flatKey]: text };
        expect(readField(flat, path)).toBe(text);
        expect(readField(nestFormFields(flat), path)).toBe(text);
        expect(readField(toFields(new URLSearchParams(flat).toString()), path)).toBe(text);
      }),
    );
  });

  it('gives every value of a field spelled twice with different values, so readers refuse it', () => {
    expect(readField({ 'data[hash]': 'a', data: { hash: 'b' } }, ['data', 'hash'])).toEqual(['b', 'a']);
    expect(readField({ 'data[hash]': 'a', data: { hash: 'a' } }, ['data', 'hash'])).toBe('a');
    expect(readField(toFields('a=1&a=2'), ['a'])).toEqual(['1', '2']);
  });

  it('never reads inherited properties', () => {
    expect(readField({}, ['constructor'])).toBeUndefined();
    expect(readField({}, ['__proto__', 'x'])).toBeUndefined();
  });
});

describe('asWholeAmount', () => {
  it('reads whole positive francs only', () => {
    expect(asWholeAmount('5000')).toBe(5000);
    expect(asWholeAmount('5000.00')).toBe(5000);
    expect(asWholeAmount(5000)).toBe(5000);
    for (const refused of [
      '0',
      '-1',
      '1.5',
      '1e3',
      ' 5000',
      '',
      'abc',
      1.5,
      null,
      ['5000'],
      '9999999999999999',
    ]) {
      expect(asWholeAmount(refused)).toBeNull();
    }
  });
});

describe('hexDigestEquals', () => {
  it('matches a digest in any case and nothing else (property)', () => {
    const digest = sha256Hex('secret');
    expect(hexDigestEquals(digest.toUpperCase(), digest)).toBe(true);
    fc.assert(
      fc.property(fc.string(), (candidate) => {
        fc.pre(candidate.toLowerCase() !== digest);
        expect(hexDigestEquals(candidate, digest)).toBe(false);
      }),
    );
  });
});
