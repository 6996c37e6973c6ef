import type { TReview, TReviewList, TReviewRequest } from '#shared/catalog/catalog.contract.ts';
import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Caller } from '../auth/caller.ts';
import { lockCourse } from '../courses/courses.repo.ts';
import { hasLiveEnrollment } from '../enrollments/enrollments.repo.ts';
import { findVisibleCourseRow, refreshCourseStats } from './catalog.repo.ts';
import {
  deleteOwnReview,
  findReviewOfCourse,
  findReviewWithAuthor,
  insertReview,
  listReviewsPage,
  type ReviewRow,
  updateOwnReview,
} from './reviews.repo.ts';

// Reviews: one per enrolled learner and course. Every change recomputes the course's rating and
// review_count in the same transaction, with the course row locked so concurrent reviews queue.

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

export async function listReviews(
  db: Db,
  organizationId: string,
  courseId: string,
  page: { page: number; limit: number },
  userId: string | null,
): Promise<TReviewList> {
  const course = await requireVisibleCourse(db, organizationId, courseId);
  const { rows, total } = await listReviewsPage(db, courseId, page);
  return {
    reviews: rows.map((row) => toReview(row, userId)),
    total,
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
  if (!(await hasLiveEnrollment(db, caller.userId, courseId)))
    throw new AppError('FORBIDDEN', t('review.notEnrolled'));
  const id = await db
    .transaction(async (tx) => {
      await lockCourse(tx, courseId);
      const created = await insertReview(tx, {
        organizationId: caller.organizationId,
        courseId,
        userId: caller.userId,
        rating: input.rating,
        comment: input.comment,
      });
      await refreshCourseStats(tx, [courseId]);
      return created;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new AppError('REVIEW_EXISTS');
      throw error;
    });
  return toReview((await findReviewWithAuthor(db, id))!, caller.userId);
}

async function requireOwnReview(db: Db, caller: Caller, courseId: string, reviewId: string) {
  await requireVisibleCourse(db, caller.organizationId, courseId);
  const review = await findReviewOfCourse(db, reviewId, courseId);
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
    await updateOwnReview(
      tx,
      { id: reviewId, userId: caller.userId },
      { rating: input.rating, comment: input.comment, updatedAt: new Date() },
    );
    await refreshCourseStats(tx, [courseId]);
  });
  return toReview((await findReviewWithAuthor(db, reviewId))!, caller.userId);
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
    await deleteOwnReview(tx, { id: reviewId, userId: caller.userId });
    await refreshCourseStats(tx, [courseId]);
  });
}
