import type { TExerciseListItem } from '#shared/exercises/exercise-builder.contract.ts';
import type { TBuilderListQuery } from '#shared/quizzes/quiz-builder.contract.ts';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../auth/caller.ts';
import { authoringScope } from '../courses/authoring-access.ts';
import { listBuilderExercises } from './exercise-builder.repo.ts';
import { exerciseForBuilder } from './exercise-builder-access.ts';

/**
 * 'Mes exercices' and the editor's picker (`?status=published`): an instructor's exercises of the
 * courses they teach, an admin's of the whole organisation.
 */
export async function listExercisesToBuild(
  db: Db,
  caller: Caller,
  query: TBuilderListQuery,
): Promise<TExerciseListItem[]> {
  const rows = await listBuilderExercises(db, authoringScope(caller), query);
  return rows.map((row) => {
    const { description: _description, instructions: _instructions, ...item } = exerciseForBuilder(row);
    return item;
  });
}
