import type { Database } from '../../db/client.ts';
import { createJobs } from '../../jobs/jobs.ts';
import { runJob } from '../../jobs/testing/run-job.ts';
import type { PaymentsDeps } from './initialize-payment.ts';
import {
  defineRecheckJob,
  RECHECK_JOB,
  type RecheckJobData,
  type RecheckOptions,
} from './recheck-pending-payments.ts';

type RecheckResult = { checked: number; applied: number; expired: number };

/**
 * One run of the periodic re-check the way the server runs it: a job sent to the queue in the
 * test's database, taken by a worker and run with these deps, as of `now` when given.
 */
export async function recheckThroughQueue(
  database: Database,
  deps: PaymentsDeps,
  options: RecheckOptions,
): Promise<RecheckResult> {
  const jobs = createJobs(database, {
    pollingIntervalSeconds: 0.5,
    onError: (error) => {
      throw error;
    },
  });
  defineRecheckJob(jobs, deps, { ...options, intervalSeconds: 0 });
  await jobs.start();
  try {
    const data: RecheckJobData = options.now ? { asOf: options.now.toISOString() } : {};
    return await runJob<RecheckResult>(jobs, RECHECK_JOB, data);
  } finally {
    await jobs.stop();
  }
}
