import { and, eq } from 'drizzle-orm';
import { insertQuiz } from '../../features/quizzes/quizzes.repo.ts';
import type { Db } from '../client.ts';
import { courses, lessons, quizzes, sections } from '../schema/index.ts';
import { SAMPLE_QUIZZES } from './courses/index.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

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
