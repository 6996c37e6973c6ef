import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_PERIODS,
  addDays,
  averageScore,
  bucketOf,
  bucketsOf,
  completionRate,
  periodWindow,
  seriesOf,
  weekOf,
} from './analytics-period.ts';

const instant = fc.date({
  min: new Date('2020-01-01T00:00:00Z'),
  max: new Date('2030-12-31T23:59:59Z'),
  noInvalidDate: true,
});

describe('analytics periods', () => {
  it('a period is its last N days, today included, by day up to 90 days and by week for a year', () => {
    const now = new Date('2026-11-27T10:30:00Z');
    expect(periodWindow('7d', now)).toEqual({
      period: '7d',
      from: '2026-11-21',
      to: '2026-11-27',
      bucket: 'day',
    });
    expect(periodWindow('30d', now).from).toBe('2026-10-29');
    expect(periodWindow('90d', now).from).toBe('2026-08-30');
    expect(periodWindow('1y', now)).toMatchObject({ from: '2025-11-28', bucket: 'week' });
    // Just before midnight UTC it is still that day.
    expect(periodWindow('7d', new Date('2026-11-27T23:59:59.999Z')).to).toBe('2026-11-27');
  });

  it('weeks start on Monday', () => {
    expect(weekOf('2026-11-27')).toBe('2026-11-23'); // a Friday
    expect(weekOf('2026-11-23')).toBe('2026-11-23');
    expect(weekOf('2026-11-29')).toBe('2026-11-23'); // a Sunday
  });

  it('every day of a window falls in exactly one of its buckets, and buckets are in order', () => {
    fc.assert(
      fc.property(instant, fc.constantFrom(...ANALYTICS_PERIODS), (now, period) => {
        const window = periodWindow(period, now);
        const buckets = bucketsOf(window);
        expect([...buckets].sort()).toEqual(buckets);
        expect(new Set(buckets).size).toBe(buckets.length);
        for (let day = window.from; day <= window.to; day = addDays(day, 1)) {
          expect(buckets).toContain(bucketOf(day, window.bucket));
        }
        if (window.bucket === 'day') expect(buckets).toHaveLength(Number.parseInt(period, 10));
        else expect(buckets.length === 53 || buckets.length === 54).toBe(true);
      }),
    );
  });

  it('a series keeps every value of the window and drops those outside', () => {
    const row = fc.record({ offset: fc.integer({ min: -400, max: 10 }), revenue: fc.nat(100_000) });
    fc.assert(
      fc.property(
        instant,
        fc.constantFrom(...ANALYTICS_PERIODS),
        fc.array(row, { maxLength: 40 }),
        (now, period, rows) => {
          const window = periodWindow(period, now);
          const days = rows.map((r) => ({ day: addDays(window.to, r.offset), revenue: r.revenue }));
          const series = seriesOf(window, days, ['revenue']);
          const inside = days.filter((d) => d.day >= window.from && d.day <= window.to);
          expect(series.reduce((sum, point) => sum + point.revenue, 0)).toBe(
            inside.reduce((sum, d) => sum + d.revenue, 0),
          );
          expect(series.map((point) => point.date)).toEqual(bucketsOf(window));
        },
      ),
    );
  });

  it('completion rate and average score', () => {
    expect(completionRate(0, 0)).toBe(0);
    expect(completionRate(1, 3)).toBe(33);
    expect(completionRate(2, 3)).toBe(67);
    expect(averageScore(0, 0)).toBeNull();
    expect(averageScore(150, 2)).toBe(75);
    expect(averageScore(100, 3)).toBe(33.3);
    fc.assert(
      fc.property(fc.nat(1000), fc.nat(1000), (a, b) => {
        const [done, all] = a <= b ? [a, b] : [b, a];
        const rate = completionRate(done, all);
        expect(rate).toBeGreaterThanOrEqual(0);
        expect(rate).toBeLessThanOrEqual(100);
      }),
    );
  });
});
