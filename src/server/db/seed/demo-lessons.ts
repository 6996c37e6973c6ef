import { and, eq } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { courses, lessons, sections } from '../schema/index.ts';

// A demo lesson found by its course's key and its title: where the seed hangs a lesson's demo quiz,
// exercise or graded submission on a database seeded before them.

export type DemoLessonKey = { courseSlug: string; lessonTitle: string };

export async function findDemoLesson(
  tx: Tx,
  organizationId: string,
  key: DemoLessonKey,
  type: 'quiz' | 'exercise',
) {
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
        eq(courses.slug, key.courseSlug),
        eq(lessons.title, key.lessonTitle),
        eq(lessons.type, type),
      ),
    );
  return lesson ?? null;
}

/**
 * Gives each demo lesson of this type its quiz or exercise (`idFor` finds or makes it) and points the
 * lesson's content at it. Idempotent: a lesson already pointing at it is left alone.
 */
export async function attachToDemoLessons<Sample extends DemoLessonKey>(
  tx: Tx,
  organizationId: string,
  samples: Sample[],
  type: 'quiz' | 'exercise',
  idFor: (sample: Sample, lesson: { courseId: string; durationMinutes: number }) => Promise<string>,
): Promise<void> {
  const field = type === 'quiz' ? 'quiz_id' : 'exercise_id';
  for (const sample of samples) {
    const lesson = await findDemoLesson(tx, organizationId, sample, type);
    if (!lesson) continue;
    const id = await idFor(sample, lesson);
    const content = lesson.content as Record<string, unknown>;
    if (content[field] !== id) {
      await tx
        .update(lessons)
        .set({ content: { ...content, [field]: id } })
        .where(eq(lessons.id, lesson.id));
    }
  }
}
