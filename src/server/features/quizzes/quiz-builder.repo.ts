import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { QuizStatus } from '#shared/domain.ts';
import type { Executor, Tx } from '../../db/client.ts';
import { quizAnswers, quizAttempts, quizOptions, quizQuestions, quizzes } from '../../db/schema/quizzes.ts';
import type { AuthoringScope } from '../courses/authoring-access.ts';
import { courseInstructorUserIdOf, coursesOfOrganization, courseTitleOf } from '../courses/courses.repo.ts';
import type { QuizQuestionDefinition } from './quiz-definition.ts';
import { insertOptions } from './quizzes.repo.ts';

// The quiz builder's reads and writes of the quizzes tables (issue 14). Use cases open the
// transactions; every edit of a quiz's questions runs under lockQuizForEdit (decision 153).

export type QuizSettingsRow = Pick<
  typeof quizzes.$inferInsert,
  | 'title'
  | 'description'
  | 'durationMinutes'
  | 'passingScore'
  | 'shuffleQuestions'
  | 'shuffleOptions'
  | 'showResults'
  | 'allowRetries'
  | 'type'
>;

/** Part of a title, any case, without LIKE wildcards to escape. */
const titleContains = (column: SQL | typeof quizzes.title, search: string) =>
  sql`strpos(lower(${column}), lower(${search})) > 0`;

/** The quizzes of the scope (organisation; one instructor's courses), newest change first. */
export async function listBuilderQuizzes(
  db: Executor,
  scope: AuthoringScope,
  filter: { status?: QuizStatus | undefined; search?: string | undefined },
) {
  return db
    .select({
      quiz: quizzes,
      courseTitle: courseTitleOf(quizzes.courseId),
      questionCount: sql<number>`(select count(*)::int from ${quizQuestions} where ${eq(quizQuestions.quizId, quizzes.id)})`,
    })
    .from(quizzes)
    .where(
      and(
        eq(quizzes.organizationId, scope.organizationId),
        scope.taughtBy === undefined
          ? undefined
          : inArray(
              quizzes.courseId,
              coursesOfOrganization(db, scope.organizationId, { taughtBy: scope.taughtBy }),
            ),
        filter.status ? eq(quizzes.status, filter.status) : undefined,
        filter.search ? titleContains(quizzes.title, filter.search) : undefined,
      ),
    )
    .orderBy(desc(quizzes.updatedAt), asc(quizzes.id))
    .limit(500);
}

/** A quiz with what its authorisation needs (organisation, the course's instructor), or null. */
export async function findBuilderQuiz(db: Executor, quizId: string) {
  const [row] = await db
    .select({
      quiz: quizzes,
      organizationId: quizzes.organizationId,
      instructorUserId: courseInstructorUserIdOf(quizzes.courseId),
      courseTitle: courseTitleOf(quizzes.courseId),
    })
    .from(quizzes)
    .where(eq(quizzes.id, quizId));
  return row ?? null;
}

/**
 * Locks the quiz against answers and completions (they take it FOR SHARE: lockQuizForAnswer) until
 * the transaction ends; new attempts (a key share) still start, unless `forDelete` (then they wait,
 * and fail once the quiz is gone). Returns false for an unknown quiz.
 */
export async function lockQuizForEdit(tx: Tx, quizId: string, forDelete = false): Promise<boolean> {
  const rows = await tx
    .select({ id: quizzes.id })
    .from(quizzes)
    .where(eq(quizzes.id, quizId))
    .for(forDelete ? 'update' : 'no key update');
  return rows.length > 0;
}

/** Holds the quiz's questions as they are while an answer is judged or an attempt scored. */
export async function lockQuizForAnswer(tx: Tx, quizId: string) {
  await tx.select({ id: quizzes.id }).from(quizzes).where(eq(quizzes.id, quizId)).for('share');
}

/** Questions of the quiz that a learner opened or answered (they have a quiz_answers row). */
export async function listUsedQuestionIds(db: Executor, quizId: string): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ id: quizAnswers.questionId })
    .from(quizAnswers)
    .innerJoin(quizQuestions, eq(quizQuestions.id, quizAnswers.questionId))
    .where(eq(quizQuestions.quizId, quizId));
  return new Set(rows.map((row) => row.id));
}

export async function countAttempts(db: Executor, quizId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(quizAttempts).where(eq(quizAttempts.quizId, quizId));
  return row?.n ?? 0;
}

export async function insertBuilderQuiz(
  db: Executor,
  values: QuizSettingsRow & { organizationId: string; courseId: string },
) {
  const [row] = await db
    .insert(quizzes)
    .values({ ...values, status: 'draft' })
    .returning({ id: quizzes.id });
  return row!.id;
}

export async function updateQuizSettings(tx: Tx, quizId: string, values: QuizSettingsRow) {
  await tx
    .update(quizzes)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(quizzes.id, quizId));
}

export async function setQuizStatus(db: Executor, quizId: string, status: QuizStatus) {
  await db.update(quizzes).set({ status, updatedAt: new Date() }).where(eq(quizzes.id, quizId));
}

export async function deleteQuiz(tx: Tx, quizId: string) {
  await tx.delete(quizzes).where(eq(quizzes.id, quizId));
}

export async function deleteQuestions(tx: Tx, questionIds: string[]) {
  if (questionIds.length > 0) await tx.delete(quizQuestions).where(inArray(quizQuestions.id, questionIds));
}

/**
 * Moves the quiz's questions out of the way of the new numbering (orders are unique per quiz):
 * each order becomes its negative until setQuestionOrder gives it its place.
 */
export async function releaseQuestionOrders(tx: Tx, quizId: string) {
  await tx
    .update(quizQuestions)
    .set({ questionOrder: sql`-abs(${quizQuestions.questionOrder})` })
    .where(eq(quizQuestions.quizId, quizId));
}

/** Rewrites a kept question: its order and explanation, and with `definition` everything else. */
export async function updateQuestion(
  tx: Tx,
  question: { id: string; organizationId: string; order: number; explanation: string | null },
  definition: QuizQuestionDefinition | null,
) {
  await tx
    .update(quizQuestions)
    .set({
      questionOrder: question.order,
      explanation: question.explanation,
      ...(definition && {
        questionText: definition.text,
        questionType: definition.type,
        points: definition.points,
        timeLimitSeconds: definition.timeLimitSeconds,
      }),
      updatedAt: new Date(),
    })
    .where(eq(quizQuestions.id, question.id));
  if (!definition) return;
  await tx.delete(quizOptions).where(eq(quizOptions.questionId, question.id));
  await insertOptions(tx, question.organizationId, [question.id], [definition]);
}

/** The highest question order of the quiz (0 without questions). */
export async function lastQuestionOrder(tx: Tx, quizId: string): Promise<number> {
  const [row] = await tx
    .select({ last: sql<number>`coalesce(max(${quizQuestions.questionOrder}), 0)::int` })
    .from(quizQuestions)
    .where(eq(quizQuestions.quizId, quizId));
  return row?.last ?? 0;
}
