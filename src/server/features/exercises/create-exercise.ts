import type { TCreateExercise, TExerciseForBuilder } from '#shared/exercises/exercise-builder.contract.ts';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../auth/caller.ts';
import { requireAuthorableCourse } from '../courses/authoring-access.ts';
import { insertBuilderExercise } from './exercise-builder.repo.ts';
import { exerciseFieldsRow, reloadExercise } from './exercise-builder-access.ts';

/** 'Nouvel exercice': a draft of one of the caller's courses. */
export async function createExercise(
  db: Db,
  caller: Caller,
  input: TCreateExercise,
): Promise<TExerciseForBuilder> {
  const course = await requireAuthorableCourse(db, caller, input.course_id);
  const exerciseId = await insertBuilderExercise(db, {
    organizationId: course.organizationId,
    courseId: course.id,
    ...exerciseFieldsRow(input),
  });
  return reloadExercise(db, exerciseId);
}
