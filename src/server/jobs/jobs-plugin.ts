import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { createJobs, type Jobs } from './jobs.ts';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

export type JobsPluginOptions = {
  database: Database;
  /** False in tests (a test starts app.jobs itself) and with JOBS_ENABLED=false (a web-only process). */
  isWorking: boolean;
  pollingIntervalSeconds: number;
};

/**
 * `app.jobs` for every feature to define and send its jobs while it registers; the queue starts
 * working once the app is ready (after every definition) and stops, letting running jobs end, on close.
 */
export const jobsPlugin = fp<JobsPluginOptions>(async (app, options) => {
  const jobs = createJobs(options.database, {
    pollingIntervalSeconds: options.pollingIntervalSeconds,
    onError: (error) => app.log.error(error, 'background job failed'),
  });
  app.decorate('jobs', jobs);
  if (options.isWorking) app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', () => jobs.stop());
});
