import type { TSubmissionsQuery, TSubmissionToGrade } from '#shared/exercises/exercise.contract.ts';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../auth/caller.ts';
import { listSubmissionsToGrade } from './exercises.repo.ts';
import { seesWholeOrganization } from './grader-access.ts';
import { toSubmissionToGrade } from './submission-view.ts';

/**
 * Submissions of the courses the caller teaches (a superadmin: every course of the organisation),
 * newest first, optionally by status and course.
 */
export async function listSubmissions(
  db: Db,
  caller: Caller,
  query: TSubmissionsQuery,
): Promise<TSubmissionToGrade[]> {
  const rows = await listSubmissionsToGrade(db, {
    organizationId: caller.organizationId,
    taughtBy: seesWholeOrganization(caller) ? null : caller.userId,
    status: query.status,
    courseId: query.courseId,
  });
  return rows.map(toSubmissionToGrade);
}
