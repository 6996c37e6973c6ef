import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, organizationIdColumn, updatedAtColumn } from './columns.ts';
import { courses, lessons } from './courses.ts';
import { users } from './users.ts';

// A learner's progress in one lesson (the spec's "video progress record", for every lesson type).
// One row per (learner, lesson), upserted; values only grow and completion is sticky.
export const lessonProgress = pgTable(
  'lesson_progress',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationIdColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    percentage: numeric('percentage', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    watchedSeconds: numeric('watched_seconds', { precision: 10, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    lastPositionSeconds: numeric('last_position_seconds', { precision: 10, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    isCompleted: boolean('is_completed').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The client's id of the last update applied (a resend carries the same id). */
    lastUpdateId: text('last_update_id'),
    sessionId: text('session_id'),
    deviceId: text('device_id'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
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
    organizationId: organizationIdColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: 'lesson_openings_pk', columns: [t.userId, t.lessonId] })],
);
