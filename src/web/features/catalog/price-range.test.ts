import { describe, expect, it } from 'vitest';
import { boundOf, priceScaleTop, sliderLabel, sliderValueOf } from './price-range.ts';

const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('price slider', () => {
  it('runs from 0 to what 1000 € is worth in the display currency', () => {
    expect(priceScaleTop('EUR')).toBe(1000);
    expect(priceScaleTop('XOF')).toBe(655957);
    expect(priceScaleTop('USD')).toBe(1100);
  });

  it('labels the top of the scale as open-ended', () => {
    expect(sliderLabel(1000, 'EUR')).toBe('1000€+');
    expect(plain(sliderLabel(655957, 'XOF'))).toBe('655 957 F CFA+');
    expect(plain(sliderLabel(1100, 'USD'))).toBe('1 100,00 $US+');
    expect(plain(sliderLabel(250, 'EUR'))).toBe('250,00 €');
    expect(plain(sliderLabel(0, 'XOF'))).toBe('0 F CFA');
  });

  it('sends no bound at the ends of the scale, and whole FCFA otherwise', () => {
    expect(boundOf(0, 'EUR', 'min')).toBeUndefined();
    expect(boundOf(1000, 'EUR', 'max')).toBeUndefined();
    expect(boundOf(655957, 'XOF', 'max')).toBeUndefined();
    expect(boundOf(100, 'EUR', 'min')).toBe(65596);
    expect(boundOf(110, 'USD', 'max')).toBe(65596);
    expect(boundOf(20000, 'XOF', 'max')).toBe(20000);
    expect(boundOf(0, 'XOF', 'max')).toBe(0);
  });

  it('places FCFA bounds back on the scale of any currency', () => {
    expect(sliderValueOf(undefined, 'EUR', 'min')).toBe(0);
    expect(sliderValueOf(undefined, 'EUR', 'max')).toBe(1000);
    expect(sliderValueOf(65596, 'EUR', 'min')).toBe(100);
    expect(sliderValueOf(5_000_000, 'USD', 'max')).toBe(1100);
    for (const currency of ['EUR', 'USD', 'XOF'] as const) {
      for (const value of [1, 37, 499, priceScaleTop(currency) - 1]) {
        expect(sliderValueOf(boundOf(value, currency, 'min'), currency, 'min')).toBe(value);
      }
    }
  });
});
