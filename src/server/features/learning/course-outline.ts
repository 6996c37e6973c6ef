import { lessonDurationMinutes } from '#shared/learning/lesson-duration.ts';
import { lockedLessonIds } from '#shared/learning/locking.ts';
import { type ChapterStatus, chapterStatus } from '#shared/learning/progress.ts';
import type { Db } from '../../db/client.ts';
import {
  type LessonRow,
  listLessonsOfCourse,
  listSections,
  type SectionRow,
} from '../courses/courses.repo.ts';
import { listLessonProgress } from './progress.repo.ts';

export type OutlineLesson = LessonRow & {
  status: ChapterStatus;
  isLocked: boolean;
  progress: {
    percentage: number;
    watchedSeconds: number;
    isCompleted: boolean;
    lastPositionSeconds: number;
  } | null;
};
export type OutlineSection = SectionRow & { lessons: OutlineLesson[] };

/** A course's sections and lessons in order, each with the learner's progress, status and lock. */
export async function loadCourseOutline(
  db: Db,
  courseId: string,
  userId: string,
  isSequential: boolean,
): Promise<OutlineSection[]> {
  const sectionRows = await listSections(db, courseId);
  const lessonRows = await listLessonsOfCourse(db, courseId);
  const progressRows = await listLessonProgress(db, userId, courseId);
  const progressByLesson = new Map(progressRows.map((row) => [row.lessonId, row]));
  const completed = new Set(progressRows.filter((row) => row.isCompleted).map((row) => row.lessonId));
  const locked = lockedLessonIds(
    lessonRows.map((lesson) => lesson.id),
    completed,
    isSequential,
  );

  return sectionRows.map((section) => ({
    ...section,
    lessons: lessonRows
      .filter((lesson) => lesson.sectionId === section.id)
      .map((lesson) => {
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
