import { describe, expect, it } from 'vitest';
import { methodLabel, methodsOffered } from './method-labels.ts';

describe('mobile-money methods offered', () => {
  it('offers the methods of the country (spec §3), Senegal by default', () => {
    expect(methodsOffered('paydunya', 'SN')).toEqual(['orange-money', 'wave', 'free-money']);
    expect(methodsOffered('paydunya', 'CI')).toEqual(['orange-money', 'mtn-money', 'moov-money']);
  });

  it('keeps only what the gateway takes', () => {
    expect(methodsOffered('paytech', 'CI')).toEqual(['orange-money']);
  });

  it('names every method in French, and leaves an unknown one as it is', () => {
    expect(
      ['orange-money', 'wave', 'free-money', 'mtn-money', 'moov-money', 'visa', 'mastercard'].map(
        methodLabel,
      ),
    ).toEqual(['Orange Money', 'Wave', 'Free Money', 'MTN Mobile Money', 'Moov Money', 'Visa', 'Mastercard']);
    expect(methodLabel('cash')).toBe('cash');
  });
});
