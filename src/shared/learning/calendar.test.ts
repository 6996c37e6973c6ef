import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eventsByDay, monthBounds, monthGrid, shiftMonth, type TCalendarEvent, ZMonth } from './calendar.ts';

const month = fc
  .tuple(fc.integer({ min: 2000, max: 2100 }), fc.integer({ min: 1, max: 12 }))
  .map(([y, m]) => `${y}-${String(m).padStart(2, '0')}`);

describe('the calendar month', () => {
  it('accepts YYYY-MM only', () => {
    expect(ZMonth.safeParse('2026-11').success).toBe(true);
    for (const bad of ['2026-13', '2026-1', '26-11', '2026-11-01', '1999-12', 'novembre']) {
      expect(ZMonth.safeParse(bad).success).toBe(false);
    }
  });

  it('bounds a month from its first instant to the next month’s', () => {
    expect(monthBounds('2026-12')).toEqual({
      from: new Date('2026-12-01T00:00:00Z'),
      to: new Date('2027-01-01T00:00:00Z'),
    });
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  });

  it('draws whole weeks from Monday that hold every day of the month once', () => {
    // November 2026 starts on a Sunday: the grid starts on Monday 26 October.
    const november = monthGrid('2026-11');
    expect(november[0]![0]).toEqual({ day: '2026-10-26', inMonth: false });
    expect(november[0]![6]).toEqual({ day: '2026-11-01', inMonth: true });
    fc.assert(
      fc.property(month, (m) => {
        const weeks = monthGrid(m);
        expect(weeks.every((week) => week.length === 7)).toBe(true);
        expect(weeks.length).toBeGreaterThanOrEqual(4);
        expect(weeks.length).toBeLessThanOrEqual(6);
        const days = weeks.flat();
        expect(new Date(`${days[0]!.day}T00:00:00Z`).getUTCDay()).toBe(1);
        const inMonth = days.filter((d) => d.inMonth).map((d) => d.day);
        const { from, to } = monthBounds(m);
        expect(inMonth.length).toBe(Math.round((to.getTime() - from.getTime()) / 86_400_000));
        expect(inMonth.every((day) => day.startsWith(m))).toBe(true);
        expect(new Set(days.map((d) => d.day)).size).toBe(days.length);
      }),
    );
  });

  it('groups events by the day they start, in time order', () => {
    const event = (id: string, startsAt: string): TCalendarEvent => ({
      id,
      kind: 'deadline',
      title: id,
      context: '',
      startsAt,
      endsAt: null,
      amount: null,
      link: '/',
    });
    const byDay = eventsByDay([
      event('b', '2026-12-04T18:00:00.000Z'),
      event('a', '2026-12-04T09:00:00.000Z'),
      event('c', '2026-12-05T09:00:00.000Z'),
    ]);
    expect([...byDay.keys()]).toEqual(['2026-12-04', '2026-12-05']);
    expect(byDay.get('2026-12-04')!.map((e) => e.id)).toEqual(['a', 'b']);
  });
});
