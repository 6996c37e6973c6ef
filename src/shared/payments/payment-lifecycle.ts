import type { PaymentStatus } from './payment-states.ts';

// How a payment's status may move (docs/decisions/022 and 035). The server's state machine
// (features/payments/apply-payment-outcome.ts) asks these rules under the payment's row lock.

/** What a gateway can say about a payment (a verified notification or a server-to-server check). */
export type GatewayWord = 'completed' | 'failed' | 'cancelled' | 'pending';

/** A pending payment is abandoned after this many hours unless PAYMENT_PENDING_EXPIRY_HOURS says otherwise. */
export const DEFAULT_PENDING_EXPIRY_HOURS = 24;

const HOUR_MS = 3600 * 1000;

/**
 * The status a payment moves to when its gateway says `word`, or null when nothing moves: a
 * replay, a "pending", a "failed" after "completed". Expiry is our own deadline, not the gateway's
 * word, so money the gateway reports collected after it is still taken (then completed, or refused
 * and owed back by the completion's own checks); an expired payment ignores anything else.
 */
export function nextPaymentStatus(current: PaymentStatus, word: GatewayWord): PaymentStatus | null {
  if (word === 'pending') return null;
  if (current === 'pending') return word;
  if (current === 'expired' && word === 'completed') return 'completed';
  return null;
}

/** True once a payment created at `createdAt` has waited `expiryHours` (or more) at `now`. */
export function isPastPendingExpiry(createdAt: Date, now: Date, expiryHours: number): boolean {
  return now.getTime() - createdAt.getTime() >= expiryHours * HOUR_MS;
}
