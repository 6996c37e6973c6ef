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
 * replay, a "pending", a "failed" after "completed". Money the gateway reports collected is never
 * ignored (decision 039): a payment that expired (our own deadline), failed or was cancelled before
 * (the payer tried again on the same gateway page, or its page failed to open here but not there)
 * is still completed, or refused and owed back by the completion's own checks. Only a payment whose
 * money was already taken and refused (`refundDue`) ignores a repeated "completed": it is owed back once.
 */
export function nextPaymentStatus(
  current: PaymentStatus,
  word: GatewayWord,
  refundDue: boolean,
): PaymentStatus | null {
  if (word === 'pending') return null;
  if (current === 'pending') return word;
  if (word === 'completed' && current !== 'completed' && !refundDue) return 'completed';
  return null;
}

/** True once a payment created at `createdAt` has waited `expiryHours` (or more) at `now`. */
export function isPastPendingExpiry(createdAt: Date, now: Date, expiryHours: number): boolean {
  return now.getTime() - createdAt.getTime() >= expiryHours * HOUR_MS;
}
