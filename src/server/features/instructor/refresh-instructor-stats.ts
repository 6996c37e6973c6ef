import type { Db } from '../../db/client.ts';
import type { Jobs } from '../../jobs/jobs.ts';
import { refreshSummary } from './analytics.repo.ts';

// The job that keeps the analytics' summary (issue 17, decision 266): every five minutes and at each
// start, one run at a time; a run recounts only the days that changed.

export const REFRESH_STATS_JOB = 'instructor.refresh-stats';
export const REFRESH_STATS_EVERY_SECONDS = 300;

export const refreshInstructorStats = (db: Db) => refreshSummary(db);

/** Defines the job; planted as recurring only when this process works jobs (tests send runs themselves). */
export function defineRefreshStatsJob(jobs: Jobs, db: Db, isPlanted: boolean) {
  jobs.defineJob(REFRESH_STATS_JOB, () => refreshInstructorStats(db), { retryLimit: 0 });
  if (isPlanted)
    jobs.schedule(REFRESH_STATS_JOB, { everySeconds: REFRESH_STATS_EVERY_SECONDS, isRunAtStart: true });
}
