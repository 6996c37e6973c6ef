import type { TExerciseForBuilder, TUpdateExercise } from '#shared/exercises/exercise-builder.contract.ts';
import { t } from '#shared/messages/fr.ts';
import type { Executor } from '../../db/client.ts';
import type { Caller } from '../auth/caller.ts';
import { requireAuthorOf } from '../courses/authoring-access.ts';
import { findBuilderExercise } from './exercise-builder.repo.ts';

export type BuilderExercise = NonNullable<Awaited<ReturnType<typeof findBuilderExercise>>>;

/** An exercise the caller may build: 404 'Exercice introuvable' outside their organisation, 403 another instructor's. */
export async function requireBuilderExercise(db: Executor, caller: Caller, exerciseId: string) {
  return requireAuthorOf(caller, await findBuilderExercise(db, exerciseId), t('exercises.builder.notFound'));
}

/** The exercise as the builder shows it. */
export function exerciseForBuilder(row: BuilderExercise): TExerciseForBuilder {
  const { exercise } = row;
  return {
    id: exercise.id,
    course_id: exercise.courseId,
    course_title: row.courseTitle,
    title: exercise.title,
    description: exercise.description,
    instructions: exercise.instructions,
    points: exercise.points,
    difficulty_level: exercise.difficultyLevel,
    estimated_duration: exercise.estimatedDurationMinutes,
    deadline: exercise.deadline?.toISOString() ?? null,
    status: exercise.status,
    submission_count: row.submissionCount,
    updated_at: exercise.updatedAt.toISOString(),
  };
}

/** The columns of a create or update body. */
export const exerciseFieldsRow = (input: TUpdateExercise) => ({
  title: input.title,
  description: input.description,
  instructions: input.instructions,
  points: input.points,
  difficultyLevel: input.difficulty_level,
  estimatedDurationMinutes: input.estimated_duration,
  deadline: input.deadline === null ? null : new Date(input.deadline),
});

/** Read again after a write: the row as stored. */
export async function reloadExercise(db: Executor, exerciseId: string): Promise<TExerciseForBuilder> {
  const row = await findBuilderExercise(db, exerciseId);
  if (!row) throw new Error(`exercice ${exerciseId} disparu`);
  return exerciseForBuilder(row);
}
