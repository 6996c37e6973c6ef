import { and, type Column, count, desc, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { ExerciseSubmissionStatus } from '#shared/domain.ts';
import type { Executor, Tx } from '../../db/client.ts';
import { exerciseSubmissions, exercises } from '../../db/schema/exercises.ts';
import { userFieldOf } from '../auth/auth.repo.ts';
import {
  courseInstructorUserIdOf,
  courseOrganizationOf,
  coursesOfOrganization,
  courseTitleOf,
  lessonTitleOf,
} from '../courses/courses.repo.ts';

// The exercises capability's only database access. Use cases open the transactions and pass them in.

export type Exercise = typeof exercises.$inferSelect;
export type Submission = typeof exerciseSubmissions.$inferSelect;
export type SubmissionContent = Pick<Submission, 'text' | 'fileName' | 'fileType' | 'fileSize' | 'filePath'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The exercise a lesson's content points at (exercise_id, or id), when it is a uuid. */
export function exerciseIdOf(content: unknown): string | null {
  const record = (content ?? {}) as Record<string, unknown>;
  const value = record.exercise_id ?? record.id;
  return typeof value === 'string' && UUID.test(value) ? value : null;
}

/** A published exercise of this course, or null (unknown, draft and foreign exercises look the same). */
export async function findPublishedExercise(db: Executor, exerciseId: string, courseId: string) {
  const [exercise] = await db
    .select()
    .from(exercises)
    .where(
      and(eq(exercises.id, exerciseId), eq(exercises.courseId, courseId), eq(exercises.status, 'published')),
    );
  return exercise ?? null;
}

/** The learner's submission to an exercise, or null; `lock` locks the row for the transaction. */
export async function findSubmission(
  db: Executor,
  exerciseId: string,
  userId: string,
  options: { lock: boolean } = { lock: false },
): Promise<Submission | null> {
  const query = db
    .select()
    .from(exerciseSubmissions)
    .where(and(eq(exerciseSubmissions.exerciseId, exerciseId), eq(exerciseSubmissions.userId, userId)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * Writes the learner's live submission: a first one is inserted, one still waiting for grading is
 * replaced. Returns null when the existing submission is already graded (nothing written).
 */
export async function upsertSubmission(
  tx: Tx,
  refs: { organizationId: string; exercise: Exercise; lessonId: string; userId: string },
  content: SubmissionContent,
): Promise<Submission | null> {
  const now = new Date();
  const [row] = await tx
    .insert(exerciseSubmissions)
    .values({
      organizationId: refs.organizationId,
      exerciseId: refs.exercise.id,
      lessonId: refs.lessonId,
      courseId: refs.exercise.courseId,
      userId: refs.userId,
      maxScore: refs.exercise.points,
      submittedAt: now,
      ...content,
    })
    .onConflictDoUpdate({
      target: [exerciseSubmissions.exerciseId, exerciseSubmissions.userId],
      set: { ...content, maxScore: refs.exercise.points, submittedAt: now, updatedAt: now },
      setWhere: eq(exerciseSubmissions.status, 'submitted'),
    })
    .returning();
  return row ?? null;
}

const toGradeColumns = {
  submission: exerciseSubmissions,
  exerciseTitle: exercises.title,
  courseTitle: courseTitleOf(exerciseSubmissions.courseId),
  lessonTitle: lessonTitleOf(exerciseSubmissions.lessonId),
  learnerName: userFieldOf(exerciseSubmissions.userId, 'name'),
  learnerEmail: userFieldOf(exerciseSubmissions.userId, 'email'),
};

export type SubmissionToGradeRow = {
  submission: Submission;
  exerciseTitle: string;
  courseTitle: string;
  lessonTitle: string;
  learnerName: string;
  learnerEmail: string;
};

/**
 * Submissions of the organisation's courses, newest first; `taughtBy` keeps only the courses whose
 * instructor profile belongs to that user.
 */
export async function listSubmissionsToGrade(
  db: Executor,
  filter: {
    organizationId: string;
    taughtBy: string | null;
    status?: ExerciseSubmissionStatus | undefined;
    courseId?: string | undefined;
    submissionId?: string | undefined;
  },
  limit = 500,
): Promise<SubmissionToGradeRow[]> {
  const courseIds = coursesOfOrganization(db, filter.organizationId, {
    ...(filter.taughtBy ? { taughtBy: filter.taughtBy } : {}),
  });
  const conditions: SQL[] = [inArray(exerciseSubmissions.courseId, courseIds)];
  if (filter.status) conditions.push(eq(exerciseSubmissions.status, filter.status));
  if (filter.courseId) conditions.push(eq(exerciseSubmissions.courseId, filter.courseId));
  if (filter.submissionId) conditions.push(eq(exerciseSubmissions.id, filter.submissionId));
  return db
    .select(toGradeColumns)
    .from(exerciseSubmissions)
    .innerJoin(exercises, eq(exercises.id, exerciseSubmissions.exerciseId))
    .where(and(...conditions))
    .orderBy(desc(exerciseSubmissions.submittedAt), desc(exerciseSubmissions.id))
    .limit(limit);
}

/** A submission with its course's organisation and the user behind the course's instructor profile. */
export async function findSubmissionForGrading(db: Executor, submissionId: string) {
  const [row] = await db
    .select({
      submission: exerciseSubmissions,
      organizationId: courseOrganizationOf(exerciseSubmissions.courseId),
      instructorUserId: courseInstructorUserIdOf(exerciseSubmissions.courseId),
    })
    .from(exerciseSubmissions)
    .where(eq(exerciseSubmissions.id, submissionId));
  return row ?? null;
}

export async function saveGrade(
  db: Executor,
  submissionId: string,
  grade: { score: number; maxScore: number; feedback: string | null; gradedBy: string },
) {
  const now = new Date();
  await db
    .update(exerciseSubmissions)
    .set({ ...grade, status: 'graded', gradedAt: now, updatedAt: now })
    .where(eq(exerciseSubmissions.id, submissionId));
}

/** The learner's latest graded submissions in this organisation, newest first, with their exercise and course. */
export async function listRecentGradedSubmissions(
  db: Executor,
  learner: { userId: string; organizationId: string },
  limit: number,
) {
  return db
    .select({
      id: exerciseSubmissions.id,
      courseId: exerciseSubmissions.courseId,
      courseTitle: courseTitleOf(exerciseSubmissions.courseId),
      title: exercises.title,
      lessonId: exerciseSubmissions.lessonId,
      score: exerciseSubmissions.score,
      maxScore: exerciseSubmissions.maxScore,
      gradedAt: exerciseSubmissions.gradedAt,
    })
    .from(exerciseSubmissions)
    .innerJoin(exercises, eq(exercises.id, exerciseSubmissions.exerciseId))
    .where(
      and(
        eq(exerciseSubmissions.userId, learner.userId),
        eq(exerciseSubmissions.status, 'graded'),
        inArray(exerciseSubmissions.courseId, coursesOfOrganization(db, learner.organizationId)),
      ),
    )
    .orderBy(desc(exerciseSubmissions.gradedAt))
    .limit(limit);
}

/** The learner's graded submissions in a course: their scores. */
export async function listGradedScores(db: Executor, userId: string, courseId: string) {
  return db
    .select({ score: exerciseSubmissions.score, maxScore: exerciseSubmissions.maxScore })
    .from(exerciseSubmissions)
    .where(
      and(
        eq(exerciseSubmissions.userId, userId),
        eq(exerciseSubmissions.courseId, courseId),
        eq(exerciseSubmissions.status, 'graded'),
      ),
    );
}

/** A submission with its exercise's and course's titles: what the graded email says. */
export async function findGradedSubmission(db: Executor, submissionId: string) {
  const [row] = await db
    .select({
      userId: exerciseSubmissions.userId,
      lessonId: exerciseSubmissions.lessonId,
      status: exerciseSubmissions.status,
      score: exerciseSubmissions.score,
      maxScore: exerciseSubmissions.maxScore,
      feedback: exerciseSubmissions.feedback,
      exerciseTitle: exercises.title,
      courseTitle: courseTitleOf(exerciseSubmissions.courseId),
    })
    .from(exerciseSubmissions)
    .innerJoin(exercises, eq(exercises.id, exerciseSubmissions.exerciseId))
    .where(eq(exerciseSubmissions.id, submissionId));
  return row ?? null;
}

/** The estimated duration (minutes) of each of these exercises that belongs to the organisation. */
export async function exerciseDurationsInOrganization(
  db: Executor,
  organizationId: string,
  exerciseIds: string[],
): Promise<Map<string, number>> {
  if (exerciseIds.length === 0) return new Map();
  const rows = await db
    .select({ id: exercises.id, minutes: exercises.estimatedDurationMinutes })
    .from(exercises)
    .where(and(eq(exercises.organizationId, organizationId), inArray(exercises.id, exerciseIds)));
  return new Map(rows.map((row) => [row.id, row.minutes]));
}

// ── Cohorts, part space (issue 15): the exercises a cohort sets as 'Travaux pratiques' ───────────

/** These exercises of the course (any status: a cohort may set one before it is published). */
export async function listExercisesOfCourse(db: Executor, courseId: string, exerciseIds: string[]) {
  if (exerciseIds.length === 0) return [];
  return db
    .select({
      id: exercises.id,
      title: exercises.title,
      description: exercises.description,
      points: exercises.points,
    })
    .from(exercises)
    .where(and(eq(exercises.courseId, courseId), inArray(exercises.id, exerciseIds)));
}

/** The learner's submissions to these exercises. */
export async function listSubmissionsOfLearner(db: Executor, userId: string, exerciseIds: string[]) {
  if (exerciseIds.length === 0) return [];
  return db
    .select({
      exerciseId: exerciseSubmissions.exerciseId,
      status: exerciseSubmissions.status,
      submittedAt: exerciseSubmissions.submittedAt,
      score: exerciseSubmissions.score,
      maxScore: exerciseSubmissions.maxScore,
    })
    .from(exerciseSubmissions)
    .where(and(eq(exerciseSubmissions.userId, userId), inArray(exerciseSubmissions.exerciseId, exerciseIds)));
}

/** Per exercise, how many of these learners (a subquery of user ids) submitted, and how many were graded. */
export async function countSubmissionsOfLearners(db: Executor, exerciseIds: string[], userIds: SQLWrapper) {
  if (exerciseIds.length === 0) return new Map<string, { submitted: number; graded: number }>();
  const rows = await db
    .select({
      exerciseId: exerciseSubmissions.exerciseId,
      submitted: count(),
      graded: sql<number>`count(*) filter (where ${exerciseSubmissions.status} = 'graded')`.mapWith(Number),
    })
    .from(exerciseSubmissions)
    .where(
      and(inArray(exerciseSubmissions.exerciseId, exerciseIds), inArray(exerciseSubmissions.userId, userIds)),
    )
    .groupBy(exerciseSubmissions.exerciseId);
  return new Map(rows.map((row) => [row.exerciseId, { submitted: row.submitted, graded: row.graded }]));
}

// --- The learner's 'Feedbacks' page (issue 17)

/** The learner's graded submissions in their organisation's courses, newest first, with the comments. */
export async function listGradedWorkOf(
  db: Executor,
  learner: { userId: string; organizationId: string },
  limit: number,
) {
  return db
    .select({
      id: exerciseSubmissions.id,
      courseId: exerciseSubmissions.courseId,
      courseTitle: courseTitleOf(exerciseSubmissions.courseId),
      lessonId: exerciseSubmissions.lessonId,
      exerciseTitle: exercises.title,
      score: exerciseSubmissions.score,
      maxScore: exerciseSubmissions.maxScore,
      feedback: exerciseSubmissions.feedback,
      graderName: userFieldOf(exerciseSubmissions.gradedBy, 'name'),
      gradedAt: exerciseSubmissions.gradedAt,
    })
    .from(exerciseSubmissions)
    .innerJoin(exercises, eq(exercises.id, exerciseSubmissions.exerciseId))
    .where(
      and(
        eq(exerciseSubmissions.userId, learner.userId),
        eq(exerciseSubmissions.status, 'graded'),
        inArray(exerciseSubmissions.courseId, coursesOfOrganization(db, learner.organizationId)),
      ),
    )
    .orderBy(desc(exerciseSubmissions.gradedAt), desc(exerciseSubmissions.id))
    .limit(limit);
}

/** The title of the exercise `exerciseId` points at, as a subquery for another table's select. */
export const exerciseTitleOf = (exerciseId: Column): SQL<string> =>
  sql<string>`(select ${exercises.title} from ${exercises} where ${eq(exercises.id, exerciseId)})`;

// Accounts, data and deletion (issue 17): the learner's submissions in their export (the file named
// and sized, never its bytes nor its storage key; the grader's feedback, not who graded), and their
// removal at erasure (the caller deletes the stored files the rows named).

/** A page of the learner's exercise submissions, with each exercise's title. */
export async function exportSubmissionRows(
  db: Executor,
  userId: string,
  afterId: string | null,
  limit: number,
) {
  const rows = await db
    .select({
      id: exerciseSubmissions.id,
      exercise_id: exerciseSubmissions.exerciseId,
      exercise_title: sql<string>`(select ${exercises.title} from ${exercises} where ${eq(exercises.id, exerciseSubmissions.exerciseId)})`,
      course_id: exerciseSubmissions.courseId,
      lesson_id: exerciseSubmissions.lessonId,
      text: exerciseSubmissions.text,
      file_name: exerciseSubmissions.fileName,
      file_type: exerciseSubmissions.fileType,
      file_size: exerciseSubmissions.fileSize,
      status: exerciseSubmissions.status,
      score: exerciseSubmissions.score,
      max_score: exerciseSubmissions.maxScore,
      feedback: exerciseSubmissions.feedback,
      graded_at: exerciseSubmissions.gradedAt,
      submitted_at: exerciseSubmissions.submittedAt,
      updated_at: exerciseSubmissions.updatedAt,
    })
    .from(exerciseSubmissions)
    .where(
      and(
        eq(exerciseSubmissions.userId, userId),
        afterId === null ? undefined : sql`${exerciseSubmissions.id} > ${afterId}`,
      ),
    )
    .orderBy(exerciseSubmissions.id)
    .limit(limit);
  return rows.map(({ file_name, file_type, file_size, ...row }) => ({
    ...row,
    file: file_name === null ? null : { name: file_name, type: file_type, size: file_size },
  }));
}

/** Deletes the learner's submissions; answers the storage keys of their files. */
export async function deleteSubmissionsOf(tx: Executor, userId: string): Promise<string[]> {
  const rows = await tx
    .delete(exerciseSubmissions)
    .where(eq(exerciseSubmissions.userId, userId))
    .returning({ filePath: exerciseSubmissions.filePath });
  return rows.flatMap((row) => (row.filePath ? [row.filePath] : []));
}

// admin-people (issue 18): the admin dashboard's 'Exercices à corriger'.
/** The organisation's submissions not graded yet. */
export async function countSubmissionsToGrade(db: Executor, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(exerciseSubmissions)
    .where(
      and(
        eq(exerciseSubmissions.organizationId, organizationId),
        eq(exerciseSubmissions.status, 'submitted'),
      ),
    );
  return Number(row?.n ?? 0);
}
