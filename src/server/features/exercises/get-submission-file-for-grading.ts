import type { Db } from '../../db/client.ts';
import type { Storage } from '../../storage/storage.ts';
import type { Caller } from '../auth/caller.ts';
import { requireSubmissionToGrade } from './grader-access.ts';
import { openSubmissionFile, type SubmissionDownload } from './submission-download.ts';

/**
 * The file of a submission the caller may grade (same rule as grading: the course's instructor, or a
 * superadmin of the organisation; 404 outside it, 403 for another instructor's course).
 */
export async function getSubmissionFileForGrading(
  db: Db,
  caller: Caller,
  submissionId: string,
  storage: Storage,
): Promise<SubmissionDownload> {
  const submission = await requireSubmissionToGrade(db, caller, submissionId);
  return openSubmissionFile(storage, submission);
}
