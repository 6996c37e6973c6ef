import { and, asc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { TCohortSessionValues } from '#shared/cohorts/cohort-sessions.ts';
import type { Executor } from '../../db/client.ts';
import {
  calendarFeeds,
  cohortInstructors,
  cohortSessionReminders,
  cohortSessions,
  cohorts,
} from '../../db/schema/cohorts.ts';
import { courseInstructorUserIdOf } from '../courses/courses.repo.ts';
import { liveCohortIdsOf } from '../enrollments/enrollments.repo.ts';
import { instructorUserIdOf } from '../instructor/instructor.repo.ts';

// The cohort_sessions and calendar_feeds tables (issue 15, part sessions): a cohort's live sessions,
// and each learner's private calendar feed (only the SHA-256 of its token is stored).

export type CohortSessionRow = typeof cohortSessions.$inferSelect;

const columnsOf = (values: TCohortSessionValues) => ({
  title: values.title,
  description: values.description,
  sessionDate: values.session_date,
  startTime: values.start_time,
  endTime: values.end_time,
  isRecorded: values.is_recorded,
  recordingUrl: values.recording_url,
  liveLinks: values.live_links.map((link) =>
    link.description
      ? { meeting_url: link.meeting_url, description: link.description }
      : { meeting_url: link.meeting_url },
  ),
});

const chronological = [
  asc(cohortSessions.sessionDate),
  asc(cohortSessions.startTime),
  asc(cohortSessions.createdAt),
];

export async function listCohortSessions(db: Executor, cohortId: string): Promise<CohortSessionRow[]> {
  return db
    .select()
    .from(cohortSessions)
    .where(eq(cohortSessions.cohortId, cohortId))
    .orderBy(...chronological);
}

/** The session when it belongs to this cohort; null otherwise (another cohort's session is not found). */
export async function findCohortSession(db: Executor, cohortId: string, sessionId: string) {
  const [row] = await db
    .select()
    .from(cohortSessions)
    .where(and(eq(cohortSessions.id, sessionId), eq(cohortSessions.cohortId, cohortId)));
  return row ?? null;
}

/**
 * The cohort's next session not yet over at `now` (in progress included), or null: the cohort page's
 * `next_session` (spec §3). Dakar is UTC, so the date and end time compare as UTC (decision 195).
 */
export async function findNextCohortSession(db: Executor, cohortId: string, now: Date) {
  const today = now.toISOString().slice(0, 10);
  const time = now.toISOString().slice(11, 19);
  const [row] = await db
    .select()
    .from(cohortSessions)
    .where(
      and(
        eq(cohortSessions.cohortId, cohortId),
        or(
          sql`${cohortSessions.sessionDate} > ${today}`,
          and(eq(cohortSessions.sessionDate, today), sql`${cohortSessions.endTime} > ${time}::time`),
        ),
      ),
    )
    .orderBy(...chronological)
    .limit(1);
  return row ?? null;
}

/** A session and its cohort's name and status, whatever the cohort (the reminder job's read). */
export async function findSessionWithCohort(db: Executor, sessionId: string) {
  const [row] = await db
    .select({ session: cohortSessions, cohortName: cohorts.name, cohortStatus: cohorts.status })
    .from(cohortSessions)
    .innerJoin(cohorts, eq(cohorts.id, cohortSessions.cohortId))
    .where(eq(cohortSessions.id, sessionId));
  return row ?? null;
}

export async function insertCohortSession(
  db: Executor,
  cohort: { id: string; organizationId: string },
  values: TCohortSessionValues,
): Promise<CohortSessionRow> {
  const [row] = await db
    .insert(cohortSessions)
    .values({ organizationId: cohort.organizationId, cohortId: cohort.id, ...columnsOf(values) })
    .returning();
  return row!;
}

export async function updateCohortSession(
  db: Executor,
  session: { id: string; cohortId: string },
  values: TCohortSessionValues,
  now: Date,
): Promise<CohortSessionRow | null> {
  const [row] = await db
    .update(cohortSessions)
    .set({ ...columnsOf(values), updatedAt: now })
    .where(and(eq(cohortSessions.id, session.id), eq(cohortSessions.cohortId, session.cohortId)))
    .returning();
  return row ?? null;
}

export async function deleteCohortSession(db: Executor, session: { id: string; cohortId: string }) {
  const rows = await db
    .delete(cohortSessions)
    .where(and(eq(cohortSessions.id, session.id), eq(cohortSessions.cohortId, session.cohortId)))
    .returning({ id: cohortSessions.id });
  return rows.length > 0;
}

// ---- Calendar feeds ----------------------------------------------------------------------------

/** The user's feed now answers to this token hash only: a new one replaces (rotates) the old. */
export async function saveCalendarFeed(db: Executor, userId: string, tokenHash: string, now: Date) {
  await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash, createdAt: now })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: now } });
}

export async function deleteCalendarFeed(db: Executor, userId: string) {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/** Whose feed this token hash opens; null when none (never made, rotated or revoked). */
export async function findCalendarFeedOwner(db: Executor, tokenHash: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, tokenHash));
  return row?.userId ?? null;
}

/**
 * The sessions of every cohort the user is a live learner of, or teaches (a cohort instructor, or the
 * instructor of its course), ending from `since` on, with their cohort's name, in time order.
 */
export async function listFeedSessions(db: Executor, userId: string, since: string) {
  const taught = or(
    eq(courseInstructorUserIdOf(cohorts.courseId), userId),
    sql`exists (select 1 from ${cohortInstructors} where ${cohortInstructors.cohortId} = ${cohorts.id} and ${eq(instructorUserIdOf(sql`${cohortInstructors.instructorId}`), userId)})`,
  );
  return db
    .select({ session: cohortSessions, cohortName: cohorts.name })
    .from(cohortSessions)
    .innerJoin(cohorts, eq(cohorts.id, cohortSessions.cohortId))
    .where(
      and(
        or(inArray(cohorts.id, liveCohortIdsOf(db, userId)), taught),
        gte(cohortSessions.sessionDate, since),
      ),
    )
    .orderBy(...chronological);
}

// ---- Reminders: the ones already written ------------------------------------------------------

/**
 * Claims the right to remind this learner of this session at this start (decision 198): true when the
 * row is new, false when an earlier or concurrent run already has it (that run's transaction decides).
 */
export async function claimSessionReminder(
  tx: Executor,
  reminder: { sessionId: string; userId: string; kind: 'day' | 'hour'; startsAt: Date },
): Promise<boolean> {
  const rows = await tx
    .insert(cohortSessionReminders)
    .values(reminder)
    .onConflictDoNothing()
    .returning({ sessionId: cohortSessionReminders.sessionId });
  return rows.length === 1;
}
