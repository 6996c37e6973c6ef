import { describe, expect, it } from 'vitest';
import { periodStarts } from './dashboard.contract.ts';

describe('dashboard periods', () => {
  it('starts the week on Monday and the month on the 1st (UTC, Dakar time)', () => {
    const { week, month } = periodStarts(new Date('2026-11-27T15:00:00Z')); // a Friday
    expect(week.toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(month.toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(periodStarts(new Date('2026-11-23T00:00:00Z')).week.toISOString()).toBe(
      '2026-11-23T00:00:00.000Z',
    );
    expect(periodStarts(new Date('2026-11-29T23:59:00Z')).week.toISOString()).toBe(
      '2026-11-23T00:00:00.000Z',
    );
  });
});
