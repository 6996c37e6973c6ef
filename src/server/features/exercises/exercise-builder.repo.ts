import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ExerciseStatus } from '#shared/domain.ts';
import type { Executor, Tx } from '../../db/client.ts';
import { exerciseSubmissions, exercises } from '../../db/schema/exercises.ts';
import type { AuthoringScope } from '../courses/authoring-access.ts';
import { courseInstructorUserIdOf, coursesOfOrganization, courseTitleOf } from '../courses/courses.repo.ts';

// The exercise builder's reads and writes of the exercises table (issue 14).

export type ExerciseFieldsRow = Pick<
  typeof exercises.$inferInsert,
  | 'title'
  | 'description'
  | 'instructions'
  | 'points'
  | 'difficultyLevel'
  | 'estimatedDurationMinutes'
  | 'deadline'
>;

const submissionCount = sql<number>`(select count(*)::int from ${exerciseSubmissions} where ${eq(exerciseSubmissions.exerciseId, exercises.id)})`;

const builderColumns = {
  exercise: exercises,
  organizationId: exercises.organizationId,
  instructorUserId: courseInstructorUserIdOf(exercises.courseId),
  courseTitle: courseTitleOf(exercises.courseId),
  submissionCount,
};

/** The exercises of the scope (organisation; one instructor's courses), newest change first. */
export async function listBuilderExercises(
  db: Executor,
  scope: AuthoringScope,
  filter: { status?: ExerciseStatus | undefined; search?: string | undefined },
) {
  return db
    .select(builderColumns)
    .from(exercises)
    .where(
      and(
        eq(exercises.organizationId, scope.organizationId),
        scope.taughtBy === undefined
          ? undefined
          : inArray(
              exercises.courseId,
              coursesOfOrganization(db, scope.organizationId, { taughtBy: scope.taughtBy }),
            ),
        filter.status ? eq(exercises.status, filter.status) : undefined,
        filter.search ? sql`strpos(lower(${exercises.title}), lower(${filter.search})) > 0` : undefined,
      ),
    )
    .orderBy(desc(exercises.updatedAt), asc(exercises.id))
    .limit(500);
}

/** An exercise with what its authorisation needs (organisation, the course's instructor), or null. */
export async function findBuilderExercise(db: Executor, exerciseId: string) {
  const [row] = await db.select(builderColumns).from(exercises).where(eq(exercises.id, exerciseId));
  return row ?? null;
}

export async function insertBuilderExercise(
  db: Executor,
  values: ExerciseFieldsRow & { organizationId: string; courseId: string },
) {
  const [row] = await db
    .insert(exercises)
    .values({ ...values, status: 'draft' })
    .returning({ id: exercises.id });
  return row!.id;
}

export async function updateExerciseFields(db: Executor, exerciseId: string, values: ExerciseFieldsRow) {
  await db
    .update(exercises)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(exercises.id, exerciseId));
}

export async function setExerciseStatus(db: Executor, exerciseId: string, status: ExerciseStatus) {
  await db.update(exercises).set({ status, updatedAt: new Date() }).where(eq(exercises.id, exerciseId));
}

/** Locks the exercise row for its deletion: a submission being written (its key share) waits. */
export async function lockExerciseForDelete(tx: Tx, exerciseId: string) {
  await tx.select({ id: exercises.id }).from(exercises).where(eq(exercises.id, exerciseId)).for('update');
}

export async function countSubmissions(db: Executor, exerciseId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(exerciseSubmissions)
    .where(eq(exerciseSubmissions.exerciseId, exerciseId));
  return row?.n ?? 0;
}

export async function deleteExercise(tx: Tx, exerciseId: string) {
  await tx.delete(exercises).where(eq(exercises.id, exerciseId));
}
