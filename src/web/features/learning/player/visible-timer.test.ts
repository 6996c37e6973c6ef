import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { startVisibleTimer, type VisibleTimerDeps } from './visible-timer.ts';

/** A fake page: a clock moved by hand, one timer at a time, a visibility switch. */
function fakePage(hidden = false) {
  let now = 0;
  let isHidden = hidden;
  let pending: { at: number; run: () => void } | null = null;
  const listeners = new Set<() => void>();
  const deps: VisibleTimerDeps = {
    now: () => now,
    setTimer: (run, ms) => {
      pending = { at: now + ms, run };
      return pending;
    },
    clearTimer: (timer) => {
      if (pending === timer) pending = null;
    },
    isHidden: () => isHidden,
    onVisibilityChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    deps,
    listeners,
    advance(ms: number) {
      const target = now + ms;
      while (pending && pending.at <= target) {
        const due = pending;
        now = due.at;
        pending = null;
        due.run();
      }
      now = target;
    },
    setHidden(value: boolean) {
      isHidden = value;
      for (const listener of [...listeners]) listener();
    },
  };
}

describe('startVisibleTimer', () => {
  it('fires after the delay while the page stays visible', () => {
    const page = fakePage();
    let done = 0;
    startVisibleTimer(10_000, () => done++, page.deps);
    page.advance(9_999);
    expect(done).toBe(0);
    page.advance(1);
    expect(done).toBe(1);
    expect(page.listeners.size).toBe(0);
  });

  it('does not count the time the page is hidden', () => {
    const page = fakePage();
    let done = 0;
    startVisibleTimer(10_000, () => done++, page.deps);
    page.advance(4_000);
    page.setHidden(true);
    page.advance(60_000);
    expect(done).toBe(0);
    page.setHidden(false);
    page.advance(5_999);
    expect(done).toBe(0);
    page.advance(1);
    expect(done).toBe(1);
  });

  it('waits for a page opened in the background to be shown, and can be cancelled', () => {
    const page = fakePage(true);
    let done = 0;
    const cancel = startVisibleTimer(5_000, () => done++, page.deps);
    page.advance(30_000);
    expect(done).toBe(0);
    page.setHidden(false);
    page.advance(2_000);
    cancel();
    page.advance(10_000);
    expect(done).toBe(0);
    expect(page.listeners.size).toBe(0);
  });

  it('fires once, after exactly the visible time asked, whatever the switches', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20_000 }),
        fc.array(fc.record({ ms: fc.integer({ min: 0, max: 5_000 }), hidden: fc.boolean() }), {
          maxLength: 20,
        }),
        (delayMs, steps) => {
          const page = fakePage();
          let visible = 0;
          let firedAtVisible: number | null = null;
          let fired = 0;
          startVisibleTimer(
            delayMs,
            () => {
              fired++;
              firedAtVisible = visible;
            },
            page.deps,
          );
          let hidden = false;
          for (const step of [...steps, { ms: delayMs, hidden: false }]) {
            page.setHidden(step.hidden);
            hidden = step.hidden;
            for (let i = 0; i < step.ms; i += 250) {
              const ms = Math.min(250, step.ms - i);
              if (!hidden && firedAtVisible === null) visible += Math.min(ms, delayMs - visible);
              page.advance(ms);
            }
          }
          expect(fired).toBe(1);
          expect(firedAtVisible).toBe(delayMs);
        },
      ),
    );
  });
});
