// The per-question countdown of spec/learner.md §4 ("Temps restant: Ns"), counted against the
// server's clock (docs/decisions/011-quiz-timing.md): the server starts the clock when the question
// is opened and says when it ends; the browser only shows it. Phones' clocks can be minutes off, so
// the player estimates how far the server's clock is ahead of its own
// (docs/decisions/017-quiz-timer-in-the-browser.md).

/**
 * The server's clock minus the browser's, in ms, as far as we know it. Every server time we receive
 * (an opening, an attempt start) happened before the answer reached us, so `serverTime - receivedAt`
 * is a lower bound of the offset; a fresh opening reaches it within the network delay. Keeping the
 * largest bound never shows less time than the server grants.
 */
export function learnClockOffset(previous: number | null, serverTime: string, receivedAt: number): number {
  const bound = Date.parse(serverTime) - receivedAt;
  if (!Number.isFinite(bound)) return previous ?? 0;
  return previous === null ? bound : Math.max(previous, bound);
}

/**
 * Whole seconds left before `deadlineAt` (server time) at the browser's `now`, rounded up, between 0
 * and the question's limit; null without a deadline.
 */
export function secondsRemaining(
  deadlineAt: string | null,
  timeLimitSeconds: number | null,
  now: number,
  clockOffset: number,
): number | null {
  if (deadlineAt === null || timeLimitSeconds === null) return null;
  const left = Math.ceil((Date.parse(deadlineAt) - (now + clockOffset)) / 1000);
  if (!Number.isFinite(left)) return timeLimitSeconds;
  return Math.min(timeLimitSeconds, Math.max(0, left));
}

const ANNOUNCED_SECONDS = [60, 30, 10, 5] as const;

/**
 * The time left a screen reader should hear, or null to stay silent: the first value shown, then 60,
 * 30, 10 and 5 seconds. Reading it every second would drown the question.
 */
export function timerAnnouncement(remaining: number, previous: number | null): number | null {
  if (previous === null) return remaining;
  const crossed = ANNOUNCED_SECONDS.find((mark) => remaining <= mark && previous > mark);
  return crossed === undefined ? null : remaining;
}
