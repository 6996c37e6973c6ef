import { and, asc, desc, eq, inArray, isNotNull, isNull, max, type SQL, sql } from 'drizzle-orm';
import type { QuestionType, QuizAnswer, QuizOption } from '#shared/quizzes/quiz-scoring.ts';
import type { Executor, Tx } from '../../db/client.ts';
// instructor's desk (issue 17)
import { type DayScope, inDayScope, utcDay } from '../../db/day-scope.ts';
import { quizAnswers, quizAttempts, quizOptions, quizQuestions, quizzes } from '../../db/schema/quizzes.ts';
import { coursesOfOrganization, courseTitleOf } from '../courses/courses.repo.ts';
import type { QuizDefinition, QuizQuestionDefinition } from './quiz-definition.ts';

// The quizzes capability's only database access. Use cases open the transactions and pass them in.

export type Quiz = typeof quizzes.$inferSelect;
export type Attempt = typeof quizAttempts.$inferSelect;
export type QuestionWithOptions = {
  id: string;
  quizId: string;
  question_type: QuestionType;
  question_text: string;
  points: number;
  timeLimitSeconds: number | null;
  explanation: string | null;
  questionOrder: number;
  options: QuizOption[];
};

/** A published quiz of this organisation, or null (unknown, draft and foreign quizzes look the same). */
export async function findPublishedQuiz(db: Executor, quizId: string, organizationId: string) {
  const [quiz] = await db
    .select()
    .from(quizzes)
    .where(
      and(
        eq(quizzes.id, quizId),
        eq(quizzes.organizationId, organizationId),
        eq(quizzes.status, 'published'),
      ),
    );
  return quiz ?? null;
}

/** The quiz's questions by question_order, each with its options by option_order. */
export async function loadQuestions(db: Executor, quizId: string): Promise<QuestionWithOptions[]> {
  const rows = await db
    .select()
    .from(quizQuestions)
    .where(eq(quizQuestions.quizId, quizId))
    .orderBy(asc(quizQuestions.questionOrder));
  return withOptions(db, rows);
}

/** One question with its options, whichever quiz it belongs to; null when unknown. */
export async function loadQuestion(db: Executor, questionId: string): Promise<QuestionWithOptions | null> {
  const rows = await db.select().from(quizQuestions).where(eq(quizQuestions.id, questionId));
  return (await withOptions(db, rows))[0] ?? null;
}

async function withOptions(
  db: Executor,
  rows: Array<typeof quizQuestions.$inferSelect>,
): Promise<QuestionWithOptions[]> {
  if (rows.length === 0) return [];
  const options = await db
    .select()
    .from(quizOptions)
    .where(
      inArray(
        quizOptions.questionId,
        rows.map((q) => q.id),
      ),
    )
    .orderBy(asc(quizOptions.optionOrder));
  return rows.map((q) => ({
    id: q.id,
    quizId: q.quizId,
    question_type: q.questionType,
    question_text: q.questionText,
    points: q.points,
    timeLimitSeconds: q.timeLimitSeconds,
    explanation: q.explanation,
    questionOrder: q.questionOrder,
    options: options
      .filter((o) => o.questionId === q.id)
      .map((o) => ({
        id: o.id,
        option_text: o.optionText,
        option_order: o.optionOrder,
        is_correct: o.isCorrect,
        match_value: o.matchValue,
      })),
  }));
}

/** The learner's attempts at a quiz, latest first. */
export async function listAttempts(db: Executor, quizId: string, userId: string): Promise<Attempt[]> {
  return db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.quizId, quizId), eq(quizAttempts.userId, userId)))
    .orderBy(desc(quizAttempts.attemptNumber));
}

export async function insertAttempt(
  tx: Tx,
  values: { organizationId: string; quizId: string; userId: string; courseId: string; attemptNumber: number },
): Promise<Attempt> {
  const [attempt] = await tx.insert(quizAttempts).values(values).returning();
  return attempt!;
}

/**
 * The learner's attempt, read with a share lock: answers may be recorded side by side, but a
 * completion (an update of the row) waits for them, and they see it once it is committed.
 */
export async function findAttemptForAnswer(tx: Tx, attemptId: string, userId: string) {
  const [attempt] = await tx
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.id, attemptId), eq(quizAttempts.userId, userId)))
    .for('share');
  return attempt ?? null;
}

/**
 * The learner's attempt, locked for its completion: waits for answers being recorded, and a second
 * completion waits for the first, then sees the attempt closed.
 */
