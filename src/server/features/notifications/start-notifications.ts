import type { Jobs } from '../../jobs/jobs.ts';
import { dispatchNotifications } from './dispatch-notifications.ts';
import type { NotificationsDeps } from './notifications-deps.ts';
import { scanInstallmentNotices } from './scan-installment-notices.ts';

export const INSTALLMENT_SCAN_JOB = 'notifications.scan-installments';

/**
 * The installment scan as a recurring job of the queue (docs/decisions/088): once per interval
 * between all server processes, and once at each start. A scan that fails is not retried: the next
 * one looks again (the notices it queues are unique in the database).
 */
export function defineInstallmentScanJob(
  jobs: Jobs,
  deps: Pick<NotificationsDeps, 'db' | 'reminderDays'>,
  /** 0 = never planted (tests call the scan directly). */
  scanIntervalSeconds: number,
): void {
  jobs.defineJob(INSTALLMENT_SCAN_JOB, () => scanInstallmentNotices(deps), { retryLimit: 0 });
  if (scanIntervalSeconds > 0)
    jobs.schedule(INSTALLMENT_SCAN_JOB, { everySeconds: scanIntervalSeconds, isRunAtStart: true });
}

export type SenderTimer = {
  /** How often pending notifications are sent (0 = never). */
  dispatchIntervalSeconds: number;
  onError: (error: unknown) => void;
};

/**
 * Runs the sender on a timer (unref: it never keeps the process alive), a first time at once. Not a
 * job: it polls the notifications table itself, each row taken under its lock, so every process may
 * run it and each email still goes once; as a job it would only add a queue row every few seconds.
 */
export function startNotificationSender(deps: NotificationsDeps, timer: SenderTimer): () => void {
  const seconds = timer.dispatchIntervalSeconds;
  if (seconds <= 0) return () => {};
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    dispatchNotifications(deps)
      .catch(timer.onError)
      .finally(() => {
        running = false;
      });
  };
  const first = setTimeout(run, 0);
  const interval = setInterval(run, seconds * 1000);
  first.unref();
  interval.unref();
  return () => {
    clearTimeout(first);
    clearInterval(interval);
  };
}
