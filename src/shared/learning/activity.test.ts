import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_WEEKS, addDays, dayOf, minutesPerWeek, streakOf, weekStartOf } from './activity.ts';

const day = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map(dayOf);

describe('weeks of activity', () => {
  it('start on Monday, in UTC (Dakar)', () => {
    // Friday 27 November 2026 → Monday 23; a Sunday belongs to the week before it.
    expect(weekStartOf('2026-11-27')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-30')).toBe('2026-11-30');
    expect(dayOf(new Date('2026-11-27T23:59:59Z'))).toBe('2026-11-27');
  });

  it('a week start is a Monday at most six days before the day', () => {
    fc.assert(
      fc.property(day, (d) => {
        const start = weekStartOf(d);
        expect(new Date(`${start}T00:00:00Z`).getUTCDay()).toBe(1);
        expect(start <= d && addDays(start, 6) >= d).toBe(true);
      }),
    );
  });

  it('sums minutes per week, every week present, the current one last', () => {
    const weeks = minutesPerWeek(
      [
        { day: '2026-11-23', seconds: 600 },
        { day: '2026-11-27', seconds: 330 },
        { day: '2026-11-16', seconds: 5 }, // a few seconds count as a minute
        { day: '2026-08-01', seconds: 9_000 }, // more than 12 weeks ago: left out
      ],
      '2026-11-27',
    );
    expect(weeks).toHaveLength(ACTIVITY_WEEKS);
    expect(weeks.at(-1)).toEqual({ weekStart: '2026-11-23', minutes: 16 }); // 930 s: 15.5 → 16
    expect(weeks.at(-2)).toEqual({ weekStart: '2026-11-16', minutes: 1 });
    expect(weeks[0]!.weekStart).toBe('2026-09-07');
    expect(weeks.slice(0, -2).every((week) => week.minutes === 0)).toBe(true);
  });

  it('never loses nor invents time inside the window (property)', () => {
    fc.assert(
      fc.property(
        day,
        fc.array(fc.tuple(fc.integer({ min: 0, max: 83 }), fc.integer({ min: 0, max: 86_400 }))),
        (today, spans) => {
          const days = spans.map(([back, seconds]) => ({ day: addDays(today, -back), seconds }));
          const weeks = minutesPerWeek(days, today);
          const first = weeks[0]!.weekStart;
          const inside = days.filter((d) => d.day >= first).reduce((sum, d) => sum + d.seconds, 0);
          const total = weeks.reduce((sum, week) => sum + week.minutes, 0);
          // Each week rounds up to the minute: never less, under a minute more per week.
          expect(total * 60).toBeGreaterThanOrEqual(inside);
          expect(total * 60 - inside).toBeLessThan(60 * ACTIVITY_WEEKS);
          expect(total > 0).toBe(inside > 0);
          expect(
            weeks.every((week, i) => i === 0 || week.weekStart === addDays(weeks[i - 1]!.weekStart, 7)),
          ).toBe(true);
        },
      ),
    );
  });
});

describe('streaks', () => {
  const today = '2026-11-27';
  const run = (last: string, n: number) => Array.from({ length: n }, (_, i) => addDays(last, -i));

  it('counts the run ending today, or yesterday while today is not over', () => {
    expect(streakOf(run(today, 3), today)).toEqual({
      current: 3,
      best: 3,
      isActiveToday: true,
      goalReachedOn: null,
    });
    expect(streakOf(run('2026-11-26', 4), today)).toMatchObject({ current: 4, isActiveToday: false });
    expect(streakOf(run('2026-11-25', 4), today).current).toBe(0);
    expect(streakOf([], today)).toEqual({ current: 0, best: 0, isActiveToday: false, goalReachedOn: null });
  });

  it('remembers the best run and the day the seventh day in a row was reached', () => {
    const days = [...run('2026-11-10', 8), ...run(today, 2), '2026-11-10'];
    expect(streakOf(days, today)).toEqual({
      current: 2,
      best: 8,
      isActiveToday: true,
      goalReachedOn: '2026-11-09',
    });
  });

  it('ignores days after today', () => {
    expect(streakOf(['2026-11-28', today], today)).toEqual({
      current: 1,
      best: 1,
      isActiveToday: true,
      goalReachedOn: null,
    });
  });

  it('current ≤ best ≤ distinct days; the goal is reached exactly when best ≥ 7 (property)', () => {
    fc.assert(
      fc.property(day, fc.array(fc.integer({ min: 0, max: 40 })), (d, backs) => {
        const days = backs.map((back) => addDays(d, -back));
        const streak = streakOf(days, d);
        expect(streak.current).toBeLessThanOrEqual(streak.best);
        expect(streak.best).toBeLessThanOrEqual(new Set(days).size);
        expect(streak.goalReachedOn !== null).toBe(streak.best >= 7);
        if (streak.goalReachedOn) {
          for (const back of [0, 1, 2, 3, 4, 5, 6])
            expect(days).toContain(addDays(streak.goalReachedOn, -back));
        }
      }),
    );
  });
});
