import { isWeekOpen, weekOpensAt } from '#shared/cohorts/cohort-weeks.ts';

// Which lessons a learner may open. In a sequential course a lesson unlocks once every earlier
// lesson (sections by position, then lessons by position) is completed; otherwise nothing is locked.

export function lockedLessonIds(
  orderedLessonIds: readonly string[],
  completedIds: ReadonlySet<string>,
  isSequential: boolean,
): Set<string> {
  const locked = new Set<string>();
  if (!isSequential) return locked;
  let allEarlierDone = true;
  for (const id of orderedLessonIds) {
    if (!allEarlierDone) locked.add(id);
    if (!completedIds.has(id)) allEarlierDone = false;
  }
  return locked;
}

/**
 * In a cohort, week N (the N-th section) opens at the cohort's start plus N − 1 weeks (decision 205):
 * for each section in order, when it opens if it is still closed at `now`, or null once open. Outside
 * a cohort (`cohortStart` null) every section is open.
 */
export function sectionOpenings(sectionCount: number, cohortStart: Date | null, now: Date): (Date | null)[] {
  return Array.from({ length: sectionCount }, (_, index) => {
    if (!cohortStart) return null;
    const week = index + 1;
    return isWeekOpen({ start: cohortStart, week, now, isStaff: false })
      ? null
      : weekOpensAt(cohortStart, week);
  });
}
