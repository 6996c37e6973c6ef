import { lessonDurationMinutes } from '#shared/learning/lesson-duration.ts';
import { lockedLessonIds, sectionOpenings } from '#shared/learning/locking.ts';
import { type ChapterStatus, chapterStatus } from '#shared/learning/progress.ts';
import type { Db } from '../../db/client.ts';
import { findCohortById } from '../cohorts/cohorts.repo.ts';
import {
  type LessonRow,
  listLessonsOfCourse,
  listSections,
  type SectionRow,
} from '../courses/courses.repo.ts';
import { findLiveEnrollment } from '../enrollments/enrollments.repo.ts';
import { listLessonProgress } from './progress.repo.ts';

export type OutlineLesson = LessonRow & {
  status: ChapterStatus;
  isLocked: boolean;
  /** In a cohort, when the lesson's week opens if it is still closed (decision 205), else null. */
  opensAt: Date | null;
  progress: {
    percentage: number;
    watchedSeconds: number;
    isCompleted: boolean;
    lastPositionSeconds: number;
  } | null;
};
export type OutlineSection = SectionRow & { lessons: OutlineLesson[] };

/** The start of the cohort the learner follows this course in, or null (self-paced). */
export async function findLearnerCohortStart(db: Db, userId: string, courseId: string): Promise<Date | null> {
  const enrollment = await findLiveEnrollment(db, userId, courseId);
  if (!enrollment?.cohortId) return null;
  return (await findCohortById(db, enrollment.cohortId))?.startDate ?? null;
}

/**
 * A course's sections and lessons in order, each with the learner's progress, status and lock: the
 * sequential rule, and in a cohort the week rule (a week opens a week after the one before; a lesson
 * the learner already completed stays open).
 */
export async function loadCourseOutline(
  db: Db,
  courseId: string,
  userId: string,
  isSequential: boolean,
  now = new Date(),
): Promise<OutlineSection[]> {
  const cohortStart = await findLearnerCohortStart(db, userId, courseId);
  const sectionRows = await listSections(db, courseId);
  const openings = sectionOpenings(sectionRows.length, cohortStart, now);
  const lessonRows = await listLessonsOfCourse(db, courseId);
  const progressRows = await listLessonProgress(db, userId, courseId);
  const progressByLesson = new Map(progressRows.map((row) => [row.lessonId, row]));
  const completed = new Set(progressRows.filter((row) => row.isCompleted).map((row) => row.lessonId));
  const locked = lockedLessonIds(
    lessonRows.map((lesson) => lesson.id),
    completed,
    isSequential,
  );

  return sectionRows.map((section, index) => ({
    ...section,
    lessons: lessonRows
      .filter((lesson) => lesson.sectionId === section.id)
      .map((lesson) => {
        const record = progressByLesson.get(lesson.id) ?? null;
        const opensAt = completed.has(lesson.id) ? null : (openings[index] ?? null);
        const isLocked = locked.has(lesson.id) || opensAt !== null;
        return {
          ...lesson,
          opensAt,
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
