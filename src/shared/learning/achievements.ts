import { STREAK_GOAL_DAYS, type Streak } from './activity.ts';

// Progress and achievements (issue 17): the learner's achievements ('Succès'), each decided from
// rows the platform already keeps, with the date it was earned (docs/decisions/294).

export const ACHIEVEMENT_IDS = [
  'first-lesson',
  'ten-lessons',
  'first-course',
  'perfect-quiz',
  'streak-7',
] as const;
export type AchievementId = (typeof ACHIEVEMENT_IDS)[number];

/** Lessons to complete for 'ten-lessons'. */
export const LESSONS_GOAL = 10;

/** What the rows say: the instants of the first events, null when they never happened. */
export type AchievementFacts = {
  /** Completion instants of the learner's first LESSONS_GOAL lessons, oldest first. */
  lessonCompletions: readonly Date[];
  firstCourseCompletedAt: Date | null;
  firstPerfectQuizAt: Date | null;
  streak: Streak;
};

export type AchievementState = {
  id: AchievementId;
  /** ISO instant (a day, 'YYYY-MM-DD', for the streak) the achievement was earned; null if not yet. */
  earnedAt: string | null;
  /** Progress towards it, capped at the target. */
  current: number;
  target: number;
};

const state = (id: AchievementId, earnedAt: string | null, current: number, target: number) => ({
  id,
  earnedAt,
  current: Math.min(earnedAt ? target : current, target),
  target,
});

/** Every achievement, in ACHIEVEMENT_IDS order. */
export function achievementsOf(facts: AchievementFacts): AchievementState[] {
  const lessons = facts.lessonCompletions;
  const nth = (n: number) => lessons[n - 1]?.toISOString() ?? null;
  const { streak } = facts;
  return [
    state('first-lesson', nth(1), lessons.length, 1),
    state('ten-lessons', nth(LESSONS_GOAL), lessons.length, LESSONS_GOAL),
    state('first-course', facts.firstCourseCompletedAt?.toISOString() ?? null, 0, 1),
    state('perfect-quiz', facts.firstPerfectQuizAt?.toISOString() ?? null, 0, 1),
    // Progress towards the streak is the run still alive, or the best run once earned.
    state('streak-7', streak.goalReachedOn, streak.current, STREAK_GOAL_DAYS),
  ];
}
