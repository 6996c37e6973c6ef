import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatSenegalPhone,
  methodsFor,
  needsPaymentDetails,
  validatePaymentDetails,
} from './mobile-money.ts';

describe('methods and steps', () => {
  it.each([
    ['SN', ['orange-money', 'wave', 'free-money']],
    ['CI', ['orange-money', 'mtn-money', 'moov-money']],
  ] as const)('offers the methods of %s', (country, methods) => {
    expect(methodsFor(country)).toEqual(methods);
  });
  it('asks payment details for PayDunya only', () => {
    expect(needsPaymentDetails('paydunya')).toBe(true);
    expect(needsPaymentDetails('paytech')).toBe(false);
  });
});

describe('mobile-money step', () => {
  it.each([
    [{ method: '', phone: '771234567' }, 'methodRequired'],
    [{ method: 'wave', phone: '  ' }, 'phoneRequired'],
    [{ method: 'wave', phone: '1234567' }, 'phoneInvalid'],
    [{ method: 'wave', phone: '77 123 45 67 89 10 11 1' }, 'phoneInvalid'],
    [{ method: 'wave', phone: '77a1234567' }, 'phoneInvalid'],
    [{ method: 'wave', phone: '+221 77 123 45 67' }, null],
    [{ method: 'wave', phone: '++221771234567' }, 'phoneInvalid'],
    [{ method: 'wave', phone: '771234567' }, null],
    [{ method: 'orange-money', phone: '(77) 123-4567' }, null],
    [{ method: 'wave', phone: '+22177123456' }, null],
  ])('%j → %s', (input, expected) => {
    expect(validatePaymentDetails(input)).toBe(expected);
  });
});

describe('Senegal phone formatting', () => {
  // 221 and +221 input in spaced groups; a number without the country code as typed.
  it.each([
    ['221771234567', '+221 77 123 45 67'],
    ['+221771234567', '+221 77 123 45 67'],
    ['+221 77', '+221 77'],
    ['771234567', '771234567'],
  ])('%j → %j', (typed, formatted) => {
    expect(formatSenegalPhone(typed)).toBe(formatted);
  });
  it('formats into a number the step accepts', () => {
    expect(validatePaymentDetails({ method: 'wave', phone: formatSenegalPhone('221771234567') })).toBeNull();
  });
  it('is stable: formatting twice changes nothing', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\+?221\d{0,9}$/), (input) => {
        const once = formatSenegalPhone(input);
        expect(formatSenegalPhone(once)).toBe(once);
      }),
    );
  });
});
