import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { cohortPracticals, cohortResources, cohortSessions } from '../../db/schema/cohorts.ts';
import { liveCohortIdsOf } from '../enrollments/enrollments.repo.ts';
import { exerciseTitleOf } from '../exercises/exercises.repo.ts';
import { cohortNameOf } from './cohorts.repo.ts';

// The learner's cohort space (issue 15, part space): its next live session, its practicals and its
// resources. The cohorts slice owns these tables (.dependency-cruiser.cjs TABLE_OWNERS).

export type CohortResourceRow = typeof cohortResources.$inferSelect;

/** The end of a session as a timestamp: its date and end time, in UTC (Africa/Dakar). */
const sessionEnd = sql`((${cohortSessions.sessionDate} + ${cohortSessions.endTime}) at time zone 'UTC')`;

/** The cohort's next live session not yet ended at `now`, or null. */
export async function findNextSession(db: Executor, cohortId: string, now: Date) {
  const [row] = await db
    .select({
      id: cohortSessions.id,
      title: cohortSessions.title,
      sessionDate: cohortSessions.sessionDate,
      startTime: cohortSessions.startTime,
      endTime: cohortSessions.endTime,
    })
    .from(cohortSessions)
    .where(and(eq(cohortSessions.cohortId, cohortId), sql`${sessionEnd} > ${now.toISOString()}::timestamptz`))
    .orderBy(asc(cohortSessions.sessionDate), asc(cohortSessions.startTime))
    .limit(1);
  return row ?? null;
}

/** The cohort's practicals (exercise and deadline), soonest deadline first. */
export async function listPracticals(db: Executor, cohortId: string) {
  return db
    .select({ exerciseId: cohortPracticals.exerciseId, dueAt: cohortPracticals.dueAt })
    .from(cohortPracticals)
    .where(eq(cohortPracticals.cohortId, cohortId))
    .orderBy(asc(cohortPracticals.dueAt), asc(cohortPracticals.exerciseId));
}

/** The cohort's resources, newest first; only one category with `category`. */
export async function listResources(db: Executor, cohortId: string, category?: string) {
  return db
    .select()
    .from(cohortResources)
    .where(
      and(
        eq(cohortResources.cohortId, cohortId),
        category === undefined ? undefined : eq(cohortResources.category, category),
      ),
    )
    .orderBy(desc(cohortResources.createdAt), desc(cohortResources.id));
}

/** One resource of the cohort, or null (a resource of another cohort is not found). */
export async function findResource(db: Executor, cohortId: string, resourceId: string) {
  const [row] = await db
    .select()
    .from(cohortResources)
    .where(and(eq(cohortResources.cohortId, cohortId), eq(cohortResources.id, resourceId)));
  return row ?? null;
}

export async function insertResource(db: Executor, values: typeof cohortResources.$inferInsert) {
  const [row] = await db.insert(cohortResources).values(values).returning();
  return row!;
}

/** Deletes the resource of the cohort; the deleted row, or null when there was none. */
export async function deleteResource(db: Executor, cohortId: string, resourceId: string) {
  const [row] = await db
    .delete(cohortResources)
    .where(and(eq(cohortResources.cohortId, cohortId), eq(cohortResources.id, resourceId)))
    .returning();
  return row ?? null;
}

// ── The learner's 'Calendrier' (issue 17): the deadlines of the practicals of their cohorts ─────────

/** The practicals of every cohort the user is a live learner of, due in [from, to), soonest first. */
export async function listPracticalDeadlinesOf(db: Executor, userId: string, from: Date, to: Date) {
  return db
    .select({
      cohortId: cohortPracticals.cohortId,
      exerciseId: cohortPracticals.exerciseId,
      dueAt: cohortPracticals.dueAt,
      exerciseTitle: exerciseTitleOf(cohortPracticals.exerciseId),
      cohortName: cohortNameOf(cohortPracticals.cohortId),
    })
    .from(cohortPracticals)
    .where(
      and(
        inArray(cohortPracticals.cohortId, liveCohortIdsOf(db, userId)),
        gte(cohortPracticals.dueAt, from),
        lt(cohortPracticals.dueAt, to),
      ),
    )
    .orderBy(asc(cohortPracticals.dueAt));
}
