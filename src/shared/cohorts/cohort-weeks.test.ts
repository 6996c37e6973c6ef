import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currentWeek, isWeekOpen, WEEK_MS, weekOpensAt } from './cohort-weeks.ts';

const start = new Date('2026-11-02T08:00:00Z');

describe('cohort weeks', () => {
  it('opens week 1 at the start and each next week seven days later', () => {
    expect(weekOpensAt(start, 1).toISOString()).toBe('2026-11-02T08:00:00.000Z');
    expect(weekOpensAt(start, 3).toISOString()).toBe('2026-11-16T08:00:00.000Z');
  });

  it('keeps a week closed to learners until its opening, open to staff always', () => {
    const justBefore = new Date(weekOpensAt(start, 2).getTime() - 1);
    expect(isWeekOpen({ start, week: 2, now: justBefore, isStaff: false })).toBe(false);
    expect(isWeekOpen({ start, week: 2, now: weekOpensAt(start, 2), isStaff: false })).toBe(true);
    expect(isWeekOpen({ start, week: 4, now: new Date('2020-01-01'), isStaff: true })).toBe(true);
  });

  it('opens the page on the week under way, week 1 before the start, the last after the end', () => {
    expect(currentWeek({ start, now: new Date('2026-10-01'), weekCount: 4 })).toBe(1);
    expect(currentWeek({ start, now: new Date(start.getTime() + 8 * 24 * 3600 * 1000), weekCount: 4 })).toBe(
      2,
    );
    expect(currentWeek({ start, now: new Date('2027-06-01'), weekCount: 4 })).toBe(4);
    expect(currentWeek({ start, now: new Date('2027-06-01'), weekCount: 0 })).toBe(1);
  });

  it('never opens a later week before an earlier one, and the current week is always open to learners after the start', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 52 }),
        fc.integer({ min: 1, max: 52 }),
        fc.integer({ min: -60 * WEEK_MS, max: 60 * WEEK_MS }),
        (a, b, offset) => {
          const now = new Date(start.getTime() + offset);
          const [early, late] = a <= b ? [a, b] : [b, a];
          // A later week open means every earlier one is open.
          if (isWeekOpen({ start, week: late, now, isStaff: false })) {
            expect(isWeekOpen({ start, week: early, now, isStaff: false })).toBe(true);
          }
          const week = currentWeek({ start, now, weekCount: late });
          expect(week).toBeGreaterThanOrEqual(1);
          expect(week).toBeLessThanOrEqual(late);
          if (offset >= 0) expect(isWeekOpen({ start, week, now, isStaff: false })).toBe(true);
        },
      ),
    );
  });
});
