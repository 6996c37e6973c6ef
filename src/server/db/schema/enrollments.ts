import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cohorts } from './cohorts.ts';
import { organizationIdColumn, updatedAtColumn } from './columns.ts';
import { courses } from './courses.ts';
import { users } from './users.ts';

export const enrollmentStatus = pgEnum('enrollment_status', [
  'pending',
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
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationIdColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    cohortId: uuid('cohort_id').references(() => cohorts.id, { onDelete: 'restrict' }),
    status: enrollmentStatus('status').notNull().default('active'),
    paymentStatus: paymentStatus('payment_status').notNull().default('free'),
    progress: integer('progress').notNull().default(0),
    /** Null means unlimited access. */
    accessEndDate: timestamp('access_end_date', { withTimezone: true }),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('enrollments_user_course_unique').on(t.userId, t.courseId),
    index('enrollments_course_idx').on(t.courseId),
    // Seats taken in a cohort are counted here with the cohort row locked.
    index('enrollments_cohort_status_idx').on(t.cohortId, t.status),
    check('enrollments_progress_range', sql`${t.progress} between 0 and 100`),
  ],
);
