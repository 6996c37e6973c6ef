import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampPercent, formatCount, formatLongDate, hoursAndMinutes, initialsOf } from './format.ts';

describe('shared formatting', () => {
  it('writes a long French date, a calendar date on its own day, null when absent or invalid', () => {
    expect(formatLongDate('2026-01-12')).toBe('12 janvier 2026');
    expect(formatLongDate('2027-05-19T12:00:00.000Z')).toBe('19 mai 2027');
    expect(formatLongDate(null)).toBeNull();
    expect(formatLongDate(undefined)).toBeNull();
    expect(formatLongDate('pas une date')).toBeNull();
  });

  it('splits a duration into hours and minutes that add back up to the rounded total', () => {
    expect(hoursAndMinutes(125)).toEqual({ hours: 2, minutes: 5 });
    expect(hoursAndMinutes(-4)).toEqual({ hours: 0, minutes: 0 });
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (minutes) => {
        const parts = hoursAndMinutes(minutes);
        expect(parts.hours * 60 + parts.minutes).toBe(Math.max(0, Math.round(minutes)));
        expect(parts.minutes).toBeGreaterThanOrEqual(0);
        expect(parts.minutes).toBeLessThan(60);
      }),
    );
  });

  it('groups the digits of a count the French way', () => {
    expect(formatCount(1234).replace(/[\u202f\u00a0]/g, ' ')).toBe('1 234');
    expect(formatCount(12)).toBe('12');
  });

  it('keeps a percent between 0 and 100', () => {
    expect(clampPercent(35.4)).toBe(35);
    expect(clampPercent(140)).toBe(100);
    expect(clampPercent(-3)).toBe(0);
    expect(clampPercent(Number.NaN)).toBe(0);
    fc.assert(
      fc.property(fc.double(), (value) => {
        const percent = clampPercent(value);
        expect(Number.isInteger(percent) && percent >= 0 && percent <= 100).toBe(true);
      }),
    );
  });

  it('takes the initials of the first and last word, never more than two characters', () => {
    expect(initialsOf('Awa Diop')).toBe('AD');
    expect(initialsOf('Moussa Ba Ndiaye')).toBe('MN');
    expect(initialsOf('fatou')).toBe('F');
    expect(initialsOf('  ')).toBe('');
    expect(initialsOf('ßa ßb')).toBe('SS');
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (name) => {
        expect(Array.from(initialsOf(name)).length).toBeLessThanOrEqual(2);
      }),
    );
  });
});
