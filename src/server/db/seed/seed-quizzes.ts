import { and, eq } from 'drizzle-orm';
import type { QuizStatus } from '#shared/domain.ts';
import type { Executor, Tx } from '../client.ts';
import { courses, lessons, quizOptions, quizQuestions, quizzes, sections } from '../schema/index.ts';
import { SAMPLE_QUIZZES, type SampleQuizSettings } from './sample-quizzes.ts';

export type QuizDefinition = SampleQuizSettings & {
  title: string;
  durationMinutes: number;
  status?: QuizStatus;
};

/** Inserts a quiz with its questions and options (orders from 1, as written). Also used by tests. */
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
  if (quiz.questions.length === 0) return { id: quizId, questionIds: [] };

  const questionRows = await db
    .insert(quizQuestions)
    .values(
      quiz.questions.map((q, index) => ({
        organizationId: refs.organizationId,
        quizId,
        questionText: q.text,
        questionType: q.type,
        points: q.points,
        timeLimitSeconds: q.timeLimitSeconds,
        explanation: q.explanation,
        questionOrder: index + 1,
      })),
    )
    .returning({ id: quizQuestions.id, order: quizQuestions.questionOrder });
  const questionIds = [...questionRows].sort((a, b) => a.order - b.order).map((row) => row.id);

  const optionRows = quiz.questions.flatMap((q, index) =>
    q.options.map((o, optionIndex) => ({
      organizationId: refs.organizationId,
      questionId: questionIds[index]!,
      optionText: o.text,
      optionOrder: optionIndex + 1,
      isCorrect: o.isCorrect,
      matchValue: o.matchValue,
    })),
  );
  if (optionRows.length > 0) await db.insert(quizOptions).values(optionRows);
  return { id: quizId, questionIds };
}

/**
 * Gives each quiz lesson of the sample courses its demo quiz and points the lesson's content.quiz_id
 * at it. Idempotent: a quiz is found by (course, title) first, and a lesson already pointing at it
 * is left alone.
 */
export async function seedQuizzes(tx: Tx, organizationId: string): Promise<void> {
  for (const sample of SAMPLE_QUIZZES) {
    const [lesson] = await tx
      .select({
        id: lessons.id,
        content: lessons.content,
        durationMinutes: lessons.durationMinutes,
        courseId: courses.id,
      })
      .from(lessons)
      .innerJoin(sections, eq(sections.id, lessons.sectionId))
      .innerJoin(courses, eq(courses.id, sections.courseId))
      .where(
        and(
          eq(courses.organizationId, organizationId),
          eq(courses.slug, sample.courseSlug),
          eq(lessons.title, sample.lessonTitle),
          eq(lessons.type, 'quiz'),
        ),
      );
    if (!lesson) continue;

    const { courseSlug: _slug, lessonTitle, ...settings } = sample;
    const [existing] = await tx
      .select({ id: quizzes.id })
      .from(quizzes)
      .where(and(eq(quizzes.courseId, lesson.courseId), eq(quizzes.title, lessonTitle)));
    const quizId =
      existing?.id ??
      (
        await insertQuiz(
          tx,
          { organizationId, courseId: lesson.courseId },
          { ...settings, title: lessonTitle, durationMinutes: lesson.durationMinutes },
        )
      ).id;

    const content = lesson.content as Record<string, unknown>;
    if (content.quiz_id !== quizId) {
      await tx
        .update(lessons)
        .set({ content: { ...content, quiz_id: quizId } })
        .where(eq(lessons.id, lesson.id));
    }
  }
}
