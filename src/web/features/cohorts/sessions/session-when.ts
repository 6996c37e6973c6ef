import type { SessionTimes } from '#shared/cohorts/cohort-session-times.ts';

// A session's day and hours in French, as Dakar sees them (UTC: decision 195), whatever the zone of
// the phone that shows them.

const dayFormat = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** { date: 'Vendredi 4 décembre 2026', start: '18:00', end: '20:00' } */
export function sessionWhen(session: SessionTimes) {
  return {
    date: capitalised(dayFormat.format(new Date(`${session.session_date}T12:00:00Z`))),
    start: session.start_time.slice(0, 5),
    end: session.end_time.slice(0, 5),
  };
}
