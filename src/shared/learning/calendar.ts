import { z } from 'zod';

// The learner's 'Calendrier' (/dashboard/calendar, issue 17): live sessions, exercise deadlines and
// installment due dates, shown by month (a grid of weeks from Monday) and as a list. Dakar is UTC all
// year (decision 195), so a day is a UTC date.

const DAY_MS = 86_400_000;

export const CALENDAR_EVENT_KINDS = ['live-session', 'deadline', 'installment'] as const;
export type CalendarEventKind = (typeof CALENDAR_EVENT_KINDS)[number];

/** 'YYYY-MM', a real month. */
export const ZMonth = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'Le mois doit être au format AAAA-MM.' })
  .refine((value) => {
    const year = Number(value.slice(0, 4));
    return year >= 2000 && year <= 2100;
  }, 'Le mois doit être entre 2000 et 2100.');

export const ZCalendarQuery = z.strictObject({ month: ZMonth.optional() });

export const ZCalendarEvent = z.object({
  id: z.string(),
  kind: z.enum(CALENDAR_EVENT_KINDS),
  title: z.string(),
  /** The course or cohort it belongs to. */
  context: z.string(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  /** FCFA, for an installment. */
  amount: z.number().int().nullable(),
  /** The page in the app that acts on it. */
  link: z.string(),
});
export type TCalendarEvent = z.infer<typeof ZCalendarEvent>;

export const ZMyCalendar = z.object({
  month: ZMonth,
  events: z.array(ZCalendarEvent),
});
export type TMyCalendar = z.infer<typeof ZMyCalendar>;

/** The month `at` falls in, 'YYYY-MM'. */
export const monthOf = (at: Date): string => at.toISOString().slice(0, 7);

/** The first instant of the month and of the next one. */
export function monthBounds(month: string): { from: Date; to: Date } {
  const year = Number(month.slice(0, 4));
  const index = Number(month.slice(5, 7)) - 1;
  return { from: new Date(Date.UTC(year, index, 1)), to: new Date(Date.UTC(year, index + 1, 1)) };
}

/** The month before or after (`step` −1 or +1, or any whole number). */
export function shiftMonth(month: string, step: number): string {
  const { from } = monthBounds(month);
  return monthOf(new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + step, 1)));
}

/**
 * The days the month grid shows: whole weeks from Monday to Sunday covering the month, each day as
 * 'YYYY-MM-DD' with whether it belongs to the month.
 */
export function monthGrid(month: string): { day: string; inMonth: boolean }[][] {
  const { from, to } = monthBounds(month);
  const mondayOffset = (from.getUTCDay() + 6) % 7;
  const daysInMonth = Math.round((to.getTime() - from.getTime()) / DAY_MS);
  const first = from.getTime() - mondayOffset * DAY_MS;
  return Array.from({ length: Math.ceil((mondayOffset + daysInMonth) / 7) }, (_, week) =>
    Array.from({ length: 7 }, (_, weekday) => {
      const at = new Date(first + (week * 7 + weekday) * DAY_MS);
      return { day: at.toISOString().slice(0, 10), inMonth: at >= from && at < to };
    }),
  );
}

/** The events of each day ('YYYY-MM-DD' of their start), each day's in time order. */
export function eventsByDay(events: readonly TCalendarEvent[]): Map<string, TCalendarEvent[]> {
  const byDay = new Map<string, TCalendarEvent[]>();
  for (const event of [...events].sort((a, b) => a.startsAt.localeCompare(b.startsAt))) {
    const day = event.startsAt.slice(0, 10);
    byDay.set(day, [...(byDay.get(day) ?? []), event]);
  }
  return byDay;
}
