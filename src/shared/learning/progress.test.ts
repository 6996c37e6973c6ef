import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  articleCompletionDelayMs,
  canComplete,
  chapterStatus,
  engagementScore,
  isSuspiciousSeeking,
  mergeProgress,
  newMilestones,
  readingMinutes,
  requiredWatchSeconds,
} from './progress.ts';

describe('milestones', () => {
  // 25, 50, 75 and 100 are recorded once each.
  it.each([
    [30, [], [25]],
    [80, [25], [50, 75]],
    [80, [25, 50, 75], []],
    [100, [25, 50, 75], [100]],
  ])('at %i %%, after %j: %j', (percent, recorded, milestones) => {
    expect(newMilestones(percent, new Set(recorded))).toEqual(milestones);
  });
});

describe('seeks', () => {
  it('flags 5 seeks within 10 seconds, not 4, not 5 spread out', () => {
    expect(isSuspiciousSeeking([0, 1000, 2000, 3000, 4000])).toBe(true);
    expect(isSuspiciousSeeking([0, 1000, 2000, 3000])).toBe(false);
    expect(isSuspiciousSeeking([0, 3000, 6000, 9000, 12_000])).toBe(false);
    expect(isSuspiciousSeeking([50_000, 0, 51_000, 52_000, 53_000, 54_000])).toBe(true);
  });
});

describe('completion', () => {
  it('needs min(60 s, 95 % of the duration) really watched', () => {
    expect(requiredWatchSeconds(600)).toBe(60);
    expect(requiredWatchSeconds(40)).toBe(38);
    expect(canComplete(59, 600)).toBe(false);
    expect(canComplete(60, 600)).toBe(true);
    expect(canComplete(38, 40)).toBe(true);
  });
});

describe('engagement', () => {
  it('subtracts capped penalties for seeks and pauses', () => {
    expect(engagementScore({ watchedSeconds: 100, durationSeconds: 100, seeks: 0, pauses: 0 })).toBe(1);
    expect(engagementScore({ watchedSeconds: 100, durationSeconds: 100, seeks: 2, pauses: 2 })).toBeCloseTo(
      0.7,
    );
    expect(engagementScore({ watchedSeconds: 100, durationSeconds: 100, seeks: 20, pauses: 20 })).toBeCloseTo(
      0.2,
    );
    expect(engagementScore({ watchedSeconds: 10, durationSeconds: 0, seeks: 0, pauses: 0 })).toBe(0);
  });

  it('stays within 0..1', () => {
    fc.assert(
      fc.property(
        fc.nat(100_000),
        fc.nat(100_000),
        fc.nat(100),
        fc.nat(100),
        (watched, duration, seeks, pauses) => {
          const score = engagementScore({
            watchedSeconds: watched,
            durationSeconds: duration,
            seeks,
            pauses,
          });
          expect(score).toBeGreaterThanOrEqual(0);
          expect(score).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});

describe('merging progress', () => {
  const state = fc.record({
    percentage: fc.integer({ min: 0, max: 100 }),
    watchedSeconds: fc.nat(100_000),
    isCompleted: fc.boolean(),
  });

  it('never moves backwards, whatever order updates arrive in', () => {
    fc.assert(
      fc.property(fc.array(state, { minLength: 1, maxLength: 20 }), (updates) => {
        let stored = null as ReturnType<typeof mergeProgress> | null;
        for (const update of updates) {
          const next = mergeProgress(stored, update);
          if (stored) {
            expect(next.percentage).toBeGreaterThanOrEqual(stored.percentage);
            expect(next.watchedSeconds).toBeGreaterThanOrEqual(stored.watchedSeconds);
            if (stored.isCompleted) expect(next.isCompleted).toBe(true);
          }
          stored = next;
        }
        expect(stored!.percentage).toBe(Math.max(...updates.map((u) => u.percentage)));
      }),
    );
  });

  it('is idempotent: a resent update changes nothing', () => {
    fc.assert(
      fc.property(state, state, (a, b) => {
        const once = mergeProgress(a, b);
        expect(mergeProgress(once, b)).toEqual(once);
      }),
    );
  });
});

describe('articles and chapters', () => {
  it('reads 250 words a minute and shows the banner after max(5 s, 10 s a minute)', () => {
    expect(readingMinutes('mot '.repeat(250))).toBe(1);
    expect(readingMinutes('mot '.repeat(251))).toBe(2);
    expect(readingMinutes('')).toBe(1);
    expect(articleCompletionDelayMs(0)).toBe(5000);
    expect(articleCompletionDelayMs(3)).toBe(30_000);
  });

  it('derives the chapter status', () => {
    expect(chapterStatus({ isCompleted: true, percentage: 10, watchedSeconds: 0 }, 'locked')).toBe(
      'completed',
    );
    expect(chapterStatus({ isCompleted: false, percentage: 0, watchedSeconds: 5 }, 'not-started')).toBe(
      'in-progress',
    );
    expect(chapterStatus(null, 'locked')).toBe('locked');
    expect(chapterStatus({ isCompleted: false, percentage: 0, watchedSeconds: 0 }, 'not-started')).toBe(
      'not-started',
    );
  });
});
