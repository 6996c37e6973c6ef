// Counts only the time the page is visible: 'Article terminé' is earned by reading, so a tab left in
// the background does not finish an article on its own.

type Timer = unknown;

export type VisibleTimerDeps = {
  now: () => number;
  setTimer: (run: () => void, ms: number) => Timer;
  clearTimer: (timer: Timer) => void;
  isHidden: () => boolean;
  /** Calls back on every visibility change; returns how to stop listening. */
  onVisibilityChange: (listener: () => void) => () => void;
};

/** Calls `onDone` once the page has been visible for `delayMs` in all; returns how to cancel. */
export function startVisibleTimer(delayMs: number, onDone: () => void, deps: VisibleTimerDeps): () => void {
  let remaining = delayMs;
  let runningSince: number | null = null;
  let timer: Timer | null = null;

  function run() {
    if (runningSince !== null || deps.isHidden()) return;
    runningSince = deps.now();
    timer = deps.setTimer(() => {
      stop();
      onDone();
    }, remaining);
  }

  function pause() {
    if (runningSince === null) return;
    remaining = Math.max(0, remaining - (deps.now() - runningSince));
    runningSince = null;
    if (timer !== null) deps.clearTimer(timer);
    timer = null;
  }

  const unsubscribe = deps.onVisibilityChange(() => (deps.isHidden() ? pause() : run()));
  function stop() {
    pause();
    unsubscribe();
  }

  run();
  return stop;
}

/** The browser's clock, timers and document visibility. */
export const browserVisibleTimerDeps: VisibleTimerDeps = {
  now: () => performance.now(),
  setTimer: (run, ms) => window.setTimeout(run, ms),
  clearTimer: (timer) => window.clearTimeout(timer as number),
  isHidden: () => document.visibilityState === 'hidden',
  onVisibilityChange: (listener) => {
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
};
