import { achievementsOf, LESSONS_GOAL } from '#shared/learning/achievements.ts';
import { dayOf, streakOf } from '#shared/learning/activity.ts';
import type { TMyAchievements } from '#shared/learning/my-progress.contract.ts';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../auth/caller.ts';
import { findFirstCourseCompletion } from '../enrollments/enrollments.repo.ts';
import { findFirstPerfectAttempt } from '../quizzes/quizzes.repo.ts';
import { listActiveDays } from './learner-activity.repo.ts';
import { listLessonCompletionTimes } from './progress.repo.ts';

/**
 * The learner's 'Succès' (issue 17, decision 294): each achievement decided from the rows that
 * record the real events (lessons completed, course completion, quiz attempts, days of activity),
 * with the date it was earned. Only the caller's own rows, in their organisation.
 */
export async function getMyAchievements(db: Db, caller: Caller, now = new Date()): Promise<TMyAchievements> {
  const streak = streakOf(await listActiveDays(db, caller.userId), dayOf(now));
  const achievements = achievementsOf({
    lessonCompletions: await listLessonCompletionTimes(db, caller, LESSONS_GOAL),
    firstCourseCompletedAt: await findFirstCourseCompletion(db, caller),
    firstPerfectQuizAt: await findFirstPerfectAttempt(db, caller),
    streak,
  });
  return {
    achievements,
    streak: { current: streak.current, best: streak.best, isActiveToday: streak.isActiveToday },
  };
}
