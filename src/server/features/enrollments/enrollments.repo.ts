import { and, type Column, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { courses, enrollments } from '../../db/schema/index.ts';

// The enrolments table's owner: who is enrolled in what, and how a learner becomes enrolled. Payments,
// the catalogue, learning and notifications ask here instead of writing the query again; waitlist and
// approval will enrol through `enrol` too (docs/decisions/077).

export type EnrollmentRow = typeof enrollments.$inferSelect;

/** Enrolments that hold a seat and count as "already enrolled". */
export const LIVE_ENROLLMENT = ['active', 'completed'] as const;

/** The condition "this enrolment row is live", for queries that join enrolments. */
export const isLiveEnrollment = (): SQL => inArray(enrollments.status, [...LIVE_ENROLLMENT]);

/** "The learner has a live enrolment in the course", each given as a value or as another table's column. */
export const liveEnrollmentOf = (userId: string | Column, courseId: string | Column): SQL =>
  and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId), isLiveEnrollment()) as SQL;

/** The learner's live enrolment as a subquery, for `exists` / `not exists` in another table's query. */
export const liveEnrollmentQuery = (db: Executor, userId: string | Column, courseId: string | Column) =>
  db.select({ id: enrollments.id }).from(enrollments).where(liveEnrollmentOf(userId, courseId));

/** The learner's live enrolment in a course, or null. */
export async function findLiveEnrollment(db: Executor, userId: string, courseId: string) {
  const [row] = await db.select().from(enrollments).where(liveEnrollmentOf(userId, courseId));
  return row ?? null;
}

export async function hasLiveEnrollment(db: Executor, userId: string, courseId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(liveEnrollmentOf(userId, courseId));
  return !!row;
}

/**
 * A course of this organisation and the learner's live enrolment in it: null when the course is
 * unknown here, `{ enrollment: null }` when the learner is not enrolled.
 */
export async function findCourseEnrollment(
  db: Executor,
  learner: { userId: string; organizationId: string },
  courseId: string,
): Promise<{ enrollment: EnrollmentRow | null } | null> {
  const [row] = await db
    .select({ enrollment: enrollments })
    .from(courses)
    .leftJoin(
      enrollments,
      and(eq(enrollments.courseId, courses.id), eq(enrollments.userId, learner.userId), isLiveEnrollment()),
    )
    .where(and(eq(courses.id, courseId), eq(courses.organizationId, learner.organizationId)));
  return row ?? null;
}

/** The learner's live enrolments in this organisation with their courses, most recently active first. */
export async function listLiveEnrollmentsWithCourses(
  db: Executor,
  learner: { userId: string; organizationId: string },
) {
  return db
    .select({ course: courses, enrollment: enrollments })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(
      and(
        eq(enrollments.userId, learner.userId),
        eq(courses.organizationId, learner.organizationId),
        isLiveEnrollment(),
      ),
    )
    .orderBy(sql`${enrollments.lastActivityAt} desc nulls last`, desc(enrollments.enrolledAt));
}

export type Enrolment = {
  organizationId: string;
  userId: string;
  courseId: string;
  cohortId: string | null;
  paymentStatus: EnrollmentRow['paymentStatus'];
  accessEndDate: Date | null;
  now: Date;
};

/**
 * Makes the learner's enrolment active. An enrolment that is already live is not overwritten: the
 * upsert's WHERE leaves it and the answer is false (the caller decides what "already enrolled" means).
 */
export async function enrol(tx: Executor, enrolment: Enrolment): Promise<boolean> {
  const values = {
    status: 'active' as const,
    cohortId: enrolment.cohortId,
    paymentStatus: enrolment.paymentStatus,
    accessEndDate: enrolment.accessEndDate,
    enrolledAt: enrolment.now,
    updatedAt: enrolment.now,
  };
  const activated = await tx
    .insert(enrollments)
    .values({
      ...values,
      organizationId: enrolment.organizationId,
      userId: enrolment.userId,
      courseId: enrolment.courseId,
    })
    .onConflictDoUpdate({
      target: [enrollments.userId, enrollments.courseId],
      set: values,
      setWhere: sql`${enrollments.status} not in ('active', 'completed')`,
    })
    .returning({ id: enrollments.id });
  return activated.length > 0;
}

/** Records how much of the learner's enrolment in a course is paid. */
export async function setEnrollmentPaymentStatus(
  tx: Executor,
  enrolment: { userId: string; courseId: string },
  paymentStatus: EnrollmentRow['paymentStatus'],
  now: Date,
) {
  await tx
    .update(enrollments)
    .set({ paymentStatus, updatedAt: now })
    .where(and(eq(enrollments.userId, enrolment.userId), eq(enrollments.courseId, enrolment.courseId)));
}
