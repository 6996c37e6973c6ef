import { FEEDBACK_PAGE_SIZE, type TMyFeedback } from '#shared/learning/feedback.contract.ts';
import type { Executor } from '../../db/client.ts';
import type { Caller } from '../auth/caller.ts';
import { listReviewsWrittenBy } from '../catalog/reviews.repo.ts';
import { listGradedWorkOf } from '../exercises/exercises.repo.ts';

/** The learner's 'Feedbacks': their graded exercises with the comments, and the reviews they wrote. */
export async function getMyFeedback(db: Executor, caller: Caller): Promise<TMyFeedback> {
  // One more than shown: whether older ones are left out.
  const graded = await listGradedWorkOf(db, caller, FEEDBACK_PAGE_SIZE + 1);
  const reviews = await listReviewsWrittenBy(db, caller.userId, FEEDBACK_PAGE_SIZE + 1);
  return {
    graded: graded.slice(0, FEEDBACK_PAGE_SIZE).map((row) => ({
      ...row,
      // A graded submission always has its score and date (exercise_submissions_graded_has_score).
      score: row.score ?? 0,
      gradedAt: (row.gradedAt ?? new Date(0)).toISOString(),
    })),
    hasMoreGraded: graded.length > FEEDBACK_PAGE_SIZE,
    reviews: reviews
      .slice(0, FEEDBACK_PAGE_SIZE)
      .map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() })),
    hasMoreReviews: reviews.length > FEEDBACK_PAGE_SIZE,
  };
}
