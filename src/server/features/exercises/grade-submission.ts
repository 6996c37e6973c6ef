import { AppError } from '#shared/errors.ts';
import type { TGradeSubmission, TSubmissionToGrade } from '#shared/exercises/exercise.contract.ts';
import { t } from '#shared/messages/fr.ts';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../auth/caller.ts';
import { markLessonCompleted } from '../learning/progress.repo.ts';
import { queueGradeNotice } from '../notifications/queue-grade-notice.ts';
import { listSubmissionsToGrade, saveGrade } from './exercises.repo.ts';
import { requireSubmissionToGrade } from './grader-access.ts';
import { toSubmissionToGrade } from './submission-view.ts';

/**
 * Grades a submission of a course the caller teaches (404 outside the organisation, 403 for another
 * instructor's course): 0 ≤ score ≤ max_score. Grading again corrects the grade.
 */
export async function gradeSubmission(
  db: Db,
  caller: Caller,
  submissionId: string,
  grade: TGradeSubmission,
): Promise<TSubmissionToGrade> {
  const submission = await requireSubmissionToGrade(db, caller, submissionId);
  const maxScore = grade.max_score ?? submission.maxScore;
  if (grade.score > maxScore) {
    const message = t('exercises.scoreOutOfRange', { max: maxScore });
    // Under the field, like the contract's own messages (details.fields).
    throw new AppError('VALIDATION', message, { fields: { score: message } });
  }
  const saved = { score: grade.score, maxScore, feedback: grade.feedback || null };
  await db.transaction(async (tx) => {
    await saveGrade(tx, submissionId, { ...saved, gradedBy: caller.userId });
    // The learner's email, once per grade (docs/decisions/050), committed with the grade itself.
    await queueGradeNotice(tx, submission, saved);
    // A submission sent before submitting completed the lesson (decision 042) completes it now.
    await markLessonCompleted(tx, submission);
  });
  const [row] = await listSubmissionsToGrade(db, {
    organizationId: caller.organizationId,
    taughtBy: null,
    submissionId,
  });
  return toSubmissionToGrade(row!);
}