export async function lockAttemptForCompletion(tx: Tx, attemptId: string, userId: string) {
  const [attempt] = await tx
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.id, attemptId), eq(quizAttempts.userId, userId)))
    .for('update');
  return attempt ?? null;
}

/** Closes an open attempt with its result; null if it was already closed. */
export async function completeAttempt(
  tx: Tx,
  attemptId: string,
  result: { score: number; maxScore: number; percent: number; passed: boolean },
) {
  const [saved] = await tx
    .update(quizAttempts)
    .set({ ...result, completedAt: sql`greatest(now(), ${quizAttempts.startedAt})` })
    .where(and(eq(quizAttempts.id, attemptId), isNull(quizAttempts.completedAt)))
    .returning();
  return saved ?? null;
}

/** The database's clock for this transaction, in epoch ms: every quiz time is the server's. */
export async function databaseNow(tx: Tx): Promise<number> {
  const result = await tx.execute<{ now: number | string }>(
    sql`select (extract(epoch from now()) * 1000)::float8 as now`,
  );
  return Number(result.rows[0]!.now);
}

/** Records that the question was opened; a second call keeps the first time. Returns the row. */
export async function openQuestion(
  tx: Tx,
  values: { organizationId: string; attemptId: string; questionId: string },
) {
  await tx
    .insert(quizAnswers)
    .values({ ...values, openedAt: sql`now()` })
    .onConflictDoNothing({ target: [quizAnswers.attemptId, quizAnswers.questionId] });
  const [row] = await tx
    .select()
    .from(quizAnswers)
    .where(and(eq(quizAnswers.attemptId, values.attemptId), eq(quizAnswers.questionId, values.questionId)));
  return row!;
}

export async function findAnswerRow(tx: Tx, attemptId: string, questionId: string) {
  const [row] = await tx
    .select()
    .from(quizAnswers)
    .where(and(eq(quizAnswers.attemptId, attemptId), eq(quizAnswers.questionId, questionId)));
  return row ?? null;
}

/** When the learner last answered in this attempt (epoch ms), or null. */
export async function lastAnsweredAt(tx: Tx, attemptId: string): Promise<number | null> {
  const [row] = await tx
    .select({ at: max(quizAnswers.answeredAt) })
    .from(quizAnswers)
    .where(eq(quizAnswers.attemptId, attemptId));
  return row?.at ? new Date(row.at).getTime() : null;
}

/**
 * Stores the answer unless the question already has one: returns the row, or null when another
 * answer was there first (including a concurrent one, which this insert waits for).
 */
export async function recordAnswer(
  tx: Tx,
  values: {
    organizationId: string;
    attemptId: string;
    questionId: string;
    answer: QuizAnswer;
    isCorrect: boolean;
  },
) {
  const [row] = await tx
    .insert(quizAnswers)
    .values({ ...values, answeredAt: sql`now()` })
    .onConflictDoUpdate({
      target: [quizAnswers.attemptId, quizAnswers.questionId],
      set: { answer: values.answer, isCorrect: values.isCorrect, answeredAt: sql`now()` },
      setWhere: isNull(quizAnswers.answeredAt),
    })
    .returning();
  return row ?? null;
}

/** Answered questions of an attempt → whether each was judged correct. */
/** The answers given so far in an attempt: what was sent and the server's verdict. */
export async function givenAnswers(db: Executor, attemptId: string) {
  return db
    .select({
      questionId: quizAnswers.questionId,
      answer: quizAnswers.answer,
      isCorrect: quizAnswers.isCorrect,
    })
    .from(quizAnswers)
    .where(and(eq(quizAnswers.attemptId, attemptId), isNotNull(quizAnswers.answeredAt)));
}

export async function answeredCorrectness(db: Executor, attemptId: string): Promise<Map<string, boolean>> {
  const rows = await db
    .select({ questionId: quizAnswers.questionId, isCorrect: quizAnswers.isCorrect })
    .from(quizAnswers)
    .where(and(eq(quizAnswers.attemptId, attemptId), isNotNull(quizAnswers.answeredAt)));
  return new Map(rows.map((row) => [row.questionId, row.isCorrect]));
}

