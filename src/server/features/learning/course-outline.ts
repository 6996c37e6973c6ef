import { and, asc, eq } from 'drizzle-orm';
import { lessonDurationMinutes } from '#shared/learning/lesson-duration.ts';
import { lockedLessonIds } from '#shared/learning/locking.ts';
import { type ChapterStatus, chapterStatus } from '#shared/learning/progress.ts';
import type { Db } from '../../db/client.ts';
import { lessonProgress, lessons, sections } from '../../db/schema/index.ts';

export type OutlineLesson = typeof lessons.$inferSelect & {
  status: ChapterStatus;
  isLocked: boolean;
  progress: {
    percentage: number;
    watchedSeconds: number;
    isCompleted: boolean;
    lastPositionSeconds: number;
  } | null;
};
export type OutlineSection = typeof sections.$inferSelect & { lessons: OutlineLesson[] };

/** A course's sections and lessons in order, each with the learner's progress, status and lock. */
export async function loadCourseOutline(
  db: Db,
  courseId: string,
  userId: string,
  isSequential: boolean,
): Promise<OutlineSection[]> {
  const sectionRows = await db
    .select()
    .from(sections)
    .where(eq(sections.courseId, courseId))
    .orderBy(asc(sections.position));
  const lessonRows = await db
    .select({ lesson: lessons })
    .from(lessons)
    .innerJoin(sections, eq(sections.id, lessons.sectionId))
    .where(eq(sections.courseId, courseId))
    .orderBy(asc(sections.position), asc(lessons.position));
  const progressRows = await db
    .select()
    .from(lessonProgress)
    .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.courseId, courseId)));
  const progressByLesson = new Map(progressRows.map((row) => [row.lessonId, row]));
  const completed = new Set(progressRows.filter((row) => row.isCompleted).map((row) => row.lessonId));
  const locked = lockedLessonIds(
    lessonRows.map((row) => row.lesson.id),
    completed,
    isSequential,
  );

  return sectionRows.map((section) => ({
    ...section,
    lessons: lessonRows
      .filter((row) => row.lesson.sectionId === section.id)
      .map(({ lesson }) => {
        const record = progressByLesson.get(lesson.id) ?? null;
        const isLocked = locked.has(lesson.id);
        return {
          ...lesson,
          // One duration per lesson: an article's is its reading time (decision 044).
          durationMinutes: lessonDurationMinutes(lesson),
          isLocked,
          status: chapterStatus(record, isLocked ? 'locked' : 'not-started'),
          progress: record
            ? {
                percentage: record.percentage,
                watchedSeconds: record.watchedSeconds,
                isCompleted: record.isCompleted,
                lastPositionSeconds: record.lastPositionSeconds,
              }
            : null,
        };
      }),
  }));
}
