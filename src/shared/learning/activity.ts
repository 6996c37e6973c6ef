// Progress and achievements (issue 17): the pure rules over a learner's days of activity
// (docs/decisions/293, 294). A day is 'YYYY-MM-DD' in Dakar, which keeps UTC all year (no DST),
// so the UTC calendar day is the learner's day.

/** Weeks the 'Progression' chart shows, the current one last. */
export const ACTIVITY_WEEKS = 12;
/**
 * The most learning time a progress save may credit at once after a pause (decision 293): an offline
 * session sent on reconnection counts up to this; a forged body cannot add more.
 */
export const ACTIVITY_CATCH_UP_SECONDS = 3600;
/** Consecutive days of the streak achievement. */
export const STREAK_GOAL_DAYS = 7;

const DAY_MS = 86_400_000;

/** The Dakar (= UTC) day of an instant. */
export function dayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The day `n` days after `day` (before, when negative). */
export function addDays(day: string, n: number): string {
  return dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS));
}

/** The Monday that starts the week of `day` (weeks run Monday to Sunday, as in the fr calendar). */
export function weekStartOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

export type DayActivity = { day: string; seconds: number };
export type WeekActivity = { weekStart: string; minutes: number };

/**
 * Minutes per week (whole minutes, rounded up) over the `weeks` weeks ending with the week of
 * `today`, oldest first, every week present (a week without activity is 0). Days outside the window
 * are ignored.
 */
export function minutesPerWeek(days: readonly DayActivity[], today: string, weeks = ACTIVITY_WEEKS) {
  const last = weekStartOf(today);
  const starts = Array.from({ length: weeks }, (_, i) => addDays(last, (i - weeks + 1) * 7));
  const seconds = new Map(starts.map((start) => [start, 0]));
  for (const { day, seconds: spent } of days) {
    const start = weekStartOf(day);
    const sum = seconds.get(start);
    if (sum !== undefined) seconds.set(start, sum + Math.max(0, spent));
  }
  return starts.map(
    (weekStart): WeekActivity => ({
      weekStart,
      // Rounded up: a week with a few seconds of learning shows, it does not read as nothing.
      minutes: Math.ceil((seconds.get(weekStart) ?? 0) / 60),
    }),
  );
}

export type Streak = {
  /** Consecutive active days ending today, or yesterday while today is not over. */
  current: number;
  best: number;
  /** Already active today: the streak is safe until tomorrow. */
  isActiveToday: boolean;
  /** The day a run first reached the goal, null if none has. */
  goalReachedOn: string | null;
};

/** Streaks over the days the learner was active (any order, duplicates allowed). */
export function streakOf(activeDays: readonly string[], today: string, goal = STREAK_GOAL_DAYS): Streak {
  const days = [...new Set(activeDays)].filter((day) => day <= today).sort();
  let best = 0;
  let run = 0;
  let goalReachedOn: string | null = null;
  for (let i = 0; i < days.length; i += 1) {
    run = i > 0 && addDays(days[i - 1]!, 1) === days[i] ? run + 1 : 1;
    best = Math.max(best, run);
    if (run === goal && goalReachedOn === null) goalReachedOn = days[i]!;
  }
  const lastDay = days.at(-1);
  // Yesterday's run is still alive today: the learner has until midnight to extend it.
  const isAlive = lastDay === today || lastDay === addDays(today, -1);
  return { current: isAlive ? run : 0, best, isActiveToday: lastDay === today, goalReachedOn };
}
