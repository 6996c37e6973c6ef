import type { PaymentStatus } from '#shared/payments/payment-states.ts';

// How often the result page asks whether a payment left "pending" (spec/learner.md §2 "Payment result"):
// every 2 s at first, then less and less often, so a phone on a slow network is not kept busy.

export const FIRST_POLL_MS = 2_000;
export const POLL_BACKOFF = 1.5;
export const MAX_POLL_MS = 15_000;

/** Delay before the next check after `checksDone` checks, or false once the payment is settled. */
export function nextPollDelay(status: PaymentStatus | undefined, checksDone: number): number | false {
  if (status !== undefined && status !== 'pending') return false;
  const delay = FIRST_POLL_MS * POLL_BACKOFF ** Math.max(0, checksDone - 1);
  return Math.min(MAX_POLL_MS, Math.round(delay));
}

export type ResultView = 'success' | 'failed' | 'pending';

export function resultView(status: PaymentStatus): ResultView {
  if (status === 'completed') return 'success';
  return status === 'pending' ? 'pending' : 'failed';
}
