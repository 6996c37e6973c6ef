import {
  and,
  asc,
  type Column,
  count,
  desc,
  eq,
  exists,
  inArray,
  isNotNull,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
// instructor's desk (issue 17)
import { type DayScope, inDayScope, utcDay } from '../../db/day-scope.ts';
import { enrollments } from '../../db/schema/enrollments.ts';
import { userFieldOf } from '../auth/auth.repo.ts';
import { coursesOfOrganization, courseTitleOf, listCoursesOfOrganization } from '../courses/courses.repo.ts';

// The enrolments table's owner: who is enrolled in what, and how a learner becomes enrolled. Payments,
// the catalogue, cohorts, learning and notifications ask here instead of writing the query again;
// waitlist and approval will enrol through `enrol` too (docs/decisions/077, 119).

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

/** "The learner has a live enrolment in the course" as a boolean, for another table's select. */
export const hasLiveEnrollmentOf = (db: Executor, userId: Column, courseId: Column): SQL<boolean> =>
  sql<boolean>`${exists(liveEnrollmentQuery(db, userId, courseId))}`;

type EnrolledIn = { cohortId: string | Column } | { courseId: string | Column };
const enrolledIn = (where: EnrolledIn): SQL =>
  'cohortId' in where ? eq(enrollments.cohortId, where.cohortId) : eq(enrollments.courseId, where.courseId);

/** How many live enrolments a cohort or a course holds. */
export async function countLiveEnrollments(db: Executor, where: EnrolledIn): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(enrollments)
    .where(and(enrolledIn(where), isLiveEnrollment()));
  return row?.n ?? 0;
}

/** How many live enrolments a cohort or a course holds, as a subquery for another table's query. */
export const liveEnrollmentCountOf = (where: EnrolledIn): SQL<number> =>
  sql`(select count(*)::int from ${enrollments} where ${enrolledIn(where)} and ${isLiveEnrollment()})`.mapWith(
    Number,
  );

/** The learner's enrolment in a cohort, whatever its status (invited, waitlisted, pending…), or null. */
export async function findCohortEnrollment(db: Executor, userId: string, cohortId: string) {
  const [row] = await db
    .select()
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.cohortId, cohortId)));
  return row ?? null;
}

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
  const course = coursesOfOrganization(db, learner.organizationId, { courseId }).as('course');
  const [row] = await db
    .select({ enrollment: enrollments })
    .from(course)
    .leftJoin(enrollments, liveEnrollmentOf(learner.userId, course.id));
  return row ?? null;
}

/** The learner's live enrolments in this organisation with their courses, most recently active first. */
export async function listLiveEnrollmentsWithCourses(
  db: Executor,
  learner: { userId: string; organizationId: string },
) {
  const rows = await db
    .select()
    .from(enrollments)
    .where(
      and(
        eq(enrollments.userId, learner.userId),
        inArray(enrollments.courseId, coursesOfOrganization(db, learner.organizationId)),
        isLiveEnrollment(),
      ),
    )
    .orderBy(sql`${enrollments.lastActivityAt} desc nulls last`, desc(enrollments.enrolledAt));
  const courses = await listCoursesOfOrganization(
    db,
    learner.organizationId,
    rows.map((enrollment) => enrollment.courseId),
  );
  const byId = new Map(courses.map((course) => [course.id, course]));
  return rows.flatMap((enrollment) => {
    const course = byId.get(enrollment.courseId);
    return course ? [{ course, enrollment }] : [];
  });
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

// ——— cohorts: admin cohort form (issue 15, part admin) ———

/** Every enrolment of a cohort, whatever its status, oldest first: the admin form's participants. */
export async function listCohortEnrollments(db: Executor, cohortId: string) {
  return db
    .select({
      id: enrollments.id,
      userId: enrollments.userId,
      status: enrollments.status,
      paymentStatus: enrollments.paymentStatus,
      progress: enrollments.progress,
    })
    .from(enrollments)
    .where(eq(enrollments.cohortId, cohortId))
    .orderBy(enrollments.enrolledAt);
}

/** The learners with a live enrolment in the cohort: a session's participants, an end message's readers. */
export async function listLiveCohortLearnerIds(db: Executor, cohortId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: enrollments.userId })
    .from(enrollments)
    .where(and(eq(enrollments.cohortId, cohortId), isLiveEnrollment()));
  return rows.map((row) => row.userId);
}

