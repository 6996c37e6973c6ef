import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUTOSAVE_INTERVAL_MS, SAVE_DEBOUNCE_MS } from '#shared/learning/progress.ts';
import {
  BACKOFF_BASE_MS,
  BACKOFF_MAX_MS,
  backoffDelay,
  coalesce,
  failureAction,
  type ProgressUpdate,
  sendDelay,
} from './progress-queue.ts';

const update = (overrides: Partial<ProgressUpdate> = {}): ProgressUpdate => ({
  courseId: 'c',
  lessonId: 'l',
  currentTime: 10,
  duration: 600,
  watchedDuration: 10,
  percentage: 2,
  isCompleted: false,
  updateId: 'u',
  ...overrides,
});

const arbitraryUpdate = fc.record({
  currentTime: fc.integer({ min: 0, max: 600 }),
  watchedDuration: fc.integer({ min: 0, max: 600 }),
  percentage: fc.integer({ min: 0, max: 100 }),
  isCompleted: fc.boolean(),
  updateId: fc.uuid(),
});

describe('coalesce', () => {
  it('keeps the latest position and id, the most watched, and a completion', () => {
    const merged = coalesce(
      update({ percentage: 96, watchedDuration: 580, isCompleted: true, currentTime: 590, updateId: 'a' }),
      update({ percentage: 5, watchedDuration: 30, isCompleted: false, currentTime: 30, updateId: 'b' }),
    );
    expect(merged).toMatchObject({
      percentage: 96,
      watchedDuration: 580,
      isCompleted: true,
      currentTime: 30,
      updateId: 'b',
    });
  });

  it('keeps a completion without the video (decision 043) when a later update follows it', () => {
    const merged = coalesce(
      update({ percentage: 100, isCompleted: true, isWithoutVideo: true, updateId: 'a' }),
      update({ percentage: 3, isCompleted: false, updateId: 'b' }),
    );
    expect(merged).toMatchObject({ isCompleted: true, isWithoutVideo: true, updateId: 'b' });
    expect(coalesce(undefined, update({ updateId: 'c' })).isWithoutVideo).toBeUndefined();
  });

  it('folding any sequence gives the last position and the maximum of everything else', () => {
    fc.assert(
      fc.property(fc.array(arbitraryUpdate, { minLength: 1, maxLength: 30 }), (states) => {
        const updates = states.map((s) => update(s));
        const folded = updates.reduce<ProgressUpdate | undefined>((acc, u) => coalesce(acc, u), undefined)!;
        const last = updates.at(-1)!;
        expect(folded.currentTime).toBe(last.currentTime);
        expect(folded.updateId).toBe(last.updateId);
        expect(folded.percentage).toBe(Math.max(...updates.map((u) => u.percentage)));
        expect(folded.watchedDuration).toBe(Math.max(...updates.map((u) => u.watchedDuration)));
        expect(folded.isCompleted).toBe(updates.some((u) => u.isCompleted));
      }),
    );
  });

  it('is associative: coalescing in batches is coalescing one by one', () => {
    fc.assert(
      fc.property(arbitraryUpdate, arbitraryUpdate, arbitraryUpdate, (a, b, c) => {
        const [x, y, z] = [update(a), update(b), update(c)];
        expect(coalesce(coalesce(x, y), z)).toEqual(coalesce(x, coalesce(y, z)));
      }),
    );
  });
});

describe('sendDelay', () => {
  it('sends urgent reports now, whatever else', () => {
    expect(sendDelay({ urgent: true, playing: false, now: 0, lastSentAt: 0 })).toBe(0);
  });

  it('autosaves after 30 s of playback, and not while paused', () => {
    expect(sendDelay({ urgent: false, playing: true, now: AUTOSAVE_INTERVAL_MS - 1, lastSentAt: 0 })).toBe(
      SAVE_DEBOUNCE_MS,
    );
    expect(sendDelay({ urgent: false, playing: true, now: AUTOSAVE_INTERVAL_MS, lastSentAt: 0 })).toBe(0);
    expect(sendDelay({ urgent: false, playing: false, now: 10 * AUTOSAVE_INTERVAL_MS, lastSentAt: 0 })).toBe(
      SAVE_DEBOUNCE_MS,
    );
  });
});

describe('failureAction', () => {
  it('keeps what may pass later and drops what the server will never accept', () => {
    for (const status of [0, 401, 408, 429, 500, 502, 503, 504]) expect(failureAction(status)).toBe('retry');
    for (const status of [400, 403, 404, 409, 413, 422]) expect(failureAction(status)).toBe('drop');
  });
});

describe('backoffDelay', () => {
  it('doubles from 2 s up to 5 min, jittered between half and full', () => {
    expect(backoffDelay(1, () => 1)).toBe(BACKOFF_BASE_MS);
    expect(backoffDelay(1, () => 0)).toBe(BACKOFF_BASE_MS / 2);
    expect(backoffDelay(2, () => 1)).toBe(2 * BACKOFF_BASE_MS);
    expect(backoffDelay(3, () => 1)).toBe(4 * BACKOFF_BASE_MS);
    expect(backoffDelay(50, () => 1)).toBe(BACKOFF_MAX_MS);
  });

  it('stays within bounds and never shrinks as failures grow', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.double({ min: 0, max: 1, noNaN: true }), (n, r) => {
        const delay = backoffDelay(n, () => r);
        expect(delay).toBeGreaterThanOrEqual(BACKOFF_BASE_MS / 2);
        expect(delay).toBeLessThanOrEqual(BACKOFF_MAX_MS);
        expect(backoffDelay(n + 1, () => r)).toBeGreaterThanOrEqual(delay);
      }),
    );
  });
});
