import { and, eq } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { newQuiz } from '../factories/index.ts';
import { quizzes } from '../schema/index.ts';
import { SAMPLE_QUIZZES } from './courses/index.ts';
import { attachToDemoLessons } from './demo-lessons.ts';

/**
 * Gives each quiz lesson of the sample courses its demo quiz, for a database seeded before that quiz
 * existed (a course seeded now brings its quizzes). A quiz is found by (course, title) first.
 */
export async function seedQuizzes(tx: Tx, organizationId: string): Promise<void> {
  await attachToDemoLessons(tx, organizationId, SAMPLE_QUIZZES, 'quiz', async (sample, lesson) => {
    const { courseSlug: _slug, lessonTitle, ...settings } = sample;
    const [existing] = await tx
      .select({ id: quizzes.id })
      .from(quizzes)
      .where(and(eq(quizzes.courseId, lesson.courseId), eq(quizzes.title, lessonTitle)));
    if (existing) return existing.id;
    const quiz = await newQuiz(tx, {
      organizationId,
      courseId: lesson.courseId,
      ...settings,
      title: lessonTitle,
      durationMinutes: lesson.durationMinutes,
    });
    return quiz.id;
  });
}