/** The cohorts the user is a live learner of, as a subquery (`cohort_id in (…)`). */
export const liveCohortIdsOf = (db: Executor, userId: string) =>
  db
    .select({ cohortId: sql<string>`${enrollments.cohortId}` })
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), sql`${enrollments.cohortId} is not null`, isLiveEnrollment()));

// ── Cohorts, part space (issue 15): a cohort's participants as its space shows them ──────────────

// --- Cohorts, part enrolment (issue 15): the states of a cohort enrolment besides active —
// pending approval, invited, waitlisted — written with the cohort row locked (enrol-in-cohort.ts).

type EnrollmentStatus = EnrollmentRow['status'];

/** The learner's enrolment in a course, whatever its status and cohort, or null. */
export async function findEnrollmentOfCourse(db: Executor, userId: string, courseId: string) {
  const [row] = await db
    .select()
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)));
  return row ?? null;
}

export type CohortEnrolmentWrite = Omit<Enrolment, 'cohortId'> & {
  cohortId: string;
  status: Extract<EnrollmentStatus, 'active' | 'pending' | 'waitlisted' | 'invited'>;
};

/**
 * Writes the learner's enrolment in the cohort with this status; a live enrolment of the course is
 * never overwritten (null then). A waitlisted one takes its place in the queue now: clock_timestamp()
 * is read under the cohort lock, so the queue's order is the order the lock was taken.
 */
export async function writeCohortEnrollment(tx: Executor, write: CohortEnrolmentWrite) {
  const values = {
    status: write.status,
    cohortId: write.cohortId,
    paymentStatus: write.paymentStatus,
    accessEndDate: write.accessEndDate,
    waitlistedAt: write.status === 'waitlisted' ? sql`clock_timestamp()` : null,
    enrolledAt: write.now,
    updatedAt: write.now,
  };
  const [row] = await tx
    .insert(enrollments)
    .values({
      ...values,
      organizationId: write.organizationId,
      userId: write.userId,
      courseId: write.courseId,
    })
    .onConflictDoUpdate({
      target: [enrollments.userId, enrollments.courseId],
      set: values,
      setWhere: sql`${enrollments.status} not in ('active', 'completed')`,
    })
    .returning();
  return row ?? null;
}

/**
 * Moves one enrolment from one of `from` to `to` (null when it was not in one of them: someone else
 * moved it first). Leaving the waitlist clears its place; becoming active dates the enrolment.
 */
export async function moveEnrollment(
  tx: Executor,
  enrollmentId: string,
  from: readonly EnrollmentStatus[],
  to: { status: EnrollmentStatus; now: Date; accessEndDate?: Date | null },
) {
  const [row] = await tx
    .update(enrollments)
    .set({
      status: to.status,
      waitlistedAt: to.status === 'waitlisted' ? sql`clock_timestamp()` : null,
      updatedAt: to.now,
      ...(to.status === 'active' ? { enrolledAt: to.now } : {}),
      ...(to.accessEndDate !== undefined ? { accessEndDate: to.accessEndDate } : {}),
    })
    .where(and(eq(enrollments.id, enrollmentId), inArray(enrollments.status, [...from])))
    .returning();
  return row ?? null;
}

