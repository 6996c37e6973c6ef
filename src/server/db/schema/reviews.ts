import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { courses } from './courses.ts';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

// One review per learner and course; courses.rating and review_count follow it in the same transaction.
export const courseReviews = pgTable(
  'course_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('course_reviews_course_user_unique').on(t.courseId, t.userId),
    index('course_reviews_course_created_idx').on(t.courseId, t.createdAt),
    check('course_reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('course_reviews_comment_length', sql`char_length(${t.comment}) <= 2000`),
  ],
);
