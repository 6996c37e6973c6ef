import { learnerDailyActivity } from '../schema/learner-activity.ts';
import type { Executor } from './support.ts';

// Progress and achievements (issue 17): days of a learner's activity, as the progress saves of
// those days would have left them (tests of the weeks and streaks, the demo seed).

/** One row per day; a day already recorded is left as it is. */
export async function newDailyActivity(
  db: Executor,
  options: {
    organizationId: string;
    userId: string;
    days: readonly { day: string; seconds: number; lessonsCompleted?: number }[];
  },
) {
  if (options.days.length === 0) return;
  const rows = options.days.map((day) => ({
    organizationId: options.organizationId,
    userId: options.userId,
    day: day.day,
    secondsSpent: day.seconds,
    lessonsCompleted: day.lessonsCompleted ?? 0,
    // The clock as the saves would have left it: the day's start plus the time credited.
    creditedUntil: new Date(Date.parse(`${day.day}T00:00:00Z`) + day.seconds * 1000),
  }));
  await db.insert(learnerDailyActivity).values(rows).onConflictDoNothing();
}
