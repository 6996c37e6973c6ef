import { ACTIVITY_WEEKS, addDays, dayOf, minutesPerWeek, weekStartOf } from '#shared/learning/activity.ts';
import type { TMyProgress } from '#shared/learning/my-progress.contract.ts';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../auth/caller.ts';
import { countLessonsOfCourses } from '../courses/courses.repo.ts';
import { listActivitySince } from './learner-activity.repo.ts';
import { listMyCourses } from './list-my-courses.ts';
import { countCompletedLessonsByCourse } from './progress.repo.ts';

/**
 * The learner's 'Progression' (issue 17): each enrolled course's progress, and the minutes learnt
 * per week over the last ACTIVITY_WEEKS weeks (the current one last). Only the caller's own rows.
 */
export async function getMyProgress(db: Db, caller: Caller, now = new Date()): Promise<TMyProgress> {
  const mine = await listMyCourses(db, caller);
  const ids = mine.map((course) => course.id);
  const totals = await countLessonsOfCourses(db, ids);
  const done = await countCompletedLessonsByCourse(db, caller.userId, ids);
  const today = dayOf(now);
  const firstDay = addDays(weekStartOf(today), -7 * (ACTIVITY_WEEKS - 1));
  const days = await listActivitySince(db, caller.userId, firstDay);
  return {
    courses: mine.map((course) => ({
      courseId: course.id,
      title: course.title,
      imageUrl: course.image_url,
      percent: course.progress,
      lessonsDone: done.get(course.id) ?? 0,
      lessonsTotal: totals.get(course.id) ?? 0,
      lastActivityAt: course.last_activity_date,
      cohortId: course.cohort_id ?? null,
      isExpired: course.isExpired,
    })),
    weeks: minutesPerWeek(days, today),
    lessonsCompletedInWeeks: days.reduce((sum, day) => sum + day.lessonsCompleted, 0),
  };
}
