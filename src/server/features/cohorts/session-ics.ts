import { formatMoney } from '#shared/catalog/currency.ts';
import { sessionEnd, sessionStart } from '#shared/cohorts/cohort-session-times.ts';
import type { TCalendarEvent } from '#shared/learning/calendar.ts';
import { t } from '#shared/messages/fr.ts';

// iCalendar (RFC 5545) of live sessions, written by hand: the few properties a phone calendar reads,
// text escaped (§3.3.11), lines folded at 75 octets (§3.1) and ended by CRLF, times in UTC (Dakar
// is UTC: decision 195). The UID is the session's id, so re-importing or a feed refresh updates the
// event instead of adding one; SEQUENCE follows the last edit so calendars take the new time.

export type IcsSession = {
  id: string;
  title: string;
  description: string | null;
  session_date: string;
  start_time: string;
  end_time: string;
  is_recorded: boolean;
  recording_url: string | null;
  live_links: { meeting_url: string; description?: string | undefined }[];
  cohortName: string;
  updatedAt: Date;
  /** The cohort's page in the app (the 'Sessions live' tab). */
  pageUrl: string;
};

const PRODUCT = '-//Jang//Sessions live//FR';
const UID_DOMAIN = 'sessions.jang';

/** A text value escaped: backslash, semicolon, comma and line breaks. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** One content line folded every 75 octets (a continuation starts with a space), never inside a character. */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // The first line holds 75 octets; each continuation 74 after its leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** 20261204T180000Z */
export const icsUtc = (date: Date) =>
  date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');

function eventLines(session: IcsSession, now: Date): string[] {
  const link = session.live_links[0]?.meeting_url;
  const details = [
    session.description ?? '',
    ...session.live_links.map((row) => t('cohortSessions.ics.join', { url: row.meeting_url })),
    session.is_recorded && session.recording_url
      ? t('cohortSessions.ics.recording', { url: session.recording_url })
      : '',
    t('cohortSessions.ics.page', { url: session.pageUrl }),
  ].filter(Boolean);
  return [
    'BEGIN:VEVENT',
    `UID:${session.id}@${UID_DOMAIN}`,
    `DTSTAMP:${icsUtc(now)}`,
    `LAST-MODIFIED:${icsUtc(session.updatedAt)}`,
    `SEQUENCE:${Math.max(0, Math.floor(session.updatedAt.getTime() / 1000) - 1_700_000_000)}`,
    `DTSTART:${icsUtc(sessionStart(session))}`,
    `DTEND:${icsUtc(sessionEnd(session))}`,
    `SUMMARY:${escapeIcsText(t('cohortSessions.ics.summary', { title: session.title, cohort: session.cohortName }))}`,
    `DESCRIPTION:${escapeIcsText(details.join('\n'))}`,
    ...(link ? [`LOCATION:${escapeIcsText(link)}`, `URL:${escapeIcsText(link)}`] : []),
    'END:VEVENT',
  ];
}

/**
 * A practical's deadline (an instant, no end: RFC 5545 §3.6.1) or an installment due (a whole day in
 * Dakar, which is UTC), with the page that acts on it. The UID names the event, so a moved deadline
 * updates the phone's entry.
 */
function dueDateLines(event: TCalendarEvent, now: Date): string[] {
  const isInstallment = event.kind === 'installment';
  const summary = isInstallment
    ? t('cohortSessions.ics.installment', {
        title: event.title,
        amount: formatMoney(event.amount ?? 0, 'XOF'),
        course: event.context,
      })
    : t('cohortSessions.ics.deadline', { title: event.title, cohort: event.context });
  const start = new Date(event.startsAt);
  return [
    'BEGIN:VEVENT',
    `UID:${event.id.replace(/[^A-Za-z0-9-]/g, '-')}@${UID_DOMAIN}`,
    `DTSTAMP:${icsUtc(now)}`,
    isInstallment ? `DTSTART;VALUE=DATE:${icsUtc(start).slice(0, 8)}` : `DTSTART:${icsUtc(start)}`,
    `SUMMARY:${escapeIcsText(summary)}`,
    `DESCRIPTION:${escapeIcsText(t('cohortSessions.ics.page', { url: event.link }))}`,
    `URL:${escapeIcsText(event.link)}`,
    'END:VEVENT',
  ];
}

/**
 * A whole calendar (one session for a download; for the feed, all of a learner's sessions and their
 * due dates, each with an absolute link), CRLF lines.
 */
export function renderIcs(
  sessions: readonly IcsSession[],
  now: Date,
  options: { isFeed?: boolean; dueDates?: readonly TCalendarEvent[] } = {},
) {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT}`,
    'CALSCALE:GREGORIAN',
    `METHOD:PUBLISH`,
    ...(options.isFeed
      ? [
          `X-WR-CALNAME:${escapeIcsText(t('cohortSessions.ics.calendarName'))}`,
          'X-WR-TIMEZONE:Africa/Dakar',
          // Phone calendars read again every so often; an hour keeps a moved session close enough.
          'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
          'X-PUBLISHED-TTL:PT1H',
        ]
      : []),
    ...sessions.flatMap((session) => eventLines(session, now)),
    ...(options.dueDates ?? []).flatMap((event) => dueDateLines(event, now)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
