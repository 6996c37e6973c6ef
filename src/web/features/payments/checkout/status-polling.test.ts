import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIRST_POLL_MS, MAX_POLL_MS, nextPollDelay, resultView } from './status-polling.ts';

describe('payment status polling', () => {
  it('asks every 2 s at first, then backs off', () => {
    expect(nextPollDelay('pending', 1)).toBe(2000);
    expect(nextPollDelay('pending', 2)).toBe(3000);
    expect(nextPollDelay('pending', 3)).toBe(4500);
    expect(nextPollDelay(undefined, 0)).toBe(FIRST_POLL_MS);
  });

  it('stops as soon as the payment is no longer pending', () => {
    expect(nextPollDelay('completed', 1)).toBe(false);
    expect(nextPollDelay('failed', 5)).toBe(false);
    expect(nextPollDelay('cancelled', 2)).toBe(false);
    // Abandoned and expired on the server (decision 035): settled, the page stops asking.
    expect(nextPollDelay('expired', 40)).toBe(false);
  });

  it('never waits less than 2 s nor more than the cap, and never less than before', () => {
    fc.assert(
      fc.property(fc.nat(1000), (checks) => {
        const delay = nextPollDelay('pending', checks) as number;
        const after = nextPollDelay('pending', checks + 1) as number;
        expect(delay).toBeGreaterThanOrEqual(FIRST_POLL_MS);
        expect(delay).toBeLessThanOrEqual(MAX_POLL_MS);
        expect(after).toBeGreaterThanOrEqual(delay);
      }),
    );
  });

  it('shows failed for a failed, cancelled or expired payment', () => {
    expect(resultView('completed')).toBe('success');
    expect(resultView('pending')).toBe('pending');
    expect(resultView('failed')).toBe('failed');
    expect(resultView('cancelled')).toBe('failed');
    expect(resultView('expired')).toBe('failed');
  });
});
