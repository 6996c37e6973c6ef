// When the weeks of a cohort open to its learners (docs/decisions/205-cohort-weeks-open-weekly.md).
// A course in the 'session' format is a list of weeks (its sections: section N is 'Semaine N').
// Week N opens at the cohort's start plus N − 1 weeks; the cohort's staff see every week at once.

export const WEEK_MS = 7 * 24 * 3600 * 1000;

/** When week `week` (from 1) of a cohort starting at `start` opens to its learners. */
export function weekOpensAt(start: Date, week: number): Date {
  return new Date(start.getTime() + (week - 1) * WEEK_MS);
}

/** Whether week `week` is open to this viewer at `now`: always for staff, from its opening for learners. */
export function isWeekOpen(input: { start: Date; week: number; now: Date; isStaff: boolean }): boolean {
  return input.isStaff || input.now.getTime() >= weekOpensAt(input.start, input.week).getTime();
}

/**
 * The week a page opens on when none is asked: the latest open one (the week under way), or week 1
 * before the start; never beyond the last week, never below 1 (an empty programme answers 1).
 */
export function currentWeek(input: { start: Date; now: Date; weekCount: number }): number {
  const elapsed = Math.floor((input.now.getTime() - input.start.getTime()) / WEEK_MS) + 1;
  return Math.min(Math.max(1, elapsed), Math.max(1, input.weekCount));
}
