import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canJoin,
  isCalendarDate,
  isPastSession,
  joinOpensAt,
  normaliseTime,
  orderSessions,
  sessionStart,
  TIME_OF_DAY,
} from './cohort-session-times.ts';
import { ZCohortSessionInput } from './cohort-sessions.ts';

const session = { session_date: '2026-12-04', start_time: '18:00:00', end_time: '20:00:00' };
const at = (iso: string) => new Date(iso);

describe('normaliseTime (spec §5)', () => {
  it('writes HH:MM:SS and resets a part out of range to 00', () => {
    expect(normaliseTime('25:61')).toBe('00:00:00');
    expect(normaliseTime('18:30')).toBe('18:30:00');
    expect(normaliseTime('9:5')).toBe('09:05:00');
    expect(normaliseTime('23:59:59')).toBe('23:59:59');
    expect(normaliseTime('24:30')).toBe('00:30:00');
    expect(normaliseTime('12:75')).toBe('12:00:00');
    expect(normaliseTime('ab:cd')).toBe('00:00:00');
    expect(normaliseTime('  ')).toBe('');
  });

  it('always answers a valid time, keeps a valid one, and is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 12 }), (input) => {
        const once = normaliseTime(input);
        if (input.trim() === '') {
          expect(once).toBe('');
          return;
        }
        expect(once).toMatch(/^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/);
        expect(normaliseTime(once)).toBe(once);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (h, m) => {
        const text = `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
        expect(normaliseTime(text)).toBe(`${text}:00`);
        expect(TIME_OF_DAY.test(text)).toBe(true);
      }),
    );
  });

  it('resets exactly the parts out of range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }), (h, m) => {
        const [hh, mm] = normaliseTime(`${h}:${m}`).split(':').map(Number);
        expect(hh).toBe(h <= 23 ? h : 0);
        expect(mm).toBe(m <= 59 ? m : 0);
      }),
    );
  });
});

describe('dates and instants (Africa/Dakar = UTC)', () => {
  it('knows a real calendar day', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2026-2-3')).toBe(false);
    expect(isCalendarDate('04/12/2026')).toBe(false);
  });

  it('reads the wall clock as UTC', () => {
    expect(sessionStart(session).toISOString()).toBe('2026-12-04T18:00:00.000Z');
    expect(joinOpensAt(session).toISOString()).toBe('2026-12-04T17:45:00.000Z');
  });
});

describe('join window', () => {
  it('opens 15 minutes before the start and closes at the end', () => {
    expect(canJoin(session, at('2026-12-04T17:44:59Z'))).toBe(false);
    expect(canJoin(session, at('2026-12-04T17:45:00Z'))).toBe(true);
    expect(canJoin(session, at('2026-12-04T19:59:59Z'))).toBe(true);
    expect(canJoin(session, at('2026-12-04T20:00:00Z'))).toBe(false);
  });

  it('is open exactly when now is in [start − 15 min, end)', () => {
    const start = Date.parse('2026-12-04T18:00:00Z');
    const end = Date.parse('2026-12-04T20:00:00Z');
    fc.assert(
      fc.property(fc.integer({ min: start - 86_400_000, max: end + 86_400_000 }), (time) => {
        const now = new Date(time);
        expect(canJoin(session, now)).toBe(time >= start - 15 * 60_000 && time < end);
        // Whoever can join is never looking at a past session.
        if (canJoin(session, now)) expect(isPastSession(session, now)).toBe(false);
      }),
    );
  });

  it('orders upcoming soonest first and past most recent first', () => {
    const make = (day: string) => ({ ...session, session_date: day });
    const { upcoming, past } = orderSessions(
      [make('2026-12-10'), make('2026-11-01'), make('2026-12-05'), make('2026-11-20')],
      at('2026-12-01T00:00:00Z'),
    );
    expect(upcoming.map((s) => s.session_date)).toEqual(['2026-12-05', '2026-12-10']);
    expect(past.map((s) => s.session_date)).toEqual(['2026-11-20', '2026-11-01']);
  });
});

describe('ZCohortSessionInput', () => {
  const valid = {
    title: 'Atelier',
    session_date: '2026-12-04',
    start_time: '18:00',
    end_time: '20:00:00',
    is_recorded: false,
    recording_url: 'https://video.example.org/x',
    live_links: [{ meeting_url: 'https://meet.example.org/a' }],
  };
  it('answers HH:MM:SS and drops the recording of a session not recorded', () => {
    const parsed = ZCohortSessionInput.parse(valid);
    expect(parsed.start_time).toBe('18:00:00');
    expect(parsed.recording_url).toBeNull();
    expect(ZCohortSessionInput.parse({ ...valid, is_recorded: true }).recording_url).toBe(
      'https://video.example.org/x',
    );
  });

  it('refuses 25:61, an end before the start, a false date and a bad link, in French', () => {
    const refusal = (input: object) => ZCohortSessionInput.safeParse(input).error?.issues[0]?.message;
    expect(refusal({ ...valid, start_time: '25:61' })).toMatch(/heure de début est invalide/);
    expect(refusal({ ...valid, start_time: '20:00', end_time: '19:00' })).toBe(
      "L'heure de fin doit être après l'heure de début.",
    );
    expect(refusal({ ...valid, session_date: '2026-02-30' })).toMatch(/date de la séance est invalide/);
    expect(refusal({ ...valid, live_links: [{ meeting_url: 'pas une url' }] })).toBe("L'URL est invalide");
    expect(refusal({ ...valid, title: ' ' })).toBe('Ce champ est obligatoire');
  });
});
