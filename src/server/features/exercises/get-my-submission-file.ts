import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import type { Db } from '../../db/client.ts';
import type { Storage } from '../../storage/storage.ts';
import type { Caller } from '../auth/caller.ts';
import { findLessonWithCourse } from '../courses/courses.repo.ts';
import { exerciseIdOf, findSubmission } from './exercises.repo.ts';
import { openSubmissionFile, type SubmissionDownload } from './submission-download.ts';

/**
 * The file the caller attached to their own submission for an exercise lesson of their
 * organisation. Their own work stays theirs to download after their access ended or the lesson was
 * locked again, so only ownership is checked; someone else's submission is never reachable here
 * (the lookup is by the caller's id).
 */
export async function getMySubmissionFile(
  db: Db,
  caller: Caller,
  lessonId: string,
  storage: Storage,
): Promise<SubmissionDownload> {
  const lesson = await findLessonWithCourse(db, lessonId);
  const exerciseId = lesson?.type === 'exercise' ? exerciseIdOf(lesson.content) : null;
  if (!lesson || lesson.organizationId !== caller.organizationId || !exerciseId) {
    throw new AppError('NOT_FOUND', t('exercises.notFound'));
  }
  const submission = await findSubmission(db, exerciseId, caller.userId);
  if (!submission || submission.lessonId !== lesson.id) {
    throw new AppError('NOT_FOUND', t('exercises.submissionNotFound'));
  }
  return openSubmissionFile(storage, submission);
}
