import { and, asc, desc, eq, inArray, isNotNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { CohortStatus } from '#shared/cohorts/cohort-form.ts';
import type { Executor } from '../../db/client.ts';
import { cohortInstructors, cohorts } from '../../db/schema/cohorts.ts';
import { courseInstructorUserIdOf, courseTitleOf } from '../courses/courses.repo.ts';
import { liveEnrollmentCountOf } from '../enrollments/enrollments.repo.ts';
import { instructorUserIdOf } from '../instructor/instructor.repo.ts';
import type { CohortRow } from './cohorts.repo.ts';

// The admin cohort form's reads and writes of the cohorts tables (issue 15, part admin): the lists,
// the whole-form save, its instructors, status moves and the scheduled job's transitions. The cohorts
// slice owns these tables (cohorts.repo.ts holds the pieces other slices share).

export type CohortWrite = Omit<
  typeof cohorts.$inferInsert,
  'id' | 'organizationId' | 'status' | 'createdAt' | 'updatedAt'
>;

/** Cohorts the user teaches: an instructor of the cohort, or the instructor of its course. */
export const taughtBy = (userId: string): SQL =>
  or(
    eq(courseInstructorUserIdOf(cohorts.courseId), userId),
    sql`exists (select 1 from ${cohortInstructors} where ${cohortInstructors.cohortId} = ${cohorts.id} and ${eq(instructorUserIdOf(sql`${cohortInstructors.instructorId}`), userId)})`,
  ) as SQL;

/** The organisation's cohorts (filtered), newest start first, with course title and seats taken. */
export async function listCohortsOfOrganization(
  db: Executor,
  organizationId: string,
  filter: { status?: CohortStatus; courseId?: string; taughtByUserId?: string },
) {
  return db
    .select({
      id: cohorts.id,
      name: cohorts.name,
      status: cohorts.status,
      courseId: cohorts.courseId,
      courseTitle: courseTitleOf(cohorts.courseId),
      startDate: cohorts.startDate,
      endDate: cohorts.endDate,
      maxParticipants: cohorts.maxParticipants,
      seatsTaken: liveEnrollmentCountOf({ cohortId: cohorts.id }),
    })
    .from(cohorts)
    .where(
      and(
        eq(cohorts.organizationId, organizationId),
        filter.status ? eq(cohorts.status, filter.status) : undefined,
        filter.courseId ? eq(cohorts.courseId, filter.courseId) : undefined,
        filter.taughtByUserId ? taughtBy(filter.taughtByUserId) : undefined,
      ),
    )
    .orderBy(desc(cohorts.startDate), asc(cohorts.name));
}

/** The instructor ids of these cohorts, per cohort. */
export async function listCohortInstructorIds(
  db: Executor,
  cohortIds: readonly string[],
): Promise<Map<string, string[]>> {
  const byCohort = new Map<string, string[]>();
  if (cohortIds.length === 0) return byCohort;
  const rows = await db
    .select()
    .from(cohortInstructors)
    .where(inArray(cohortInstructors.cohortId, [...cohortIds]));
  for (const row of rows)
    byCohort.set(row.cohortId, [...(byCohort.get(row.cohortId) ?? []), row.instructorId]);
  return byCohort;
}

export async function insertCohort(
  tx: Executor,
  organizationId: string,
  values: CohortWrite,
): Promise<CohortRow> {
  const [row] = await tx
    .insert(cohorts)
    .values({ ...values, organizationId, status: 'draft' })
    .returning();
  return row!;
}

export async function updateCohort(tx: Executor, cohortId: string, values: CohortWrite) {
  await tx
    .update(cohorts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(cohorts.id, cohortId));
}

export async function replaceCohortInstructors(
  tx: Executor,
  cohortId: string,
  instructorIds: readonly string[],
) {
  await tx.delete(cohortInstructors).where(eq(cohortInstructors.cohortId, cohortId));
  if (instructorIds.length > 0) {
    await tx
      .insert(cohortInstructors)
      .values(instructorIds.map((instructorId) => ({ cohortId, instructorId })));
  }
}

/** Moves one cohort from `from` to `to`; null when it was not in `from` any more (nothing changed). */
export async function moveCohortStatus(
  tx: Executor,
  cohortId: string,
  from: CohortStatus,
  to: CohortStatus,
  now: Date,
): Promise<CohortRow | null> {
  const [row] = await tx
    .update(cohorts)
    .set({ status: to, updatedAt: now })
    .where(and(eq(cohorts.id, cohortId), eq(cohorts.status, from)))
    .returning();
  return row ?? null;
}

/** Drafts whose start has come become active, in one statement: each moves once whatever the processes. */
export async function activateDueCohorts(tx: Executor, now: Date): Promise<CohortRow[]> {
  return tx
    .update(cohorts)
    .set({ status: 'active', updatedAt: now })
    .where(and(eq(cohorts.status, 'draft'), lte(cohorts.startDate, now)))
    .returning();
}

/** Active cohorts whose end has passed become completed, in one statement (returned once each). */
export async function completeDueCohorts(tx: Executor, now: Date): Promise<CohortRow[]> {
  return tx
    .update(cohorts)
    .set({ status: 'completed', updatedAt: now })
    .where(and(eq(cohorts.status, 'active'), isNotNull(cohorts.endDate), lt(cohorts.endDate, now)))
    .returning();
}
