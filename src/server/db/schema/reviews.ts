import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, unique, uuid } from 'drizzle-orm/pg-core';
import { timestamps, timestamptz } from './columns.ts';
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
    // Platform console (issue 18): an admin hides a review with a reason; a hidden review leaves the
    // course page, the rating and the review count (decision 289).
    hiddenAt: timestamptz('hidden_at'),
    hiddenBy: uuid('hidden_by'),
    hiddenReason: text('hidden_reason'),
    // End of platform console.
    ...timestamps(),
  },
  (t) => [
    unique('course_reviews_course_user_unique').on(t.courseId, t.userId),
    index('course_reviews_course_created_idx').on(t.courseId, t.createdAt),
    check('course_reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('course_reviews_comment_length', sql`char_length(${t.comment}) <= 2000`),
  ],
);
