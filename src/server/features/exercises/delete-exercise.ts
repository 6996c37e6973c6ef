import { AppError } from '#shared/errors.ts';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../auth/caller.ts';
import { isUsedByALesson } from '../courses/courses.repo.ts';
import { countSubmissions, deleteExercise, lockExerciseForDelete } from './exercise-builder.repo.ts';
import { requireBuilderExercise } from './exercise-builder-access.ts';

/** Deletes an exercise nobody uses: no submission, no lesson pointing at it. Otherwise 409. */
export async function deleteUnusedExercise(db: Db, caller: Caller, exerciseId: string): Promise<void> {
  const { exercise } = await requireBuilderExercise(db, caller, exerciseId);
  await db.transaction(async (tx) => {
    await lockExerciseForDelete(tx, exercise.id);
    if (
      (await countSubmissions(tx, exercise.id)) > 0 ||
      (await isUsedByALesson(tx, 'exercise_id', exercise.id))
    ) {
      throw new AppError('EXERCISE_IN_USE');
    }
    await deleteExercise(tx, exercise.id);
  });
}
