import type { TCourseProgress, TWeekMinutes } from '#shared/learning/my-progress.contract.ts';
import { paths } from '#web/paths.ts';

// What the 'Progression' page decides without drawing: the chart's French week labels, the week
// figures, and where 'Continuer' leads.

const shortDay = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** "23 nov." for the week that starts Monday 23 November (days are Dakar's, i.e. UTC). */
export function weekLabel(weekStart: string): string {
  const date = new Date(`${weekStart}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? weekStart : shortDay.format(date);
}

/** The current week's minutes, the window's total, and whether any time was recorded at all. */
export function weekFigures(weeks: readonly TWeekMinutes[]) {
  const total = weeks.reduce((sum, week) => sum + week.minutes, 0);
  return { thisWeek: weeks.at(-1)?.minutes ?? 0, total, hasAny: total > 0 };
}

/** 'Continuer' opens the cohort space for a cohort enrolment, the course page otherwise. */
export function continuePath(course: Pick<TCourseProgress, 'courseId' | 'cohortId'>): string {
  return course.cohortId ? paths.dashboard.cohort(course.cohortId) : paths.dashboard.course(course.courseId);
}

/** A course the learner has opened or progressed in ('Continuer'); otherwise 'Commencer'. */
export function isStarted(course: Pick<TCourseProgress, 'lessonsDone' | 'lastActivityAt'>): boolean {
  return course.lessonsDone > 0 || course.lastActivityAt !== null;
}
