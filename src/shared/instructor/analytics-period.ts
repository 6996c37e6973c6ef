// The instructor's analytics periods (spec/authoring-and-shell.md §7: 7d, 30d, 90d, 1y; 30d by
// default) and the time axis of their charts: days in UTC (Dakar's time), by day up to 90 days and by
// week (from Monday) for a year (decision 265). Pure: dates are 'YYYY-MM-DD' strings.

export const ANALYTICS_PERIODS = ['7d', '30d', '90d', '1y'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const DEFAULT_PERIOD: AnalyticsPeriod = '30d';

export type Bucket = 'day' | 'week';

const PERIOD_DAYS: Record<AnalyticsPeriod, number> = { '7d': 7, '30d': 30, '90d': 90, '1y': 365 };
const DAY_MS = 24 * 3600 * 1000;

/** The UTC day of an instant, 'YYYY-MM-DD'. */
export const dayOf = (instant: Date): string => instant.toISOString().slice(0, 10);

/** The day `n` days after `day` (before, when negative). */
export function addDays(day: string, n: number): string {
  return dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS));
}

/** The Monday starting the week of `day`. */
export function weekOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

export type PeriodWindow = {
  period: AnalyticsPeriod;
  /** First day counted, included. */
  from: string;
  /** Last day counted (today), included. */
  to: string;
  bucket: Bucket;
};

/** The days a period covers as of `now`: the last N days, today included. */
export function periodWindow(period: AnalyticsPeriod, now: Date): PeriodWindow {
  const to = dayOf(now);
  return {
    period,
    from: addDays(to, -(PERIOD_DAYS[period] - 1)),
    to,
    bucket: period === '1y' ? 'week' : 'day',
  };
}

/** The start of the chart bucket holding `day`. */
export const bucketOf = (day: string, bucket: Bucket): string => (bucket === 'week' ? weekOf(day) : day);

/** Every bucket of the window, oldest first (a week's bucket is named by its Monday). */
export function bucketsOf(window: PeriodWindow): string[] {
  const buckets: string[] = [];
  const step = window.bucket === 'week' ? 7 : 1;
  for (let day = bucketOf(window.from, window.bucket); day <= window.to; day = addDays(day, step)) {
    buckets.push(day);
  }
  return buckets;
}

/** Each bucket of the window with the sum of the day values falling in it (zero when none). */
export function seriesOf<T extends string>(
  window: PeriodWindow,
  rows: ReadonlyArray<{ day: string } & Record<T, number>>,
  keys: readonly T[],
): Array<{ date: string } & Record<T, number>> {
  const zero = () => Object.fromEntries(keys.map((key) => [key, 0])) as Record<T, number>;
  const byBucket = new Map(bucketsOf(window).map((date) => [date, { date, ...zero() }]));
  for (const row of rows) {
    if (row.day < window.from || row.day > window.to) continue;
    const point = byBucket.get(bucketOf(row.day, window.bucket));
    if (!point) continue;
    for (const key of keys) (point as Record<T, number>)[key] += row[key];
  }
  return [...byBucket.values()];
}

/** Completed out of enrolled, a whole percent; 0 with no enrolment. */
export const completionRate = (completed: number, enrolled: number): number =>
  enrolled === 0 ? 0 : Math.round((completed * 100) / enrolled);

/** The mean quiz percent, one decimal; null with no attempt. */
export const averageScore = (percentSum: number, attempts: number): number | null =>
  attempts === 0 ? null : Math.round((percentSum * 10) / attempts) / 10;