/** Inserts a quiz with its questions and options (orders from 1, as written): used by the demo seed and the test factories. */
export async function insertQuiz(
  db: Executor,
  refs: { organizationId: string; courseId: string },
  quiz: QuizDefinition,
): Promise<{ id: string; questionIds: string[] }> {
  const [created] = await db
    .insert(quizzes)
    .values({
      organizationId: refs.organizationId,
      courseId: refs.courseId,
      title: quiz.title,
      description: quiz.description,
      durationMinutes: quiz.durationMinutes,
      passingScore: quiz.passingScore,
      shuffleQuestions: quiz.shuffleQuestions,
      shuffleOptions: quiz.shuffleOptions,
      showResults: quiz.showResults,
      allowRetries: quiz.allowRetries,
      type: quiz.type,
      status: quiz.status ?? 'published',
    })
    .returning({ id: quizzes.id });
  const quizId = created!.id;
  const questionIds = await insertQuestions(
    db,
    { organizationId: refs.organizationId, quizId },
    quiz.questions,
    1,
  );
  return { id: quizId, questionIds };
}

/** Inserts questions with their options, numbered from `firstOrder` in the order given; their ids in that order. */
export async function insertQuestions(
  db: Executor,
  refs: { organizationId: string; quizId: string },
  questions: QuizQuestionDefinition[],
  firstOrder: number,
): Promise<string[]> {
  if (questions.length === 0) return [];
  const questionRows = await db
    .insert(quizQuestions)
    .values(
      questions.map((q, index) => ({
        organizationId: refs.organizationId,
        quizId: refs.quizId,
        questionText: q.text,
        questionType: q.type,
        points: q.points,
        timeLimitSeconds: q.timeLimitSeconds,
        explanation: q.explanation,
        questionOrder: firstOrder + index,
      })),
    )
    .returning({ id: quizQuestions.id, order: quizQuestions.questionOrder });
  const questionIds = [...questionRows].sort((a, b) => a.order - b.order).map((row) => row.id);
  await insertOptions(db, refs.organizationId, questionIds, questions);
  return questionIds;
}

/** The options of each question (questionIds[i] takes questions[i]'s), numbered from 1. */
export async function insertOptions(
  db: Executor,
  organizationId: string,
  questionIds: string[],
  questions: Pick<QuizQuestionDefinition, 'options'>[],
) {
  const optionRows = questions.flatMap((q, index) =>
    q.options.map((o, optionIndex) => ({
      organizationId,
      questionId: questionIds[index]!,
      optionText: o.text,
      optionOrder: optionIndex + 1,
      isCorrect: o.isCorrect,
      matchValue: o.matchValue,
    })),
  );
  if (optionRows.length > 0) await db.insert(quizOptions).values(optionRows);
}

/** The learner's latest completed attempts in this organisation, newest first, with their quiz and course. */
export async function listRecentCompletedAttempts(
  db: Executor,
  learner: { userId: string; organizationId: string },
  limit: number,
) {
  return db
    .select({
      id: quizAttempts.id,
      courseId: quizAttempts.courseId,
      courseTitle: courseTitleOf(quizAttempts.courseId),
      title: quizzes.title,
      showResults: quizzes.showResults,
      score: quizAttempts.score,
      maxScore: quizAttempts.maxScore,
      percent: quizAttempts.percent,
      passed: quizAttempts.passed,
      passingScore: quizzes.passingScore,
      completedAt: quizAttempts.completedAt,
    })
    .from(quizAttempts)
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .where(
      and(
        eq(quizAttempts.userId, learner.userId),
        isNotNull(quizAttempts.completedAt),
        inArray(quizAttempts.courseId, coursesOfOrganization(db, learner.organizationId)),
      ),
    )
    .orderBy(desc(quizAttempts.completedAt))
    .limit(limit);
}

/** Progress and achievements (issue 17): when the learner first scored every point of a quiz, or null. */
export async function findFirstPerfectAttempt(
  db: Executor,
  learner: { userId: string; organizationId: string },
): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<string | null>`min(${quizAttempts.completedAt})` })
    .from(quizAttempts)
    .where(
      and(
        eq(quizAttempts.userId, learner.userId),
        eq(quizAttempts.organizationId, learner.organizationId),
        isNotNull(quizAttempts.completedAt),
        sql`${quizAttempts.maxScore} > 0 and ${quizAttempts.score} = ${quizAttempts.maxScore}`,
      ),
    );
  return row?.at ? new Date(row.at) : null;
}

