import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, organizationIdColumn, updatedAtColumn } from './columns.ts';
import { courses } from './courses.ts';
import { users } from './users.ts';

// One review per learner and course; courses.rating and review_count follow it in the same transaction.
export const courseReviews = pgTable(
  'course_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationIdColumn(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique('course_reviews_course_user_unique').on(t.courseId, t.userId),
    index('course_reviews_course_created_idx').on(t.courseId, t.createdAt),
    check('course_reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('course_reviews_comment_length', sql`char_length(${t.comment}) <= 2000`),
  ],
);
