import type { TExerciseForBuilder, TUpdateExercise } from '#shared/exercises/exercise-builder.contract.ts';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../auth/caller.ts';
import { setExerciseStatus, updateExerciseFields } from './exercise-builder.repo.ts';
import { exerciseFieldsRow, reloadExercise, requireBuilderExercise } from './exercise-builder-access.ts';

/**
 * 'Enregistrer' in the exercise builder. Submissions already graded keep the max score they were
 * graded out of (exercise_submissions.max_score), so changing the points never rescales them.
 */
export async function updateExercise(
  db: Db,
  caller: Caller,
  exerciseId: string,
  input: TUpdateExercise,
): Promise<TExerciseForBuilder> {
  const { exercise } = await requireBuilderExercise(db, caller, exerciseId);
  await updateExerciseFields(db, exercise.id, exerciseFieldsRow(input));
  return reloadExercise(db, exercise.id);
}

/** Publish (the editor's picker lists it, learners see it) or unpublish (back to draft). */
export async function setExercisePublication(
  db: Db,
  caller: Caller,
  exerciseId: string,
  status: 'draft' | 'published',
): Promise<TExerciseForBuilder> {
  const { exercise } = await requireBuilderExercise(db, caller, exerciseId);
  await setExerciseStatus(db, exercise.id, status);
  return reloadExercise(db, exercise.id);
}
