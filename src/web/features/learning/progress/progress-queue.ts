import type { TProgressSave } from '#shared/learning/progress.contract.ts';
import { AUTOSAVE_INTERVAL_MS, SAVE_DEBOUNCE_MS } from '#shared/learning/progress.ts';

// The pure rules of the progress outbox (spec/learner.md §4 "Video tracking"): what one pending
// update per lesson becomes when a newer one arrives, when to send, what to do with a failure, and
// how long to wait before trying again. No I/O: the store and the sender apply them.

/** One update as queued and sent: the §3 payload with the client-chosen `updateId` (never a beacon token). */
export type ProgressUpdate = Omit<TProgressSave, 'beaconToken' | 'updateId'> & { updateId: string };

/**
 * The one update a lesson still needs to send once `next` arrives after `pending`: the latest
 * position and duration, but never less watched, never a lower percentage and never un-completed
 * (the server keeps the maximum anyway; this way coalescing cannot lose a completion).
 */
export function coalesce(pending: ProgressUpdate | undefined, next: ProgressUpdate): ProgressUpdate {
  if (!pending) return { ...next };
  return {
    ...next,
    percentage: Math.max(pending.percentage, next.percentage),
    watchedDuration: Math.max(pending.watchedDuration, next.watchedDuration),
    isCompleted: pending.isCompleted || next.isCompleted,
    // A lesson finished without its video (decision 043) stays so claimed until it is sent.
    ...(pending.isWithoutVideo || next.isWithoutVideo ? { isWithoutVideo: true } : {}),
  };
}

/**
 * How long to wait before sending after a report: now when urgent (pause, end, completion) or when
 * playback has gone 30 s without a save (autosave); otherwise the 2 s debounce, re-armed by each report.
 */
export function sendDelay(input: {
  urgent: boolean;
  playing: boolean;
  now: number;
  /** When this lesson was last sent (or first reported, before any send). */
  lastSentAt: number;
}): number {
  if (input.urgent) return 0;
  if (input.playing && input.now - input.lastSentAt >= AUTOSAVE_INTERVAL_MS) return 0;
  return SAVE_DEBOUNCE_MS;
}

export type FailureAction = 'retry' | 'drop';

/**
 * A failed send stays queued when it may succeed later (no answer: offline, timeout, network; 5xx;
 * 401 until the session is back; 408, 429). Other 4xx (400 validation, 403 not enrolled or expired,
 * 404 unknown lesson) will never be accepted: the update is dropped and logged.
 */
export function failureAction(status: number): FailureAction {
  if (status === 0 || status >= 500) return 'retry';
  if (status === 401 || status === 408 || status === 429) return 'retry';
  return status >= 400 ? 'drop' : 'retry';
}

export const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_MAX_MS = 5 * 60_000;

/**
 * Wait before retry number `failures` (1, 2, …): doubling from 2 s up to 5 min, with jitter in
 * [half, full] so that phones coming back online together do not all retry at the same instant.
 */
export function backoffDelay(failures: number, random: () => number = Math.random): number {
  const exponent = Math.min(Math.max(failures, 1) - 1, 20);
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** exponent);
  return Math.round(ceiling / 2 + (ceiling / 2) * Math.min(1, Math.max(0, random())));
}

/** The key of a lesson's latest state for one account: two accounts on one phone never mix. */
export function lessonKey(userId: string, lessonId: string): string {
  return `${userId}:${lessonId}`;
}
