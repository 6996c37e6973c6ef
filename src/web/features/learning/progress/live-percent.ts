// The percent the player shows for a lesson while it is being played, listened to or read: what the
// renderer last reported through the progress hook (the same update that is saved), kept in memory so
// the header follows the learner without waiting for the server. It never goes back (a seek backwards
// does not undo what the server already holds) and reads 100 once the lesson is completed.
//
// Renderers report up to four times a second; listeners hear a change at most once per `intervalMs`
// (a completion at once), and only when the rounded percent moved, so the page does not re-render
// on every report.

/** How often, at most, a lesson's shown percent changes on screen. */
export const LIVE_PERCENT_INTERVAL_MS = 1_000;

type Timer = unknown;

export type LivePercentDeps = {
  now: () => number;
  setTimer: (run: () => void, ms: number) => Timer;
  clearTimer: (timer: Timer) => void;
  intervalMs?: number;
};

/** The percent to show after a report: whole, 0–100, never below what was shown, 100 when completed. */
export function nextShownPercent(
  shown: number | undefined,
  report: { percentage: number; isCompleted: boolean },
): number {
  if (report.isCompleted) return 100;
  const reported = Number.isFinite(report.percentage)
    ? Math.min(100, Math.max(0, Math.floor(report.percentage)))
    : 0;
  return Math.max(shown ?? 0, reported);
}

export function createLivePercents(deps: LivePercentDeps) {
  const intervalMs = deps.intervalMs ?? LIVE_PERCENT_INTERVAL_MS;
  /** The latest percent of each lesson, and the one listeners were last told about. */
  const latest = new Map<string, number>();
  const published = new Map<string, number>();
  const publishedAt = new Map<string, number>();
  const waiting = new Map<string, Timer>();
  const listeners = new Map<string, Set<() => void>>();

  function publish(lessonId: string): void {
    waiting.delete(lessonId);
    const value = latest.get(lessonId);
    if (value === undefined || value === published.get(lessonId)) return;
    published.set(lessonId, value);
    publishedAt.set(lessonId, deps.now());
    for (const listener of listeners.get(lessonId) ?? []) listener();
  }

  return {
    record(lessonId: string, report: { percentage: number; isCompleted: boolean }): void {
      const value = nextShownPercent(latest.get(lessonId), report);
      if (value === latest.get(lessonId)) return;
      latest.set(lessonId, value);
      const since = deps.now() - (publishedAt.get(lessonId) ?? Number.NEGATIVE_INFINITY);
      if (value === 100 || since >= intervalMs) {
        if (waiting.has(lessonId)) deps.clearTimer(waiting.get(lessonId));
        publish(lessonId);
        return;
      }
      if (waiting.has(lessonId)) return;
      waiting.set(
        lessonId,
        deps.setTimer(() => publish(lessonId), intervalMs - since),
      );
    },

    /** The percent last published for the lesson, undefined when nothing was reported on this page. */
    get(lessonId: string): number | undefined {
      return published.get(lessonId);
    },

    subscribe(lessonId: string, listener: () => void): () => void {
      const set = listeners.get(lessonId) ?? new Set();
      set.add(listener);
      listeners.set(lessonId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(lessonId);
      };
    },

    /** Another account signed in: forget what this page saw. */
    clear(): void {
      for (const timer of waiting.values()) deps.clearTimer(timer);
      waiting.clear();
      latest.clear();
      publishedAt.clear();
      const lessonIds = [...published.keys()];
      published.clear();
      for (const lessonId of lessonIds) for (const listener of listeners.get(lessonId) ?? []) listener();
    },
  };
}

export type LivePercents = ReturnType<typeof createLivePercents>;

let instance: LivePercents | null = null;

/** The app's one store, on the browser's clock. */
export function appLivePercents(): LivePercents {
  instance ??= createLivePercents({
    now: () => Date.now(),
    setTimer: (run, ms) => setTimeout(run, ms),
    clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  });
  return instance;
}
