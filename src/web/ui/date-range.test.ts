import { describe, expect, it } from 'vitest';
import { defaultDateRange, formatDateRange } from './date-range.ts';

describe('formatDateRange', () => {
  it('shows the placeholder when no start date is chosen', () => {
    expect(formatDateRange(undefined)).toBe('Sélectionner une période');
    expect(formatDateRange({ from: undefined })).toBe('Sélectionner une période');
  });

  it('formats both ends as "d MMM yyyy" in French', () => {
    expect(formatDateRange({ from: new Date(2025, 0, 1), to: new Date(2025, 2, 15) })).toBe(
      '1 janv. 2025 – 15 mars 2025',
    );
  });

  it('shows the start alone while the end is not chosen yet', () => {
    expect(formatDateRange({ from: new Date(2025, 7, 9) })).toBe('9 août 2025');
  });
});

describe('defaultDateRange', () => {
  it('runs from 1 January 2025 to today', () => {
    const today = new Date(2026, 10, 22);
    const range = defaultDateRange(today);
    expect(range.from).toEqual(new Date(2025, 0, 1));
    expect(range.to).toBe(today);
  });
});
