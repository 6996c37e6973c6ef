import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { learnClockOffset, secondsRemaining, timerAnnouncement } from './quiz-timer.ts';

const at = (ms: number) => new Date(ms).toISOString();
const T0 = Date.parse('2026-11-22T10:00:00.000Z');

describe('secondsRemaining', () => {
  it('counts down from the server deadline, rounded up, and stops at zero', () => {
    const deadline = at(T0 + 15_000);
    expect(secondsRemaining(deadline, 15, T0, 0)).toBe(15);
    expect(secondsRemaining(deadline, 15, T0 + 100, 0)).toBe(15);
    expect(secondsRemaining(deadline, 15, T0 + 1_000, 0)).toBe(14);
    expect(secondsRemaining(deadline, 15, T0 + 14_001, 0)).toBe(1);
    expect(secondsRemaining(deadline, 15, T0 + 15_000, 0)).toBe(0);
    expect(secondsRemaining(deadline, 15, T0 + 90_000, 0)).toBe(0);
  });

  it("reads the browser's clock through the offset: a phone 2 minutes ahead still gets its time", () => {
    const deadline = at(T0 + 15_000);
    const phoneNow = T0 + 120_000;
    expect(secondsRemaining(deadline, 15, phoneNow, -120_000)).toBe(15);
    expect(secondsRemaining(deadline, 15, phoneNow + 5_000, -120_000)).toBe(10);
  });

  it('never shows more than the limit, nor a time without a limit', () => {
    expect(secondsRemaining(at(T0 + 60_000), 15, T0, 0)).toBe(15);
    expect(secondsRemaining(null, 15, T0, 0)).toBeNull();
    expect(secondsRemaining(at(T0), null, T0, 0)).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 600 }), fc.integer({ min: -1e7, max: 1e7 }), (limit, drift) => {
        const left = secondsRemaining(at(T0 + limit * 1000), limit, T0 + drift, 0)!;
        return left >= 0 && left <= limit;
      }),
    );
  });
});

describe('learnClockOffset', () => {
  it('takes the server time minus the time it arrived, and keeps the largest bound', () => {
    const first = learnClockOffset(null, at(T0), T0 + 120_300);
    expect(first).toBe(-120_300);
    // An old opening (a resumed question) says less: the fresh bound stays.
    expect(learnClockOffset(first, at(T0 - 60_000), T0 + 125_000)).toBe(-120_300);
    expect(learnClockOffset(first, at(T0 + 5_000), T0 + 125_100)).toBe(-120_100);
  });

  it('ignores a time it cannot read', () => {
    expect(learnClockOffset(-5, 'pas une date', T0)).toBe(-5);
    expect(learnClockOffset(null, 'pas une date', T0)).toBe(0);
  });
});

describe('timerAnnouncement', () => {
  it('announces the first value, then only at 60, 30, 10 and 5 seconds', () => {
    const heard: number[] = [];
    let last: number | null = null;
    for (let left = 45; left >= 0; left--) {
      const next = timerAnnouncement(left, last);
      if (next !== null) {
        heard.push(next);
        last = next;
      }
    }
    expect(heard).toEqual([45, 30, 10, 5]);
  });

  it('catches up after a jump (a tab in the background)', () => {
    expect(timerAnnouncement(3, 40)).toBe(3);
    expect(timerAnnouncement(12, 15)).toBeNull();
  });
});
