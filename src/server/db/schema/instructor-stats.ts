import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';

// The instructor's desk (issue 17): the summary the analytics page reads with cached=true, kept by the
// job instructor.refresh-stats (features/instructor/refresh-instructor-stats.ts), incremental by UTC
// day (decision 266). No foreign keys: a summary of other tables, rebuilt from them, never a source.

/** One course's figures of one UTC day: sums, so any period adds its days up. */
export const instructorCourseDays = pgTable(
  'instructor_course_days',
  {
    courseId: uuid('course_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    /** FCFA of the payments completed that day, and how many. */
    revenue: integer('revenue').notNull(),
    sales: integer('sales').notNull(),
    /** Enrolments begun that day (active, completed or expired since), and those of them completed now. */
    enrollments: integer('enrollments').notNull(),
    completedEnrollments: integer('completed_enrollments').notNull(),
    /** Quiz attempts completed that day and the sum of their percents. */
    quizAttempts: integer('quiz_attempts').notNull(),
    quizPercentSum: integer('quiz_percent_sum').notNull(),
  },
  (t) => [
    primaryKey({ name: 'instructor_course_days_pk', columns: [t.courseId, t.day] }),
    check(
      'instructor_course_days_not_negative',
      sql`${t.revenue} >= 0 and ${t.sales} >= 0 and ${t.enrollments} >= 0 and ${t.completedEnrollments} >= 0 and ${t.quizAttempts} >= 0 and ${t.quizPercentSum} >= 0`,
    ),
  ],
);

/**
 * Who was active in a course on a UTC day (a lesson's progress saved): distinct learners over a period
 * are not a sum of days, so the days are kept per learner (decision 267).
 */
export const instructorLearnerDays = pgTable(
  'instructor_learner_days',
  {
    courseId: uuid('course_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    userId: uuid('user_id').notNull(),
  },
  (t) => [
    primaryKey({ name: 'instructor_learner_days_pk', columns: [t.courseId, t.day, t.userId] }),
    index('instructor_learner_days_day_idx').on(t.day),
  ],
);

/** How far the summary goes: one row per summary (name 'analytics'). */
export const instructorStatsState = pgTable('instructor_stats_state', {
  name: text('name').primaryKey(),
  /** Every change up to then is in the summary (the last run's start, by the database's clock). */
  refreshedThrough: timestamptz('refreshed_through').notNull(),
  refreshedAt: timestamptz('refreshed_at').notNull(),
});
