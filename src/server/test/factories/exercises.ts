import { exercises } from '../../db/schema/index.ts';
import { type Executor, unique } from './support.ts';

export type NewExerciseOptions = { organizationId: string; courseId: string } & Partial<
  Omit<typeof exercises.$inferInsert, 'organizationId' | 'courseId'>
>;

/** A published exercise worth 20 points. */
export async function newExercise(db: Executor, options: NewExerciseOptions) {
  const [row] = await db
    .insert(exercises)
    .values({
      title: unique('Exercice'),
      instructions: 'Une page.',
      points: 20,
      status: 'published',
      ...options,
    })
    .returning({ id: exercises.id });
  return row!;
}
