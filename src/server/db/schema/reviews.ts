import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, unique } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { courseId } from './courses.ts';
import { organizationRow } from './organizations.ts';
import { userId } from './users.ts';

// One review per learner and course; courses.rating and review_count follow it in the same transaction.
export const courseReviews = pgTable(
  'course_reviews',
  {
    ...organizationRow(),
    courseId: courseId('cascade'),
    userId: userId('cascade'),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull().default(''),
    ...timestamps(),
  },
  (t) => [
    unique('course_reviews_course_user_unique').on(t.courseId, t.userId),
    index('course_reviews_course_created_idx').on(t.courseId, t.createdAt),
    check('course_reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('course_reviews_comment_length', sql`char_length(${t.comment}) <= 2000`),
  ],
);
