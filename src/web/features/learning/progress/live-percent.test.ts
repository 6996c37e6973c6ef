import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLivePercents, nextShownPercent } from './live-percent.ts';

describe('nextShownPercent', () => {
  it('follows the reports upwards, in whole percents', () => {
    expect(nextShownPercent(undefined, { percentage: 12.9, isCompleted: false })).toBe(12);
    expect(nextShownPercent(12, { percentage: 30.2, isCompleted: false })).toBe(30);
  });

  it('never goes back (a seek backwards), and reads 100 once completed', () => {
    expect(nextShownPercent(30, { percentage: 5, isCompleted: false })).toBe(30);
    expect(nextShownPercent(30, { percentage: 91, isCompleted: true })).toBe(100);
    expect(nextShownPercent(undefined, { percentage: Number.NaN, isCompleted: false })).toBe(0);
    expect(nextShownPercent(undefined, { percentage: 140, isCompleted: false })).toBe(100);
  });

  it('stays within 0–100 and never below what was shown, whatever the reports', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ percentage: fc.double({ min: -50, max: 150 }), isCompleted: fc.boolean() })),
        (reports) => {
          let shown: number | undefined;
          for (const report of reports) {
            const next = nextShownPercent(shown, report);
            expect(next).toBeGreaterThanOrEqual(shown ?? 0);
            expect(next).toBeLessThanOrEqual(100);
            if (report.isCompleted) expect(next).toBe(100);
            shown = next;
          }
        },
      ),
    );
  });
});

/** A store on a hand-driven clock, counting what its listener hears. */
function setup() {
  let now = 0;
  const timers: Array<{ at: number; run: () => void } | null> = [];
  const store = createLivePercents({
    now: () => now,
    setTimer: (run, ms) => timers.push({ at: now + ms, run }) - 1,
    clearTimer: (id) => {
      timers[id as number] = null;
    },
    intervalMs: 1_000,
  });
  let heard = 0;
  store.subscribe('lesson', () => {
    heard += 1;
  });
  const advance = (ms: number) => {
    now += ms;
    for (const [id, timer] of timers.entries()) {
      if (timer && timer.at <= now) {
        timers[id] = null;
        timer.run();
      }
    }
  };
  return { store, advance, heard: () => heard };
}

describe('createLivePercents', () => {
  it('publishes the first report at once, then at most once per interval', () => {
    const { store, advance, heard } = setup();
    expect(store.get('lesson')).toBeUndefined();
    store.record('lesson', { percentage: 10, isCompleted: false });
    expect(store.get('lesson')).toBe(10);
    expect(heard()).toBe(1);
    // Four reports a second (an <audio> element's timeupdate): one change heard, with the latest value.
    for (const percentage of [11, 12, 13]) {
      advance(250);
      store.record('lesson', { percentage, isCompleted: false });
    }
    expect(store.get('lesson')).toBe(10);
    advance(250);
    expect(store.get('lesson')).toBe(13);
    expect(heard()).toBe(2);
  });

  it('stays quiet when the whole percent does not move, and goes back for nobody', () => {
    const { store, advance, heard } = setup();
    store.record('lesson', { percentage: 40.1, isCompleted: false });
    advance(5_000);
    store.record('lesson', { percentage: 40.8, isCompleted: false });
    store.record('lesson', { percentage: 3, isCompleted: false });
    advance(5_000);
    expect(store.get('lesson')).toBe(40);
    expect(heard()).toBe(1);
  });

  it('shows a completion at once, even inside the interval', () => {
    const { store, advance, heard } = setup();
    store.record('lesson', { percentage: 85, isCompleted: false });
    advance(100);
    store.record('lesson', { percentage: 88, isCompleted: false });
    store.record('lesson', { percentage: 90, isCompleted: true });
    expect(store.get('lesson')).toBe(100);
    expect(heard()).toBe(2);
    advance(2_000);
    expect(heard()).toBe(2);
  });

  it('forgets everything when another account signs in', () => {
    const { store, heard } = setup();
    store.record('lesson', { percentage: 60, isCompleted: false });
    store.clear();
    expect(store.get('lesson')).toBeUndefined();
    expect(heard()).toBe(2);
    store.record('lesson', { percentage: 5, isCompleted: false });
    expect(store.get('lesson')).toBe(5);
  });
});
