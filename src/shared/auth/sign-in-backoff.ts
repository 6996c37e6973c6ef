// How long an account's sign-in waits after failed passwords from many addresses (decision 004).

/** The longest wait between two tries on one account, in seconds. */
export const BACKOFF_MAX_SECONDS = 60;

/**
 * Seconds to wait before the next try on an account that has had `failures` failed passwords in the
 * window: nothing up to `freeFailures`, then 1, 2, 4, 8… seconds, never more than `maxSeconds`.
 * A wait, never a lock: whoever holds the password gets in after at most `maxSeconds`.
 */
export function backoffSeconds(
  failures: number,
  freeFailures: number,
  maxSeconds: number = BACKOFF_MAX_SECONDS,
): number {
  if (Number.isNaN(failures) || failures < freeFailures) return 0;
  const beyond = Math.floor(failures - freeFailures);
  // 2 ** 31 and beyond is far past any cap: stop doubling before the number grows silly.
  return beyond >= 30 ? maxSeconds : Math.min(maxSeconds, 2 ** beyond);
}
