import { z } from 'zod';
import { ACHIEVEMENT_IDS } from './achievements.ts';

// Progress and achievements (issue 17): the learner's 'Progression' and 'Succès' pages.

// GET /api/v1/student/progress
export const ZCourseProgress = z.object({
  courseId: z.string(),
  title: z.string(),
  imageUrl: z.string().nullable(),
  /** Percent of the course's lessons completed (the enrolment's progress). */
  percent: z.number().int().min(0).max(100),
  lessonsDone: z.number().int(),
  lessonsTotal: z.number().int(),
  lastActivityAt: z.string().nullable(),
  /** The cohort the course is followed in ('Continuer' opens its space), null when self-paced. */
  cohortId: z.string().nullable(),
  isExpired: z.boolean(),
});
export type TCourseProgress = z.infer<typeof ZCourseProgress>;

export const ZWeekMinutes = z.object({
  /** The Monday the week starts, 'YYYY-MM-DD'. */
  weekStart: z.string(),
  minutes: z.number().int().min(0),
});
export type TWeekMinutes = z.infer<typeof ZWeekMinutes>;

export const ZMyProgress = z.object({
  courses: z.array(ZCourseProgress),
  /** The last ACTIVITY_WEEKS weeks, oldest first, the current week last. */
  weeks: z.array(ZWeekMinutes),
  /** Lessons completed over the same weeks. */
  lessonsCompletedInWeeks: z.number().int(),
});
export type TMyProgress = z.infer<typeof ZMyProgress>;

// GET /api/v1/student/achievements
export const ZAchievement = z.object({
  id: z.enum(ACHIEVEMENT_IDS),
  earnedAt: z.string().nullable(),
  current: z.number().int(),
  target: z.number().int(),
});
export type TAchievement = z.infer<typeof ZAchievement>;

export const ZMyAchievements = z.object({
  achievements: z.array(ZAchievement),
  streak: z.object({
    current: z.number().int(),
    best: z.number().int(),
    /** Already active today: the page says to come back tomorrow rather than to learn today. */
    isActiveToday: z.boolean(),
  }),
});
export type TMyAchievements = z.infer<typeof ZMyAchievements>;
