import type { TProgressSave } from '#shared/learning/progress.contract.ts';
import { ApiError, type RequestOptions } from '#web/lib/api.ts';
import type { BeaconTokens } from './beacon-tokens.ts';
import {
  backoffDelay,
  coalesce,
  failureAction,
  lessonKey,
  type ProgressUpdate,
  sendDelay,
} from './progress-queue.ts';
import type { LocalProgressRecord, OutboxEntry, ProgressStore } from './progress-store.ts';

// Progress that is never lost (spec/learner.md §4 "Video tracking", §7 POST /api/progress/save):
// every report goes to IndexedDB first, then to the server when online — after the 2 s debounce, at
// once when urgent or when 30 s of playback went unsaved. The outbox is flushed in order on start,
// on `online` and after each success; failures that may pass later stay queued with backoff, refused
// updates (400/403/404) are dropped and logged. When the page is hidden or closed, what is still
// pending goes out as a beacon; its outbox entry stays until a normal save confirms it (the server
// is idempotent and never moves backwards, so the double delivery is harmless).

export const SAVE_PATH = '/api/progress/save';
export const SAVE_TIMEOUT_MS = 15_000;

export type ReportOptions = { urgent?: boolean; playing?: boolean };
export type PlaybackState = Pick<
  TProgressSave,
  'currentTime' | 'duration' | 'watchedDuration' | 'percentage' | 'isCompleted' | 'isWithoutVideo'
>;

type Timer = unknown;

export type ProgressSyncDeps = {
  openStore: () => Promise<ProgressStore>;
  request: <T>(path: string, options?: RequestOptions) => Promise<T>;
  beaconTokens: BeaconTokens;
  isOnline: () => boolean;
  now: () => number;
  setTimer: (run: () => void, ms: number) => Timer;
  clearTimer: (timer: Timer) => void;
  random: () => number;
  newId: () => string;
  deviceId: () => string | undefined;
  sendBeacon: (url: string, body: Blob) => boolean;
  log: (message: string, detail?: unknown) => void;
};

