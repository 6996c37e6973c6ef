import { sql } from 'drizzle-orm';
import { boolean, check, index, numeric, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { percentage, ref, timestamps, timestamptz } from './columns.ts';
import { courseId, lessons } from './courses.ts';
import { organizationId, organizationRow } from './organizations.ts';
import { userId } from './users.ts';

// A learner's progress in one lesson (the spec's "video progress record", for every lesson type).
// One row per (learner, lesson), upserted; values only grow and completion is sticky.
export const lessonProgress = pgTable(
  'lesson_progress',
  {
    ...organizationRow(),
    userId: userId('cascade'),
    courseId: courseId('cascade'),
    lessonId: ref('lesson_id', () => lessons.id, 'cascade').notNull(),
    percentage: percentage('percentage').notNull().default(0),
    watchedSeconds: numeric('watched_seconds', { precision: 10, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    lastPositionSeconds: numeric('last_position_seconds', { precision: 10, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    isCompleted: boolean('is_completed').notNull().default(false),
    completedAt: timestamptz('completed_at'),
    /** The client's id of the last update applied (a resend carries the same id). */
    lastUpdateId: text('last_update_id'),
    sessionId: text('session_id'),
    deviceId: text('device_id'),
    ...timestamps(),
  },
  (t) => [
    unique('lesson_progress_user_lesson_unique').on(t.userId, t.lessonId),
    index('lesson_progress_user_course_idx').on(t.userId, t.courseId),
    check('lesson_progress_percentage_range', sql`${t.percentage} between 0 and 100`),
    check('lesson_progress_not_negative', sql`${t.watchedSeconds} >= 0 and ${t.lastPositionSeconds} >= 0`),
  ],
);

/**
 * When a learner was first served a lesson (its content, or a first save): the server never counts
 * more watched time than real time since then allows (docs/decisions/067). Kept apart from
 * lesson_progress so opening a lesson does not make it 'En cours'.
 */
export const lessonOpenings = pgTable(
  'lesson_openings',
  {
    organizationId: organizationId(),
    userId: userId('cascade'),
    lessonId: ref('lesson_id', () => lessons.id, 'cascade').notNull(),
    openedAt: timestamptz('opened_at').notNull(),
  },
  (t) => [primaryKey({ name: 'lesson_openings_pk', columns: [t.userId, t.lessonId] })],
);
