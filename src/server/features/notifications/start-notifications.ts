import { dispatchNotifications } from './dispatch-notifications.ts';
import type { NotificationsDeps } from './notifications-deps.ts';
import { scanInstallmentNotices } from './scan-installment-notices.ts';

export type NotificationTimers = {
  /** How often unpaid installments are looked at (0 = never; tests call the scan directly). */
  scanIntervalSeconds: number;
  /** How often pending notifications are sent (0 = never). */
  dispatchIntervalSeconds: number;
  onError: (error: unknown) => void;
};

/**
 * Runs the installment scan and the sender on timers (unref: they never keep the process alive), a
 * first time at once. Every process may run them: the database makes each email go once.
 */
export function startNotifications(deps: NotificationsDeps, timers: NotificationTimers): () => void {
  const stops = [
    every(timers.scanIntervalSeconds, () => scanInstallmentNotices(deps), timers.onError),
    every(timers.dispatchIntervalSeconds, () => dispatchNotifications(deps), timers.onError),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}

function every(seconds: number, task: () => Promise<unknown>, onError: (error: unknown) => void) {
  if (seconds <= 0) return () => {};
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    task()
      .catch(onError)
      .finally(() => {
        running = false;
      });
  };
  const first = setTimeout(run, 0);
  const timer = setInterval(run, seconds * 1000);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
