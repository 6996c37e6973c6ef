import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import type { Executor } from '../../db/client.ts';
import type { Caller } from '../auth/caller.ts';
import { findSubmissionForGrading, type Submission } from './exercises.repo.ts';

/** A superadmin grades (and sees) every submission of their organisation. */
export const seesWholeOrganization = (caller: Caller) => caller.roles.includes('superadmin');

/**
 * A submission the caller may grade and open: one of a course they teach (a superadmin: any course
 * of their organisation). 404 outside the organisation, so it does not learn the submission exists;
 * 403 for another instructor's course.
 */
export async function requireSubmissionToGrade(
  db: Executor,
  caller: Caller,
  submissionId: string,
): Promise<Submission> {
  const found = await findSubmissionForGrading(db, submissionId);
  if (!found || found.organizationId !== caller.organizationId) {
    throw new AppError('NOT_FOUND', t('exercises.submissionNotFound'));
  }
  if (!seesWholeOrganization(caller) && found.instructorUserId !== caller.userId) {
    throw new AppError('FORBIDDEN', t('exercises.notYourCourse'));
  }
  return found.submission;
}