export function createProgressSync(deps: ProgressSyncDeps) {
  const sessionId = deps.newId();
  let store: Promise<ProgressStore> | null = null;
  let userId: string | null = null;
  /** The account signed in last: a lesson closing just after sign-out still reports for it. */
  let previousUserId: string | null = null;
  /** Reports made before the signed-in user is known (child effects run before the layout's). */
  let held: ProgressUpdate[] = [];
  /** Writes run one after another, in report order; a flush waits for them. */
  let writing: Promise<unknown> = Promise.resolve();
  /** What each lesson still has to send, known synchronously for the unload beacon. */
  const unsent = new Map<string, { courseId: string; update: ProgressUpdate }>();
  const beaconed = new Set<string>();
  const lastSentAt = new Map<string, number>();
  let debounce: Timer | null = null;
  let retry: Timer | null = null;
  let failures = 0;
  let retryAt = 0;
  let flushing: Promise<void> | null = null;
  let isFlushAgain = false;

  const getStore = () => {
    store ??= deps.openStore();
    return store;
  };

  function write(run: (s: ProgressStore) => Promise<unknown>): Promise<unknown> {
    writing = writing
      .then(() => getStore())
      .then(run)
      .catch((error: unknown) => deps.log('progress: local write failed', error));
    return writing;
  }

  function forgetIfSent(entry: OutboxEntry): void {
    const key = lessonKey(entry.userId, entry.lessonId);
    if (unsent.get(key)?.update.updateId === entry.update.updateId) unsent.delete(key);
  }

  /** Sends one update: what to do with its outbox entry. */
  async function send(update: ProgressUpdate): Promise<'sent' | 'retry' | 'drop'> {
    try {
      await deps.request(SAVE_PATH, { method: 'POST', body: update, timeoutMs: SAVE_TIMEOUT_MS });
      return 'sent';
    } catch (error) {
      if (error instanceof ApiError) {
        const action = failureAction(error.status);
        if (action === 'drop') deps.log(`progress: update refused (${error.status}), dropped`, error);
        return action;
      }
      return 'retry';
    }
  }

  function scheduleRetry(): void {
    failures += 1;
    const delay = backoffDelay(failures, deps.random);
    retryAt = deps.now() + delay;
    if (retry !== null) deps.clearTimer(retry);
    retry = deps.setTimer(() => {
      retry = null;
      void flush();
    }, delay);
  }

  async function flushOnce(): Promise<void> {
    const user = userId;
    if (!user) return;
    await writing;
    const entries = await (await getStore()).pending(user);
    for (const entry of entries) {
      if (userId !== user || !deps.isOnline()) return;
      const key = lessonKey(user, entry.lessonId);
      if (!unsent.has(key)) unsent.set(key, { courseId: entry.courseId, update: entry.update });
      lastSentAt.set(key, deps.now());
      const outcome = await send(entry.update);
      if (outcome === 'retry') {
        scheduleRetry();
        return;
      }
      // Stop retrying only once the entry is gone from disk: a crash in between resends it, harmlessly.
      await (await getStore()).remove(entry.seq);
      forgetIfSent(entry);
      if (outcome === 'sent') failures = 0;
    }
  }

  /** Sends everything pending, oldest first; `force` ignores the backoff (the network came back). */
  function flush(force = false): Promise<void> {
    if (!userId || !deps.isOnline()) return Promise.resolve();
    if (!force && retryAt > deps.now()) return Promise.resolve();
    if (flushing) {
      isFlushAgain = true;
      return flushing;
    }
    flushing = (async () => {
      do {
        isFlushAgain = false;
        await flushOnce().catch((error: unknown) => {
          deps.log('progress: flush failed', error);
          scheduleRetry();
        });
      } while (isFlushAgain && retryAt <= deps.now());
    })().finally(() => {
      flushing = null;
    });
    return flushing;
  }

  function schedule(delay: number): void {
    if (debounce !== null) deps.clearTimer(debounce);
    debounce = null;
    if (delay === 0) {
      void flush();
      return;
    }
    debounce = deps.setTimer(() => {
      debounce = null;
      void flush();
    }, delay);
  }

  function persist(user: string, update: ProgressUpdate): void {
    const key = lessonKey(user, update.lessonId);
    unsent.set(key, { courseId: update.courseId, update: coalesce(unsent.get(key)?.update, update) });
    void write((s) => s.record(user, update, deps.now()));
  }

  function beacon(): void {
    if (!userId || !deps.isOnline()) return;
    for (const [key, { courseId, update }] of unsent) {
      if (!key.startsWith(`${userId}:`) || beaconed.has(update.updateId)) continue;
      const beaconToken = deps.beaconTokens.current(courseId);
      if (!beaconToken) continue;
      const body = new Blob([JSON.stringify({ ...update, beaconToken })], { type: 'application/json' });
      if (deps.sendBeacon(SAVE_PATH, body)) beaconed.add(update.updateId);
    }
  }

  return {
    /** The signed-in user (null when signed out). A new user's outbox is flushed at once: app start. */
    setUser(next: string | null): void {
      if (next === userId) return;
      // Tokens fetched before the user was known are this user's (the request helper's bearer).
      if (userId !== null) deps.beaconTokens.clear();
      if (userId !== null) previousUserId = userId;
      userId = next;
      unsent.clear();
      beaconed.clear();
      lastSentAt.clear();
      failures = 0;
      retryAt = 0;
      if (!next) return;
      const waiting = held;
      held = [];
      for (const update of waiting) persist(next, update);
      void flush();
    },

    report(courseId: string, lessonId: string, state: PlaybackState, options: ReportOptions = {}): void {
      const update: ProgressUpdate = {
        courseId,
        lessonId,
        currentTime: state.currentTime,
        duration: state.duration,
        watchedDuration: state.watchedDuration,
        percentage: state.percentage,
        isCompleted: state.isCompleted,
        ...(state.isWithoutVideo ? { isWithoutVideo: true } : {}),
        sessionId,
        deviceId: deps.deviceId(),
        updateId: deps.newId(),
      };
      if (!userId) {
        // Kept on disk for the account that was playing (sent on its next visit), or, before
        // anyone signed in on this page, held until the session is known.
        if (previousUserId) {
          persist(previousUserId, update);
          return;
        }
        const index = held.findIndex((h) => h.lessonId === lessonId);
        if (index >= 0) held[index] = coalesce(held[index], update);
        else held.push(update);
        return;
      }
      const key = lessonKey(userId, lessonId);
      if (!lastSentAt.has(key)) lastSentAt.set(key, deps.now());
      persist(userId, update);
      schedule(
        sendDelay({
          urgent: !!options.urgent,
          playing: !!options.playing,
          now: deps.now(),
          lastSentAt: lastSentAt.get(key)!,
        }),
      );
      void deps.beaconTokens.ensure(courseId);
    },

    flush,
    /** The network is back: retry now, whatever the backoff said. */
    onOnline(): void {
      failures = 0;
      retryAt = 0;
      void flush(true);
    },
    /** The page is hidden or going away: send what is pending as beacons. */
    beacon,
    prepareBeacon(courseId: string): Promise<void> {
      return deps.beaconTokens.ensure(courseId);
    },
    /**
     * This device's latest report of a lesson for the signed-in learner (kept after it was sent):
     * what a page opened offline resumes from when the course it shows is older (docs/decisions/040).
     */
    async localRecord(lessonId: string): Promise<LocalProgressRecord | undefined> {
      const owner = userId;
      if (!owner) return undefined;
      await writing;
      return (await getStore()).localRecord(owner, lessonId);
    },
    /** Opens the device's store now (the player's first reads wait for it): nothing else happens. */
    open(): void {
      void getStore().catch(() => undefined);
    },
    /** Resolves once every write and send started so far is done (tests, and the e2e hook). */
    async idle(): Promise<void> {
      await writing;
      while (flushing) await flushing;
    },
  };
}

export type ProgressSync = ReturnType<typeof createProgressSync>;
