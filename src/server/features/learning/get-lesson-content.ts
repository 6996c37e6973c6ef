import { AppError } from '#shared/errors.ts';
import type { TLessonContent } from '#shared/learning/course-details.contract.ts';
import { t } from '#shared/messages/fr.ts';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../auth/caller.ts';
import { isCourseSequential } from '../courses/courses.repo.ts';
import { requireLessonOfCourse, requireLiveEnrollment } from './course-access.ts';
import { findLearnerCohortStart, loadCourseOutline } from './course-outline.ts';
import { recordLessonOpening } from './progress.repo.ts';
import { sanitizeArticleContent } from './sanitize-article.ts';

/** A lesson's content for the player: enrolled, not expired, and not locked. */
export async function getLessonContent(
  db: Db,
  caller: Caller,
  courseId: string,
  lessonId: string,
): Promise<TLessonContent> {
  await requireLiveEnrollment(db, caller, courseId);
  await requireLessonOfCourse(db, lessonId, courseId);
  await requireUnlocked(db, caller.userId, courseId, lessonId);
  const outline = await loadCourseOutline(
    db,
    courseId,
    caller.userId,
    await isCourseSequential(db, courseId),
  );
  const lesson = outline.flatMap((s) => s.lessons).find((l) => l.id === lessonId)!;
  // Watched time is counted from the first time the lesson is served (offline copies included).
  await recordLessonOpening(db, {
    organizationId: caller.organizationId,
    userId: caller.userId,
    lessonId,
    at: new Date(),
  });
  const content = lesson.content as Record<string, unknown>;
  return {
    id: lesson.id,
    courseId,
    title: lesson.title,
    type: lesson.type,
    // Cleaned when saved, and again here: a row written some other way still leaves clean.
    content: lesson.type === 'article' ? sanitizeArticleContent(content) : content,
    durationMinutes: lesson.durationMinutes,
    progress: {
      percentage: lesson.progress?.percentage ?? 0,
      watchedDuration: lesson.progress?.watchedSeconds ?? 0,
      isCompleted: lesson.progress?.isCompleted ?? false,
      lastPosition: lesson.progress?.lastPositionSeconds ?? 0,
    },
  };
}

/** 403 for a lesson the learner has not unlocked yet (sequential courses, a cohort's week not open). */
export async function requireUnlocked(
  db: Db,
  userId: string,
  courseId: string,
  lessonId: string,
): Promise<void> {
  const isSequential = await isCourseSequential(db, courseId);
  if (!isSequential && !(await findLearnerCohortStart(db, userId, courseId))) return;
  const outline = await loadCourseOutline(db, courseId, userId, isSequential);
  const lesson = outline.flatMap((s) => s.lessons).find((l) => l.id === lessonId);
  if (!lesson?.isLocked) return;
  if (lesson.opensAt) {
    throw new AppError('LESSON_LOCKED', t('learning.weekLocked', { date: frenchDate(lesson.opensAt) }));
  }
  throw new AppError('LESSON_LOCKED');
}

const frenchDate = (at: Date) =>
  new Intl.DateTimeFormat('fr-FR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Africa/Dakar',
  }).format(at);
