import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../auth/caller.ts';
import { findLessonWithCourse } from '../courses/courses.repo.ts';
import { requireLiveEnrollment } from '../learning/course-access.ts';
import { requireUnlocked } from '../learning/get-lesson-content.ts';
import { type Exercise, exerciseIdOf, findPublishedExercise } from './exercises.repo.ts';

export type OpenExercise = { exercise: Exercise; lessonId: string; courseId: string };

/**
 * The published exercise of an exercise lesson of the caller's organisation (404 'Exercice
 * introuvable' otherwise), whose course the caller follows, access not expired, lesson unlocked
 * (the enrolment's and the lock's 403, as for lesson content).
 */
export async function requireOpenExercise(db: Db, caller: Caller, lessonId: string): Promise<OpenExercise> {
  const lesson = await findLessonWithCourse(db, lessonId);
  const exerciseId = lesson?.type === 'exercise' ? exerciseIdOf(lesson.content) : null;
  if (!lesson || lesson.organizationId !== caller.organizationId || !exerciseId) {
    throw new AppError('NOT_FOUND', t('exercises.notFound'));
  }
  const exercise = await findPublishedExercise(db, exerciseId, lesson.courseId);
  if (!exercise) throw new AppError('NOT_FOUND', t('exercises.notFound'));
  await requireLiveEnrollment(db, caller, lesson.courseId);
  await requireUnlocked(db, caller.userId, lesson.courseId, lesson.id);
  return { exercise, lessonId: lesson.id, courseId: lesson.courseId };
}

/** True once the exercise's deadline has passed. */
export function isPastDeadline(exercise: Pick<Exercise, 'deadline'>, now = Date.now()): boolean {
  return exercise.deadline !== null && exercise.deadline.getTime() <= now;
}
