import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import type {
  TModeratedReview,
  TModerationList,
  TModerationQuery,
} from '#shared/platform/review-moderation.contract.ts';
import type { Db } from '../../db/client.ts';
import type { AuditActor } from '../audit/record-audit.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { Caller } from '../auth/caller.ts';
import { lockCourse } from '../courses/courses.repo.ts';
import { refreshCourseStats } from './catalog.repo.ts';
import { findOrganizationReview, listModerationPage, setReviewHidden } from './reviews.repo.ts';

// Platform console (issue 18, decision 289): the organisation's admins hide a review with a reason, or
// restore it. A hidden review leaves the course page; courses.rating and review_count follow in the
// same transaction, under the course's lock as every review change (reviews.ts). Another
// organisation's review is not found (404). Each change leaves one audit row.

type Row = Awaited<ReturnType<typeof listModerationPage>>['rows'][number];

const toModerated = ({ review, courseTitle, authorName, authorEmail }: Row): TModeratedReview => ({
  id: review.id,
  course: { id: review.courseId, title: courseTitle },
  author: { id: review.userId, name: authorName, email: authorEmail },
  rating: review.rating,
  comment: review.comment,
  createdAt: review.createdAt.toISOString(),
  hiddenAt: review.hiddenAt?.toISOString() ?? null,
  hiddenReason: review.hiddenReason,
});

export async function listReviewsToModerate(
  db: Db,
  caller: Caller,
  query: TModerationQuery,
): Promise<TModerationList> {
  const { rows, total } = await listModerationPage(db, caller.organizationId, query);
  return { reviews: rows.map(toModerated), total, page: query.page, limit: query.limit };
}

export async function moderateReview(
  db: Db,
  caller: Caller,
  actor: AuditActor,
  reviewId: string,
  change: { hide: boolean; reason: string },
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await findOrganizationReview(tx, caller.organizationId, reviewId);
    if (!found) throw new AppError('NOT_FOUND', t('platform.review.notFound'));
    // The course first, as every review change locks it, then the review itself.
    await lockCourse(tx, found.courseId);
    const review = await findOrganizationReview(tx, caller.organizationId, reviewId, true);
    if (!review) throw new AppError('NOT_FOUND', t('platform.review.notFound'));
    if (change.hide && review.hiddenAt) throw new AppError('CONFLICT', t('platform.review.alreadyHidden'));
    if (!change.hide && !review.hiddenAt) throw new AppError('CONFLICT', t('platform.review.notHidden'));
    await setReviewHidden(
      tx,
      review.id,
      change.hide ? { hiddenAt: now, hiddenBy: caller.userId, hiddenReason: change.reason } : null,
    );
    await refreshCourseStats(tx, [review.courseId]);
    await recordAudit(tx, actor, {
      organizationId: review.organizationId,
      action: change.hide ? 'review.hidden' : 'review.restored',
      targetType: 'review',
      targetId: review.id,
      details: { courseId: review.courseId, rating: review.rating, reason: change.reason },
    });
  });
}
