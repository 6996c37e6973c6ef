// The pure time rules of a cohort's live sessions (issue 15; spec/cohorts.md §5): normalising a time,
// when 'Rejoindre' opens, upcoming or past. No zod, no catalogue: the learner's tab imports this alone.
// Times are Africa/Dakar, which is UTC all year (no daylight saving): a session's date and time ARE
// its UTC instant (docs/decisions/195).

/** 'Rejoindre' opens this many minutes before the start, and stays open until the end. */
export const JOIN_OPENS_MINUTES_BEFORE = 15;

const MINUTE_MS = 60_000;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** One part of a time, kept when it is a whole number from 0 to `max`, '00' otherwise (spec §5). */
function timePart(raw: string | undefined, max: number): string {
  const text = (raw ?? '').trim();
  if (!/^\d{1,2}$/.test(text)) return '00';
  const value = Number(text);
  return value <= max ? twoDigits(value) : '00';
}

/**
 * A time as HH:MM:SS (spec §5): an hour outside 0–23 or a minute (or second) outside 0–59 resets that
 * part to 00, so '25:61' → '00:00:00' and '9:5' → '09:05:00'. An empty value stays empty (required).
 */
export function normaliseTime(input: string): string {
  const text = input.trim();
  if (text === '') return '';
  const [hours, minutes, seconds] = text.split(':');
  return `${timePart(hours, 23)}:${timePart(minutes, 59)}:${timePart(seconds, 59)}`;
}

/** A valid time of day, HH:MM or HH:MM:SS. */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `value` is a real calendar day written yyyy-MM-dd. */
export function isCalendarDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The instant of a session's date and time: Africa/Dakar is UTC, so the wall clock is the UTC one. */
export function sessionInstant(sessionDate: string, time: string): Date {
  return new Date(`${sessionDate}T${time.length === 5 ? `${time}:00` : time}Z`);
}

export type SessionTimes = { session_date: string; start_time: string; end_time: string };

export const sessionStart = (session: SessionTimes) =>
  sessionInstant(session.session_date, session.start_time);
export const sessionEnd = (session: SessionTimes) => sessionInstant(session.session_date, session.end_time);

/** When 'Rejoindre' opens: 15 minutes before the start. */
export const joinOpensAt = (session: SessionTimes) =>
  new Date(sessionStart(session).getTime() - JOIN_OPENS_MINUTES_BEFORE * MINUTE_MS);

/** Whether 'Rejoindre' is open at `now`: from 15 minutes before the start until the end. */
export function canJoin(session: SessionTimes, now: Date): boolean {
  const time = now.getTime();
  return joinOpensAt(session).getTime() <= time && time < sessionEnd(session).getTime();
}

/** A session is past once it has ended; until then (in progress included) it is upcoming. */
export const isPastSession = (session: SessionTimes, now: Date) =>
  sessionEnd(session).getTime() <= now.getTime();

export const SESSION_STATUSES = ['upcoming', 'past'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/** Upcoming soonest first, past most recent first: the order the learner's tab shows. */
export function orderSessions<T extends SessionTimes>(sessions: readonly T[], now: Date) {
  const byStart = [...sessions].sort((a, b) => sessionStart(a).getTime() - sessionStart(b).getTime());
  return {
    upcoming: byStart.filter((session) => !isPastSession(session, now)),
    past: byStart.filter((session) => isPastSession(session, now)).reverse(),
  };
}
