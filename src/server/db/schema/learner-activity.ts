import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';
import { organizationId } from './organizations.ts';
import { userId } from './users.ts';

// Progress and achievements (issue 17): a learner's learning per day, the ground of 'Progression'
// (time per week) and of the streak achievement (docs/decisions/293). Upserted by the progress save's
// own statement, so it never disagrees with lesson_progress. The day is Dakar's, which is UTC.
export const learnerDailyActivity = pgTable(
  'learner_daily_activity',
  {
    organizationId: organizationId(),
    userId: userId('cascade'),
    day: date('day', { mode: 'string' }).notNull(),
    /** Time credited by the progress saves of the day, bounded by the server (decision 293). */
    secondsSpent: integer('seconds_spent').notNull().default(0),
    lessonsCompleted: integer('lessons_completed').notNull().default(0),
    /**
     * The learner's clock: the instant up to which the day's time has been credited. A save adds no
     * more than the time since (decision 293), so the day never holds more time than has passed.
     */
    creditedUntil: timestamptz('credited_until').notNull(),
  },
  (t) => [
    primaryKey({ name: 'learner_daily_activity_pk', columns: [t.userId, t.day] }),
    check(
      'learner_daily_activity_ranges',
      sql`${t.secondsSpent} between 0 and 86400 and ${t.lessonsCompleted} >= 0`,
    ),
  ],
);
