import { AppError } from '#shared/errors.ts';
import type { TGradeSubmission, TSubmissionToGrade } from '#shared/learning/exercise.contract.ts';
import { t } from '#shared/messages/fr.ts';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../auth/caller.ts';
import { findSubmissionForGrading, listSubmissionsToGrade, saveGrade } from './exercises.repo.ts';
import { seesWholeOrganization } from './list-submissions-to-grade.ts';
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
  const found = await findSubmissionForGrading(db, submissionId);
  if (!found || found.organizationId !== caller.organizationId) {
    throw new AppError('NOT_FOUND', t('exercise.submissionNotFound'));
  }
  if (!seesWholeOrganization(caller) && found.instructorUserId !== caller.userId) {
    throw new AppError('FORBIDDEN', t('exercise.notYourCourse'));
  }
  const maxScore = grade.max_score ?? found.submission.maxScore;
  if (grade.score > maxScore) {
    throw new AppError('VALIDATION', t('exercise.scoreOutOfRange', { max: maxScore }));
  }
  await saveGrade(db, submissionId, {
    score: grade.score,
    maxScore,
    feedback: grade.feedback || null,
    gradedBy: caller.userId,
  });
  const [row] = await listSubmissionsToGrade(db, {
    organizationId: caller.organizationId,
    taughtBy: null,
    submissionId,
  });
  return toSubmissionToGrade(row!);
}
