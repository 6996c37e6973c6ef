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
 * Each learner's last UTC day of activity (a lesson's progress saved) in each course. Every period ends
 * today, so a learner is active in it when that day is within it: distinct learners over a period,
 * which are not a sum of days, are a count over this table (decision 267).
 */
export const instructorCourseLearners = pgTable(
  'instructor_course_learners',
  {
    courseId: uuid('course_id').notNull(),
    userId: uuid('user_id').notNull(),
    lastActiveDay: date('last_active_day', { mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'instructor_course_learners_pk', columns: [t.courseId, t.userId] }),
    index('instructor_course_learners_course_day_idx').on(t.courseId, t.lastActiveDay, t.userId),
  ],
);

/** How far the summary goes: one row per summary (name 'analytics'). */
export const instructorStatsState = pgTable('instructor_stats_state', {
  name: text('name').primaryKey(),
  /** Every change up to then is in the summary (the last run's start, by the database's clock). */
  refreshedThrough: timestamptz('refreshed_through').notNull(),
  refreshedAt: timestamptz('refreshed_at').notNull(),
});
