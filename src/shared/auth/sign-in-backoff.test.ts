import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BACKOFF_MAX_SECONDS, backoffSeconds } from './sign-in-backoff.ts';

describe('backoffSeconds', () => {
  it('waits nothing before the free failures are spent, then doubles from one second', () => {
    expect([0, 5, 19].map((n) => backoffSeconds(n, 20))).toEqual([0, 0, 0]);
    expect([20, 21, 22, 23, 25].map((n) => backoffSeconds(n, 20))).toEqual([1, 2, 4, 8, 32]);
  });

  it('stops at the cap, also for absurd counts', () => {
    expect(backoffSeconds(26, 20)).toBe(BACKOFF_MAX_SECONDS);
    expect(backoffSeconds(1e9, 20)).toBe(BACKOFF_MAX_SECONDS);
    expect(backoffSeconds(Number.POSITIVE_INFINITY, 20)).toBe(BACKOFF_MAX_SECONDS);
    expect(backoffSeconds(Number.NaN, 20)).toBe(0);
  });

  it('never decreases as failures grow, and stays between 0 and the cap', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 10_000 }),
        fc.nat({ max: 10_000 }),
        fc.nat({ max: 100 }),
        fc.integer({ min: 1, max: 3600 }),
        (a, b, free, max) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          const lowWait = backoffSeconds(low, free, max);
          const highWait = backoffSeconds(high, free, max);
          expect(lowWait).toBeLessThanOrEqual(highWait);
          expect(highWait).toBeGreaterThanOrEqual(0);
          expect(highWait).toBeLessThanOrEqual(max);
          expect(Number.isInteger(highWait)).toBe(true);
        },
      ),
    );
  });
});
