import { exerciseSubmissions, exercises } from '../schema/index.ts';
import { courseOrganizationId, type Executor, unique } from './support.ts';

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

export type NewSubmissionOptions = {
  exerciseId: string;
  lessonId: string;
  courseId: string;
  userId: string;
} & Partial<Omit<typeof exerciseSubmissions.$inferInsert, 'organizationId'>>;

/** A text submission to the exercise, waiting for its grade (pass `status: 'graded'` and a `score` for a graded one). */
export async function newSubmission(db: Executor, options: NewSubmissionOptions) {
  const organizationId = await courseOrganizationId(db, options.courseId);
  const [row] = await db
    .insert(exerciseSubmissions)
    .values({ organizationId, text: 'Ma réponse.', maxScore: 20, ...options })
    .returning();
  return row!;
}
