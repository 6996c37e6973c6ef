import { AppError } from '#shared/errors.ts';
import type { TExerciseSubmission } from '#shared/exercises/exercise.contract.ts';
import { t } from '#shared/messages/fr.ts';
import type { Db } from '../../db/client.ts';
import type { Storage } from '../../storage/storage.ts';
import type { Caller } from '../auth/caller.ts';
import { markLessonCompleted } from '../learning/progress.repo.ts';
import { isPastDeadline, requireOpenExercise } from './exercise-access.ts';
import { findSubmission, upsertSubmission } from './exercises.repo.ts';
import type { SubmissionBody } from './submission-files.ts';
import { toLearnerSubmission } from './submission-view.ts';

/**
 * Submits (or, before grading, replaces) the caller's answer to an exercise. Access, deadline and
 * grading are checked before the body is read, so a refused call stores nothing; a file stored
 * for a write that then fails is deleted. A replaced file is deleted once the new one is saved.
 * Submitting completes the exercise lesson (decision 042).
 */
export async function submitExercise(
  db: Db,
  caller: Caller,
  lessonId: string,
  input: { storage: Storage; readBody: () => Promise<SubmissionBody> },
): Promise<{ submission: TExerciseSubmission; isFirst: boolean }> {
  const { exercise, lessonId: id } = await requireOpenExercise(db, caller, lessonId);
  if (isPastDeadline(exercise)) throw new AppError('EXERCISE_DEADLINE_PASSED');
  const existing = await findSubmission(db, exercise.id, caller.userId);
  if (existing?.status === 'graded') throw new AppError('EXERCISE_ALREADY_GRADED');

  const body = await input.readBody();
  const { file } = body;
  try {
    if (!body.text && !file) throw new AppError('VALIDATION', t('exercises.submissionEmpty'));
    const { saved, previous } = await db.transaction(async (tx) => {
      const previous = await findSubmission(tx, exercise.id, caller.userId, { lock: true });
      const saved = await upsertSubmission(
        tx,
        { organizationId: caller.organizationId, exercise, lessonId: id, userId: caller.userId },
        {
          text: body.text,
          fileName: file?.name ?? null,
          fileType: file?.type ?? null,
          fileSize: file?.size ?? null,
          filePath: file?.key ?? null,
        },
      );
      if (!saved) throw new AppError('EXERCISE_ALREADY_GRADED');
      // Submitted work completes the lesson, with the course's progress, in this transaction.
      await markLessonCompleted(tx, {
        organizationId: caller.organizationId,
        userId: caller.userId,
        courseId: saved.courseId,
        lessonId: saved.lessonId,
      });
      return { saved, previous };
    });
    if (previous?.filePath && previous.filePath !== saved.filePath) {
      await input.storage.delete(previous.filePath);
    }
    return { submission: toLearnerSubmission(saved), isFirst: previous === null };
  } catch (error) {
    if (file) await input.storage.delete(file.key);
    throw error;
  }
}
