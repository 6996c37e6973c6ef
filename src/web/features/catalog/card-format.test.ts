import { describe, expect, it } from 'vitest';
import { formatHours, formatRating, safeColor } from './card-format.ts';

describe('course card formatting', () => {
  it('writes ratings with one decimal, in French', () => {
    expect(formatRating(4.5)).toBe('4,5');
    expect(formatRating(4)).toBe('4,0');
    expect(formatRating(4.26)).toBe('4,3');
  });

  it('writes card durations in hours, one decimal only when not whole', () => {
    expect(formatHours(90)).toBe('1,5 h');
    expect(formatHours(180)).toBe('3 h');
    expect(formatHours(95)).toBe('1,6 h');
    expect(formatHours(0)).toBe('0 h');
  });

  it('keeps only plain hex tag colours', () => {
    expect(safeColor('#c2410c')).toBe('#c2410c');
    expect(safeColor('red; background: url(x)')).toBeNull();
    expect(safeColor(null)).toBeNull();
  });
});
