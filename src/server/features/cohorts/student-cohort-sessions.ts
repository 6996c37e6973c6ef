import { createHash, randomBytes } from 'node:crypto';
import {
  canJoin,
  isPastSession,
  joinOpensAt,
  orderSessions,
  type SessionStatus,
} from '#shared/cohorts/cohort-session-times.ts';
import type { TCalendarFeed, TStudentCohortSession } from '#shared/cohorts/cohort-sessions.ts';
import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import type { Executor } from '../../db/client.ts';
import { findUserById } from '../auth/auth.repo.ts';
import type { Caller } from '../auth/caller.ts';
import { listDueDates } from '../learning/get-my-calendar.ts';
import { reachCohort } from './cohort-access.ts';
import {
  type CohortSessionRow,
  deleteCalendarFeed,
  findCalendarFeedOwner,
  findCohortSession,
  listCohortSessions,
  listFeedSessions,
  saveCalendarFeed,
} from './cohort-sessions.repo.ts';
import { toCohortSession } from './manage-cohort-sessions.ts';
import { type IcsSession, renderIcs } from './session-ics.ts';

// The learner's side of live sessions (issue 15): the 'Sessions live' tab's list, one session's .ics,
// and the private calendar feed a phone subscribes to (decision 197).

const cohortPage = (appUrl: string, cohortId: string) =>
  `${appUrl}/dashboard/cohorts/${cohortId}?tab=live-sessions`;

function toStudentSession(row: CohortSessionRow, now: Date): TStudentCohortSession {
  const session = toCohortSession(row);
  const isPast = isPastSession(session, now);
  return {
    ...session,
    // The meeting is over: its links are no use, the recording (when there is one) is what is left.
    live_links: isPast ? [] : session.live_links,
    status: isPast ? 'past' : 'upcoming',
    join_opens_at: joinOpensAt(session).toISOString(),
    can_join: canJoin(session, now),
  };
}

/** GET …/sessions?status=: upcoming soonest first, then past most recent first (or one of the two). */
export async function listStudentSessions(
  db: Executor,
  caller: Caller,
  cohortId: string,
  status: SessionStatus | undefined,
  now = new Date(),
): Promise<TStudentCohortSession[]> {
  const { cohort } = await reachCohort(db, caller, cohortId);
  const sessions = (await listCohortSessions(db, cohort.id)).map((row) => toStudentSession(row, now));
  const { upcoming, past } = orderSessions(sessions, now);
  if (status === 'upcoming') return upcoming;
  if (status === 'past') return past;
  return [...upcoming, ...past];
}

const toIcsSession = (row: CohortSessionRow, cohortName: string, appUrl: string): IcsSession => ({
  ...toCohortSession(row),
  cohortName,
  updatedAt: row.updatedAt,
  pageUrl: cohortPage(appUrl, row.cohortId),
});

/** GET …/sessions/{sessionId}/ics: the one session as a calendar file. */
export async function sessionIcs(
  db: Executor,
  caller: Caller,
  ids: { cohortId: string; sessionId: string },
  appUrl: string,
  now = new Date(),
) {
  const { cohort } = await reachCohort(db, caller, ids.cohortId);
  const row = await findCohortSession(db, cohort.id, ids.sessionId);
  if (!row) throw new AppError('NOT_FOUND', t('cohortSessions.notFound'));
  return {
    body: renderIcs([toIcsSession(row, cohort.name, appUrl)], now),
    fileName: `seance-${row.sessionDate}.ics`,
  };
}

// ---- The private feed ------------------------------------------------------------------------

/** 32 random bytes: 256 bits nobody guesses, base64url so it sits in an address as it is. */
const newToken = () => randomBytes(32).toString('base64url');
export const hashFeedToken = (token: string) => createHash('sha256').update(token).digest('hex');
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Sessions older than this are left out of the feed: it stays small for a phone to read often. */
const FEED_PAST_DAYS = 60;
const FEED_AHEAD_DAYS = 400;

/** POST /api/v1/student/calendar-feed: a new secret address (the previous one stops working). */
export async function createCalendarFeed(
  db: Executor,
  caller: Caller,
  appUrl: string,
  now = new Date(),
): Promise<TCalendarFeed> {
  const token = newToken();
  await saveCalendarFeed(db, caller.userId, hashFeedToken(token), now);
  const url = `${appUrl}/calendar/${token}.ics`;
  return { url, webcal_url: url.replace(/^https?:/, 'webcal:') };
}

export const revokeCalendarFeed = (db: Executor, caller: Caller) => deleteCalendarFeed(db, caller.userId);

/** GET /calendar/{token}.ics: the token is the credential; an unknown or revoked one is not found. */
export async function calendarFeedIcs(db: Executor, fileName: string, appUrl: string, now = new Date()) {
  const token = fileName.endsWith('.ics') ? fileName.slice(0, -'.ics'.length) : '';
  const userId = TOKEN.test(token) ? await findCalendarFeedOwner(db, hashFeedToken(token)) : null;
  const owner = userId ? await findUserById(db, userId) : null;
  if (!owner) throw new AppError('NOT_FOUND', t('cohortSessions.feedNotFound'));
  const since = new Date(now.getTime() - FEED_PAST_DAYS * 86_400_000);
  const rows = await listFeedSessions(db, owner.id, since.toISOString().slice(0, 10));
  // Deadlines and installments too (issue 17 'Calendrier'): a year ahead is enough for a phone.
  const dueDates = await listDueDates(
    db,
    { userId: owner.id, organizationId: owner.organizationId },
    since,
    new Date(now.getTime() + FEED_AHEAD_DAYS * 86_400_000),
  );
  return renderIcs(
    rows.map((row) => toIcsSession(row.session, row.cohortName, appUrl)),
    now,
    { isFeed: true, dueDates: dueDates.map((event) => ({ ...event, link: `${appUrl}${event.link}` })) },
  );
}