/** How many enrolments of the cohort are in each status. */
export async function countCohortEnrollmentsByStatus(
  db: Executor,
  cohortId: string,
): Promise<Record<EnrollmentStatus, number>> {
  const rows = await db
    .select({ status: enrollments.status, n: count() })
    .from(enrollments)
    .where(eq(enrollments.cohortId, cohortId))
    .groupBy(enrollments.status);
  const counts = {
    pending: 0,
    invited: 0,
    waitlisted: 0,
    active: 0,
    completed: 0,
    cancelled: 0,
    expired: 0,
  };
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

/** The cohort's waiting learners in arrival order (the first `limit`). */
export async function listWaitlisted(db: Executor, cohortId: string, limit?: number) {
  const query = db
    .select()
    .from(enrollments)
    .where(and(eq(enrollments.cohortId, cohortId), eq(enrollments.status, 'waitlisted')))
    .orderBy(asc(enrollments.waitlistedAt), asc(enrollments.id));
  return limit === undefined ? query : query.limit(limit);
}

/** 1 for the next learner to be promoted; null when the enrolment is not waiting. */
export async function waitlistPosition(
  db: Executor,
  enrollment: Pick<EnrollmentRow, 'id' | 'cohortId' | 'status'>,
) {
  if (enrollment.status !== 'waitlisted' || !enrollment.cohortId) return null;
  const queue = await listWaitlisted(db, enrollment.cohortId);
  const index = queue.findIndex((row) => row.id === enrollment.id);
  return index === -1 ? null : index + 1;
}

/** The cohort's enrolments of these learners. */
export async function findCohortEnrollmentsOf(db: Executor, cohortId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(enrollments)
    .where(and(eq(enrollments.cohortId, cohortId), inArray(enrollments.userId, [...userIds])));
}

/** The cohort's enrolments with the learner's name, address and picture, cancelled ones left out. */
export async function listCohortEnrollmentsWithLearners(db: Executor, cohortId: string) {
  return db
    .select({
      enrollment: enrollments,
      firstName: userFieldOf(enrollments.userId, 'firstName'),
      lastName: userFieldOf(enrollments.userId, 'lastName'),
      email: userFieldOf(enrollments.userId, 'email'),
      image: userFieldOf(enrollments.userId, 'image'),
    })
    .from(enrollments)
    .where(and(eq(enrollments.cohortId, cohortId), inArray(enrollments.status, [...PARTICIPANT_STATUSES])))
    .orderBy(asc(enrollments.enrolledAt), asc(enrollments.id));
}

/** The statuses the participants list shows: everyone in the cohort or on their way in. */
export const PARTICIPANT_STATUSES = ['active', 'completed', 'invited', 'pending', 'waitlisted'] as const;

/** The learner's cohort enrolments still waiting on something (invited, pending, waitlisted). */
export async function listWaitingCohortEnrollments(db: Executor, userId: string) {
  return db
    .select()
    .from(enrollments)
    .where(
      and(
        eq(enrollments.userId, userId),
        isNotNull(enrollments.cohortId),
        inArray(enrollments.status, ['invited', 'pending', 'waitlisted']),
      ),
    )
    .orderBy(desc(enrollments.updatedAt));
}

/** The users with a live enrolment in the cohort, as a subquery for `inArray(otherTable.userId, …)`. */
export const cohortLearnerIds = (db: Executor, cohortId: string) =>
  db
    .select({ id: enrollments.userId })
    .from(enrollments)
    .where(and(eq(enrollments.cohortId, cohortId), isLiveEnrollment()));

/**
 * The cohort's enrolments in these statuses with their learners' names and picture, by first then
 * last name; `userIds` (a subquery of user ids) narrows them to a search. At most `limit`, with the
 * number that match.
 */
export async function listCohortParticipants(
  db: Executor,
  input: {
    cohortId: string;
    statuses: readonly EnrollmentRow['status'][];
    userIds: SQLWrapper | null;
    limit: number;
    person: (userId: Column) => {
      firstName: SQL<string>;
      lastName: SQL<string>;
      image: SQL<string | null>;
      email: SQL<string>;
    };
  },
) {
  const where = and(
    eq(enrollments.cohortId, input.cohortId),
    inArray(enrollments.status, [...input.statuses]),
    input.userIds ? inArray(enrollments.userId, input.userIds) : undefined,
  );
  const person = input.person(enrollments.userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        userId: enrollments.userId,
        status: enrollments.status,
        paymentStatus: enrollments.paymentStatus,
        progress: enrollments.progress,
        ...person,
      })
      .from(enrollments)
      .where(where)
      .orderBy(person.firstName, person.lastName, enrollments.userId)
      .limit(input.limit),
    db.select({ n: count() }).from(enrollments).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

// Accounts, data and deletion (issue 17): the learner's enrolments in their export, and their removal
// when the account is erased (the courses' counts are refreshed by the caller).

/** A page of the learner's enrolments, with each course's title. */
export async function exportEnrollmentRows(
  db: Executor,
  userId: string,
  afterId: string | null,
  limit: number,
) {
  return db
    .select({
      id: enrollments.id,
      course_id: enrollments.courseId,
      course_title: courseTitleOf(enrollments.courseId),
      cohort_id: enrollments.cohortId,
      status: enrollments.status,
      payment_status: enrollments.paymentStatus,
      progress: enrollments.progress,
      access_end_date: enrollments.accessEndDate,
      last_activity_at: enrollments.lastActivityAt,
      waitlisted_at: enrollments.waitlistedAt,
      enrolled_at: enrollments.enrolledAt,
      updated_at: enrollments.updatedAt,
    })
    .from(enrollments)
    .where(
      and(eq(enrollments.userId, userId), afterId === null ? undefined : sql`${enrollments.id} > ${afterId}`),
    )
    .orderBy(asc(enrollments.id))
    .limit(limit);
}

/** Deletes the learner's enrolments; answers the courses they were in (their counts change). */
export async function deleteEnrollmentsOf(tx: Executor, userId: string): Promise<string[]> {
  const rows = await tx
    .delete(enrollments)
    .where(eq(enrollments.userId, userId))
    .returning({ courseId: enrollments.courseId });
  return [...new Set(rows.map((row) => row.courseId))];
}
// ——— instructor's desk (issue 17): enrolments for the instructor's analytics ———

/** Enrolments that gave access (active, completed or expired) by course and UTC day begun: course_id, day, enrollments, completed_enrollments. */
export const enrollmentsByCourseDay = (scope: DayScope): SQL => sql`
  select ${enrollments.courseId} as course_id, ${utcDay(enrollments.enrolledAt)} as day,
    count(*)::int as enrollments, (count(*) filter (where ${enrollments.status} = 'completed'))::int as completed_enrollments
  from ${enrollments}
  where ${enrollments.status} in ('active', 'completed', 'expired') and ${inDayScope(enrollments.enrolledAt, enrollments.courseId, scope)}
  group by 1, 2`;

/** The UTC days begun by enrolments changed since `since` (what a summary must recount). */
export const enrollmentDaysChangedSince = (since: Date): SQL => sql`
  select distinct ${utcDay(enrollments.enrolledAt)} as day from ${enrollments}
  where ${enrollments.updatedAt} >= ${since.toISOString()}::timestamptz`;

// ——— admin-people (issue 18): the dashboard's approvals, a user's enrolments, manual enrolments ———

/** The organisation's cohort enrolment requests waiting for an approval. */
export async function countPendingCohortRequests(db: Executor, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(enrollments)
    .where(
      and(
        eq(enrollments.organizationId, organizationId),
        eq(enrollments.status, 'pending'),
        isNotNull(enrollments.cohortId),
      ),
    );
  return Number(row?.n ?? 0);
}

/** The user's enrolments in the organisation, whatever their status, newest first. */
export async function listEnrollmentsOfUser(
  db: Executor,
  organizationId: string,
  userId: string,
  names: {
    courseTitle: (courseId: Column) => SQL<string>;
    cohortName: (cohortId: Column) => SQL<string | null>;
  },
) {
  return db
    .select({
      enrollment: enrollments,
      courseTitle: names.courseTitle(enrollments.courseId),
      cohortName: names.cohortName(enrollments.cohortId),
    })
    .from(enrollments)
    .where(and(eq(enrollments.organizationId, organizationId), eq(enrollments.userId, userId)))
    .orderBy(desc(enrollments.enrolledAt));
}

/** The enrolments of these learners in this course, whatever their status. */
export async function findEnrollmentsOfCourse(db: Executor, courseId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(enrollments)
    .where(and(eq(enrollments.courseId, courseId), inArray(enrollments.userId, [...userIds])));
}

/**
 * Makes the learner's self-paced enrolment active (see `enrol`) and answers the row: null when an
 * enrolment of the course is already live (left as it is).
 */
export async function enrolReturning(tx: Executor, enrolment: Enrolment) {
  const values = {
    status: 'active' as const,
    cohortId: enrolment.cohortId,
    paymentStatus: enrolment.paymentStatus,
    accessEndDate: enrolment.accessEndDate,
    waitlistedAt: null,
    enrolledAt: enrolment.now,
    updatedAt: enrolment.now,
  };
  const [row] = await tx
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
    .returning();
  return row ?? null;
}
// ——— end admin-people ———

/**
 * Progress and achievements (issue 17): when the learner first finished a course of the
 * organisation, or null. The instant is the course.completed event's (one per learner and course);
 * an enrolment completed another way (a cohort's completion) has its last update.
 */
export async function findFirstCourseCompletion(
  db: Executor,
  learner: { userId: string; organizationId: string },
): Promise<Date | null> {
  const result = await db.execute<{ at: string | Date | null }>(sql`
    select min(coalesce(ev.occurred_at, ${enrollments.updatedAt})) as at
    from ${enrollments}
    left join domain_events ev
      on ev.dedupe_key = 'course.completed:' || ${enrollments.userId}::text || ':' || ${enrollments.courseId}::text
    where ${enrollments.userId} = ${learner.userId} and ${enrollments.organizationId} = ${learner.organizationId}
      and ${enrollments.status} = 'completed'
  `);
  const at = result.rows[0]?.at;
  return at ? new Date(at) : null;
}
