import { and, asc, type Column, eq, gt, gte, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { cohortInstructors, cohorts } from '../../db/schema/cohorts.ts';
import { courseInstructorUserIdOf, courseTitleOf } from '../courses/courses.repo.ts';
import { countLiveEnrollments, liveEnrollmentCountOf } from '../enrollments/enrollments.repo.ts';
import { instructorUserIdOf } from '../instructor/instructor.repo.ts';

// The cohorts table's owner, and the one place seats are counted: a seat is a live enrolment in the
// cohort. Payments lock and count through here, so a waitlist or an approval step can change what
// holds a seat without editing payment completion (docs/decisions/077).

export type CohortRow = typeof cohorts.$inferSelect;

/** The name of the cohort `cohortId` points at (null when it points at none), as a subquery. */
export const cohortNameOf = (cohortId: Column): SQL<string | null> =>
  sql<string | null>`(select ${cohorts.name} from ${cohorts} where ${eq(cohorts.id, cohortId)})`;

export async function findCohort(db: Executor, organizationId: string, cohortId: string) {
  const [row] = await db
    .select()
    .from(cohorts)
    .where(and(eq(cohorts.id, cohortId), eq(cohorts.organizationId, organizationId)));
  return row ?? null;
}

/**
 * Whether the user teaches the cohort: one of its instructors, or the instructor of its course (who
 * built the content the cohort runs on).
 */
export async function isCohortInstructor(
  db: Executor,
  cohort: Pick<CohortRow, 'id' | 'courseId'>,
  user: { userId: string },
): Promise<boolean> {
  const [row] = await db
    .select({ teaches: sql<boolean>`true` })
    .from(cohorts)
    .where(
      and(
        eq(cohorts.id, cohort.id),
        or(
          eq(courseInstructorUserIdOf(cohorts.courseId), user.userId),
          sql`exists (select 1 from ${cohortInstructors} where ${cohortInstructors.cohortId} = ${cohorts.id} and ${eq(instructorUserIdOf(sql`${cohortInstructors.instructorId}`), user.userId)})`,
        ),
      ),
    );
  return !!row;
}

/**
 * Locks the cohort row for the rest of the transaction and returns it (null when unknown): every
 * seat decision for this cohort waits for it, so seats are counted once each (decision 022).
 */
export async function lockCohort(tx: Executor, cohortId: string): Promise<CohortRow | null> {
  const [row] = await tx.select().from(cohorts).where(eq(cohorts.id, cohortId)).for('update');
  return row ?? null;
}

/** Seats taken in a cohort: its live enrolments. */
export async function seatsTaken(db: Executor, cohortId: string): Promise<number> {
  return countLiveEnrollments(db, { cohortId });
}

/** Seats left: null when the cohort has no limit, never below 0. */
export const seatsRemaining = (cohort: Pick<CohortRow, 'maxParticipants'>, taken: number): number | null =>
  cohort.maxParticipants === null ? null : Math.max(0, cohort.maxParticipants - taken);

/**
 * Whether a cohort still takes registrations at `now` (spec §3 registrationDeadline): until its start
 * ('start', the default), until its end ('end'), or until its custom date ('custom'; none set: until
 * its end). Cohorts, part space (issue 15, decision 208): a cohort under way is no longer on sale.
 */
const registrationOpen = (now: Date): SQL =>
  or(
    and(eq(cohorts.registrationDeadline, 'start'), gt(cohorts.startDate, now)),
    and(eq(cohorts.registrationDeadline, 'end'), or(isNull(cohorts.endDate), gte(cohorts.endDate, now))),
    and(
      eq(cohorts.registrationDeadline, 'custom'),
      or(
        gte(cohorts.customEnrollmentDeadline, now),
        and(isNull(cohorts.customEnrollmentDeadline), or(isNull(cohorts.endDate), gte(cohorts.endDate, now))),
      ),
    ),
  ) as SQL;

/** A course's active cohorts not yet over and still taking registrations, soonest first, each with its seats taken. */
export async function listOpenCohortsWithSeatsTaken(db: Executor, courseId: string, now: Date) {
  return db
    .select({
      id: cohorts.id,
      name: cohorts.name,
      startDate: cohorts.startDate,
      endDate: cohorts.endDate,
      maxParticipants: cohorts.maxParticipants,
      useCoursePrice: cohorts.useCoursePrice,
      pricingModes: cohorts.pricingModes,
      price: cohorts.price,
      oneTimePrice: cohorts.oneTimePrice,
      oneTimeDiscount: cohorts.oneTimeDiscount,
      monthlyPrice: cohorts.monthlyPrice,
      registrationFee: cohorts.registrationFee,
      monthlyFee: cohorts.monthlyFee,
      installments: cohorts.installments,
      taken: liveEnrollmentCountOf({ cohortId: cohorts.id }),
    })
    .from(cohorts)
    .where(
      and(
        eq(cohorts.courseId, courseId),
        eq(cohorts.status, 'active'),
        or(isNull(cohorts.endDate), gte(cohorts.endDate, now)),
        registrationOpen(now),
      ),
    )
    .orderBy(asc(cohorts.startDate));
}

// --- Cohorts, part enrolment (issue 15)

/** The cohort, whatever its organisation (the caller checked who asks), or null. */
export async function findCohortById(db: Executor, cohortId: string) {
  const [row] = await db.select().from(cohorts).where(eq(cohorts.id, cohortId));
  return row ?? null;
}

// Certificates: the template designer (issue 16): a template in use by a cohort cannot be deleted.
/** How many cohorts (any status) point at the certificate template. */
export async function countCohortsUsingCertificateTemplate(
  db: Executor,
  templateId: string,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(cohorts)
    .where(eq(cohorts.certificateTemplateId, templateId));
  return row?.count ?? 0;
}
// ——— admin-people (issue 18): the dashboard and manual enrolments ———

/** The organisation's cohorts under way (status active). */
export async function countRunningCohorts(db: Executor, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(cohorts)
    .where(and(eq(cohorts.organizationId, organizationId), eq(cohorts.status, 'active')));
  return Number(row?.n ?? 0);
}

/** The organisation's cohorts not completed, with their course's title, by start date. */
export async function listEnrollableCohorts(db: Executor, organizationId: string) {
  return db
    .select({
      id: cohorts.id,
      name: cohorts.name,
      status: cohorts.status,
      courseId: cohorts.courseId,
      courseTitle: courseTitleOf(cohorts.courseId),
    })
    .from(cohorts)
    .where(and(eq(cohorts.organizationId, organizationId), sql`${cohorts.status} <> 'completed'`))
    .orderBy(asc(cohorts.startDate), asc(cohorts.name));
}
// ——— end admin-people ———
