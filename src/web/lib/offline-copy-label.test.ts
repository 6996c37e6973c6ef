import { describe, expect, it } from 'vitest';
import { offlineCopyDate } from './offline-copy-label.ts';

describe('offlineCopyDate', () => {
  const now = new Date(2026, 10, 25, 12, 0).getTime();

  it("says day, short month and time in French: '25 nov. à 10:42'", () => {
    expect(offlineCopyDate(new Date(2026, 10, 25, 10, 42).getTime(), now)).toBe('25 nov. à 10:42');
  });

  it('adds the year of a copy from another year, and nothing for a copy without a date', () => {
    expect(offlineCopyDate(new Date(2025, 11, 3, 9, 5).getTime(), now)).toBe('3 déc. 2025 à 09:05');
    expect(offlineCopyDate(Number.NaN, now)).toBeNull();
  });
});
