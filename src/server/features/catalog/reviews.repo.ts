import { and, asc, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { courseReviews } from '../../db/schema/reviews.ts';
import { userFieldOf } from '../auth/auth.repo.ts';
import { courseTitleOf } from '../courses/courses.repo.ts';

// The course_reviews table's owner. A review is shown with its author's first name and initial.

export type ReviewRow = typeof courseReviews.$inferSelect & { firstName: string; lastName: string };

const withAuthor = {
  review: courseReviews,
  firstName: userFieldOf(courseReviews.userId, 'firstName'),
  lastName: userFieldOf(courseReviews.userId, 'lastName'),
};
const flatten = (row: {
  review: typeof courseReviews.$inferSelect;
  firstName: string;
  lastName: string;
}) => ({
  ...row.review,
  firstName: row.firstName,
  lastName: row.lastName,
});

export async function findReviewWithAuthor(db: Executor, reviewId: string): Promise<ReviewRow | null> {
  const [row] = await db.select(withAuthor).from(courseReviews).where(eq(courseReviews.id, reviewId));
  return row ? flatten(row) : null;
}

/** One page of a course's reviews, newest first, and how many there are. */
export async function listReviewsPage(
  db: Executor,
  courseId: string,
  page: { page: number; limit: number },
): Promise<{ rows: ReviewRow[]; total: number }> {
  const rows = await db
    .select(withAuthor)
    .from(courseReviews)
    // Platform console (issue 18): a hidden review leaves the course page.
    .where(and(eq(courseReviews.courseId, courseId), isNull(courseReviews.hiddenAt)))
    .orderBy(desc(courseReviews.createdAt), asc(courseReviews.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  const [total] = await db
    .select({ n: count() })
    .from(courseReviews)
    .where(and(eq(courseReviews.courseId, courseId), isNull(courseReviews.hiddenAt)));
  return { rows: rows.map(flatten), total: total?.n ?? 0 };
}

export async function findReviewOfCourse(db: Executor, reviewId: string, courseId: string) {
  const [row] = await db
    .select()
    .from(courseReviews)
    .where(and(eq(courseReviews.id, reviewId), eq(courseReviews.courseId, courseId)));
  return row ?? null;
}

/** Inserts the review and returns its id (a second review of the same learner violates a unique index). */
export async function insertReview(
  tx: Executor,
  review: { organizationId: string; courseId: string; userId: string; rating: number; comment: string },
): Promise<string> {
  const [created] = await tx.insert(courseReviews).values(review).returning({ id: courseReviews.id });
  return created!.id;
}

export async function updateOwnReview(
  tx: Executor,
  review: { id: string; userId: string },
  change: { rating: number; comment: string; updatedAt: Date },
) {
  await tx
    .update(courseReviews)
    .set(change)
    .where(and(eq(courseReviews.id, review.id), eq(courseReviews.userId, review.userId)));
}

export async function deleteOwnReview(tx: Executor, review: { id: string; userId: string }) {
  await tx
    .delete(courseReviews)
    .where(and(eq(courseReviews.id, review.id), eq(courseReviews.userId, review.userId)));
}

// --- The learner's 'Feedbacks' page (issue 17)

/** The reviews the user wrote, last edited first, with their course's title. */
export async function listReviewsWrittenBy(db: Executor, userId: string, limit: number) {
  return db
    .select({
      id: courseReviews.id,
      courseId: courseReviews.courseId,
      courseTitle: courseTitleOf(courseReviews.courseId),
      rating: courseReviews.rating,
      comment: courseReviews.comment,
      updatedAt: courseReviews.updatedAt,
    })
    .from(courseReviews)
    .where(eq(courseReviews.userId, userId))
    .orderBy(desc(courseReviews.updatedAt), desc(courseReviews.id))
    .limit(limit);
}
// Accounts, data and deletion (issue 17): the learner's reviews in their export, and their removal at
// erasure (the caller refreshes the courses' rating and count).

/** A page of the learner's reviews. */
export async function exportReviewRows(db: Executor, userId: string, afterId: string | null, limit: number) {
  return db
    .select({
      id: courseReviews.id,
      course_id: courseReviews.courseId,
      rating: courseReviews.rating,
      comment: courseReviews.comment,
      created_at: courseReviews.createdAt,
      updated_at: courseReviews.updatedAt,
    })
    .from(courseReviews)
    .where(
      and(
        eq(courseReviews.userId, userId),
        afterId === null ? undefined : sql`${courseReviews.id} > ${afterId}`,
      ),
    )
    .orderBy(asc(courseReviews.id))
    .limit(limit);
}

/** Deletes the learner's reviews; answers the courses whose rating changes. */
export async function deleteReviewsOf(tx: Executor, userId: string): Promise<string[]> {
  const rows = await tx
    .delete(courseReviews)
    .where(eq(courseReviews.userId, userId))
    .returning({ courseId: courseReviews.courseId });
  return [...new Set(rows.map((row) => row.courseId))];
}

// ——— Platform console (issue 18, decision 289): review moderation by the organisation's admins ———

const moderationFilter = (organizationId: string, filter: 'all' | 'visible' | 'hidden'): SQL | undefined =>
  and(
    eq(courseReviews.organizationId, organizationId),
    filter === 'hidden' ? isNotNull(courseReviews.hiddenAt) : undefined,
    filter === 'visible' ? isNull(courseReviews.hiddenAt) : undefined,
  );

/** One page of the organisation's reviews, newest first, with their course and author. */
export async function listModerationPage(
  db: Executor,
  organizationId: string,
  query: { filter: 'all' | 'visible' | 'hidden'; page: number; limit: number },
) {
  const where = moderationFilter(organizationId, query.filter);
  const rows = await db
    .select({
      review: courseReviews,
      courseTitle: courseTitleOf(courseReviews.courseId),
      authorName: userFieldOf(courseReviews.userId, 'name'),
      authorEmail: userFieldOf(courseReviews.userId, 'email'),
    })
    .from(courseReviews)
    .where(where)
    .orderBy(desc(courseReviews.createdAt), asc(courseReviews.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ n: count() }).from(courseReviews).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** The organisation's review (locked for the transaction with `lock`); null when it is not theirs. */
export async function findOrganizationReview(
  tx: Executor,
  organizationId: string,
  reviewId: string,
  lock = false,
) {
  const query = tx
    .select()
    .from(courseReviews)
    .where(and(eq(courseReviews.id, reviewId), eq(courseReviews.organizationId, organizationId)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function setReviewHidden(
  tx: Executor,
  reviewId: string,
  hidden: { hiddenAt: Date; hiddenBy: string; hiddenReason: string } | null,
) {
  await tx
    .update(courseReviews)
    .set(hidden ?? { hiddenAt: null, hiddenBy: null, hiddenReason: null })
    .where(eq(courseReviews.id, reviewId));
}
