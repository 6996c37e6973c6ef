import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { cohorts } from './cohorts.ts';
import { ref, timestamptz, updatedAt } from './columns.ts';
import { courseId } from './courses.ts';
import { organizationRow } from './organizations.ts';
import { userId } from './users.ts';

// pending: awaiting an admin's approval (manual approval); invited: asked by the staff, not yet
// accepted; waitlisted: the cohort was full, promoted in waitlisted_at order when a seat frees.
export const enrollmentStatus = pgEnum('enrollment_status', [
  'pending',
  'invited',
  'waitlisted',
  'active',
  'completed',
  'cancelled',
  'expired',
]);
export const paymentStatus = pgEnum('payment_status', ['free', 'pending', 'partial', 'paid', 'refunded']);

// A learner's access to a course: self-paced (cohort_id null) or through one of its cohorts.
// One enrolment per learner and course either way (docs/decisions/020).
export const enrollments = pgTable(
  'enrollments',
  {
    ...organizationRow(),
    userId: userId('cascade'),
    courseId: courseId('restrict'),
    cohortId: ref('cohort_id', () => cohorts.id, 'restrict'),
    status: enrollmentStatus('status').notNull().default('active'),
    paymentStatus: paymentStatus('payment_status').notNull().default('free'),
    progress: integer('progress').notNull().default(0),
    /** Null means unlimited access. */
    accessEndDate: timestamptz('access_end_date'),
    lastActivityAt: timestamptz('last_activity_at'),
    /** When the learner joined the waitlist (clock_timestamp() under the cohort lock): the queue's order. */
    waitlistedAt: timestamptz('waitlisted_at'),
    enrolledAt: timestamptz('enrolled_at').notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('enrollments_user_course_unique').on(t.userId, t.courseId),
    index('enrollments_course_idx').on(t.courseId),
    // Seats taken in a cohort are counted here with the cohort row locked.
    index('enrollments_cohort_status_idx').on(t.cohortId, t.status),
    check('enrollments_progress_range', sql`${t.progress} between 0 and 100`),
  ],
);