/** The learner's latest completed attempt at each quiz of the course: its score. */
export async function listLatestCompletedScores(db: Executor, userId: string, courseId: string) {
  return db
    .selectDistinctOn([quizAttempts.quizId], {
      score: quizAttempts.score,
      maxScore: quizAttempts.maxScore,
      percent: quizAttempts.percent,
    })
    .from(quizAttempts)
    .where(
      and(
        eq(quizAttempts.userId, userId),
        eq(quizAttempts.courseId, courseId),
        isNotNull(quizAttempts.completedAt),
      ),
    )
    .orderBy(asc(quizAttempts.quizId), desc(quizAttempts.completedAt));
}

/** The own duration (minutes) of each of these quizzes that belongs to the organisation: a course lesson's duration (spec §9). */
export async function quizDurationsInOrganization(
  db: Executor,
  organizationId: string,
  quizIds: string[],
): Promise<Map<string, number>> {
  if (quizIds.length === 0) return new Map();
  const rows = await db
    .select({ id: quizzes.id, minutes: quizzes.durationMinutes })
    .from(quizzes)
    .where(and(eq(quizzes.organizationId, organizationId), inArray(quizzes.id, quizIds)));
  return new Map(rows.map((row) => [row.id, row.minutes]));
}

// Accounts, data and deletion (issue 17): the learner's attempts and answers in their export, and
// their removal at erasure (answers go with their attempt).

/** A page of the learner's quiz attempts, with each quiz's title. */
export async function exportQuizAttemptRows(
  db: Executor,
  userId: string,
  afterId: string | null,
  limit: number,
) {
  return db
    .select({
      id: quizAttempts.id,
      quiz_id: quizAttempts.quizId,
      quiz_title: sql<string>`(select ${quizzes.title} from ${quizzes} where ${eq(quizzes.id, quizAttempts.quizId)})`,
      course_id: quizAttempts.courseId,
      attempt_number: quizAttempts.attemptNumber,
      started_at: quizAttempts.startedAt,
      completed_at: quizAttempts.completedAt,
      score: quizAttempts.score,
      max_score: quizAttempts.maxScore,
      percent: quizAttempts.percent,
      passed: quizAttempts.passed,
    })
    .from(quizAttempts)
    .where(
      and(
        eq(quizAttempts.userId, userId),
        afterId === null ? undefined : sql`${quizAttempts.id} > ${afterId}`,
      ),
    )
    .orderBy(asc(quizAttempts.id))
    .limit(limit);
}

/** A page of the learner's answers (over all their attempts), with each question's text. */
export async function exportQuizAnswerRows(
  db: Executor,
  userId: string,
  afterId: string | null,
  limit: number,
) {
  return db
    .select({
      id: quizAnswers.id,
      attempt_id: quizAnswers.attemptId,
      question_id: quizAnswers.questionId,
      question_text: sql<string>`(select ${quizQuestions.questionText} from ${quizQuestions} where ${eq(quizQuestions.id, quizAnswers.questionId)})`,
      answer: quizAnswers.answer,
      is_correct: quizAnswers.isCorrect,
      opened_at: quizAnswers.openedAt,
      answered_at: quizAnswers.answeredAt,
    })
    .from(quizAnswers)
    .innerJoin(quizAttempts, eq(quizAttempts.id, quizAnswers.attemptId))
    .where(
      and(
        eq(quizAttempts.userId, userId),
        afterId === null ? undefined : sql`${quizAnswers.id} > ${afterId}`,
      ),
    )
    .orderBy(asc(quizAnswers.id))
    .limit(limit);
}

/** Deletes the learner's attempts (and, by cascade, their answers). */
export async function deleteQuizAttemptsOf(tx: Executor, userId: string): Promise<void> {
  await tx.delete(quizAttempts).where(eq(quizAttempts.userId, userId));
}
// ——— instructor's desk (issue 17): quiz scores for the instructor's analytics ———

/** Completed attempts by course and UTC day: course_id, day, quiz_attempts, quiz_percent_sum. */
export const quizScoresByCourseDay = (scope: DayScope): SQL => sql`
  select ${quizAttempts.courseId} as course_id, ${utcDay(quizAttempts.completedAt)} as day,
    count(*)::int as quiz_attempts, coalesce(sum(${quizAttempts.percent}), 0)::int as quiz_percent_sum
  from ${quizAttempts}
  where ${inDayScope(quizAttempts.completedAt, quizAttempts.courseId, scope)}
  group by 1, 2`;

/** The UTC days of attempts completed since `since` (what a summary must recount). */
export const quizDaysChangedSince = (since: Date): SQL => sql`
  select distinct ${utcDay(quizAttempts.completedAt)} as day from ${quizAttempts}
  where ${quizAttempts.completedAt} >= ${since.toISOString()}::timestamptz`;
