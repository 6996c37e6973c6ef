import { describe, expect, it } from 'vitest';
import { axisLabel, formatDay, formatFcfa, formatGrowth, formatNumericDay } from './desk-format.ts';

describe('desk formats', () => {
  it('writes money, days, weeks and growth in French', () => {
    expect(formatFcfa(1234567)).toBe('1\u202f234\u202f567\u00a0FCFA');
    expect(axisLabel('2026-11-27', 'day', 'x')).toBe('27 nov.');
    expect(axisLabel('2026-11-23', 'week', 'x')).toBe('sem. 23 nov.');
    expect(formatDay('2026-01-05', 'x')).toBe('5 janvier 2026');
    expect(formatNumericDay('2026-11-27T23:30:00Z', 'x')).toBe('27/11/2026');
    expect(formatDay('pas une date', 'Date invalide')).toBe('Date invalide');
    expect(formatGrowth(12.5)).toBe('+12,5\u00a0%');
    expect(formatGrowth(-3)).toBe('−3\u00a0%');
    expect(formatGrowth(0)).toBe('0\u00a0%');
  });
});
