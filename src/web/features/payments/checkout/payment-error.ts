import { CHECKOUT_REFUSALS, isOneOf } from '#shared/error-codes.ts';
import { t } from '#shared/messages/fr-payments.ts';
import type { TPaymentInitialized } from '#shared/payments/payment.contract.ts';
import { ApiError } from '#web/lib/api.ts';

// The texts of the summary's red 'Erreur' alert (spec/learner.md §8 payment errors).

/**
 * A failed initialize call: the server's own French message for a refused request (amount changed,
 * cohort full, promo code…), 'Erreur de l'API: {status} {statusText}' for a server failure, the request
 * helper's message when no answer came back (offline, timeout), else the generic initiation message.
 */
export function initializeErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status >= 400 && error.status < 500 && error.serverMessage) return error.serverMessage;
    if (error.status >= 400) {
      return t('payments.checkout.error.api', { status: error.status, statusText: error.statusText }).trim();
    }
    return error.message || t('payments.checkout.error.initiation');
  }
  return t('payments.checkout.error.initiation');
}

/** An answer without success: its message, or the generic initialization message. */
export function unsuccessfulMessage(answer: Pick<TPaymentInitialized, 'message'>): string {
  return answer.message.trim() || t('payments.checkout.error.initialization');
}

/** A refusal the server answers before payment (cohort full, amount changed): show it, do not retry blindly. */
export function isConflict(error: unknown): boolean {
  return error instanceof ApiError && isOneOf(error.code, CHECKOUT_REFUSALS);
}
