import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { TReview, TReviewList, TReviewRequest } from '#shared/catalog/catalog.contract.ts';
import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import type { Db, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { courseReviews, courses, users } from '../../db/schema/index.ts';
import type { Caller } from '../auth/caller.ts';
import { findVisibleCourseRow, isEnrolled, refreshCourseStats } from './catalog.repo.ts';

// Reviews: one per enrolled learner and course. Every change recomputes the course's rating and
// review_count in the same transaction, with the course row locked so concurrent reviews queue.

type ReviewRow = typeof courseReviews.$inferSelect & { firstName: string; lastName: string };

function toReview(row: ReviewRow, userId: string | null): TReview {
  const initial = row.lastName.trim().charAt(0);
  return {
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    author: initial ? `${row.firstName} ${initial}.` : row.firstName,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    is_mine: row.userId === userId,
  };
}

async function requireVisibleCourse(db: Db, organizationId: string, courseId: string) {
  const row = await findVisibleCourseRow(db, organizationId, courseId);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

async function lockCourse(tx: Tx, courseId: string) {
  await tx.execute(sql`select id from ${courses} where ${courses.id} = ${courseId} for update`);
}

async function readReview(db: Db, reviewId: string): Promise<ReviewRow | null> {
  const [row] = await db
    .select({ review: courseReviews, firstName: users.firstName, lastName: users.lastName })
    .from(courseReviews)
    .innerJoin(users, eq(users.id, courseReviews.userId))
    .where(eq(courseReviews.id, reviewId));
  return row ? { ...row.review, firstName: row.firstName, lastName: row.lastName } : null;
}

export async function listReviews(
  db: Db,
  organizationId: string,
  courseId: string,
  page: { page: number; limit: number },
  userId: string | null,
): Promise<TReviewList> {
  const course = await requireVisibleCourse(db, organizationId, courseId);
  const rows = await db
    .select({ review: courseReviews, firstName: users.firstName, lastName: users.lastName })
    .from(courseReviews)
    .innerJoin(users, eq(users.id, courseReviews.userId))
    .where(eq(courseReviews.courseId, courseId))
    .orderBy(desc(courseReviews.createdAt), asc(courseReviews.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  const [total] = await db
    .select({ n: count() })
    .from(courseReviews)
    .where(eq(courseReviews.courseId, courseId));
  return {
    reviews: rows.map((row) =>
      toReview({ ...row.review, firstName: row.firstName, lastName: row.lastName }, userId),
    ),
    total: total?.n ?? 0,
    page: page.page,
    limit: page.limit,
    rating: course.rating === null ? null : Number(course.rating),
    review_count: course.reviewCount,
  };
}

export async function postReview(
  db: Db,
  caller: Caller,
  courseId: string,
  input: TReviewRequest,
): Promise<TReview> {
  await requireVisibleCourse(db, caller.organizationId, courseId);
  if (!(await isEnrolled(db, caller.userId, courseId)))
    throw new AppError('FORBIDDEN', t('review.notEnrolled'));
  const id = await db
    .transaction(async (tx) => {
      await lockCourse(tx, courseId);
      const [created] = await tx
        .insert(courseReviews)
        .values({
          organizationId: caller.organizationId,
          courseId,
          userId: caller.userId,
          rating: input.rating,
          comment: input.comment,
        })
        .returning({ id: courseReviews.id });
      await refreshCourseStats(tx, [courseId]);
      return created!.id;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new AppError('REVIEW_EXISTS');
      throw error;
    });
  return toReview((await readReview(db, id))!, caller.userId);
}

async function requireOwnReview(db: Db, caller: Caller, courseId: string, reviewId: string) {
  await requireVisibleCourse(db, caller.organizationId, courseId);
  const [review] = await db
    .select()
    .from(courseReviews)
    .where(and(eq(courseReviews.id, reviewId), eq(courseReviews.courseId, courseId)));
  if (!review) throw new AppError('NOT_FOUND');
  if (review.userId !== caller.userId) throw new AppError('FORBIDDEN', t('review.notYours'));
}

export async function updateReview(
  db: Db,
  caller: Caller,
  courseId: string,
  reviewId: string,
  input: TReviewRequest,
): Promise<TReview> {
  await requireOwnReview(db, caller, courseId, reviewId);
  await db.transaction(async (tx) => {
    await lockCourse(tx, courseId);
    await tx
      .update(courseReviews)
      .set({ rating: input.rating, comment: input.comment, updatedAt: new Date() })
      .where(and(eq(courseReviews.id, reviewId), eq(courseReviews.userId, caller.userId)));
    await refreshCourseStats(tx, [courseId]);
  });
  return toReview((await readReview(db, reviewId))!, caller.userId);
}

export async function deleteReview(
  db: Db,
  caller: Caller,
  courseId: string,
  reviewId: string,
): Promise<void> {
  await requireOwnReview(db, caller, courseId, reviewId);
  await db.transaction(async (tx) => {
    await lockCourse(tx, courseId);
    await tx
      .delete(courseReviews)
      .where(and(eq(courseReviews.id, reviewId), eq(courseReviews.userId, caller.userId)));
    await refreshCourseStats(tx, [courseId]);
  });
}
