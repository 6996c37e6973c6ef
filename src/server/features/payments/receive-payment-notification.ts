import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import { applyPaymentOutcome, type OutcomeResult } from './apply-payment-outcome.ts';
import type { IncomingNotification, PaymentGateway } from './gateways/gateway.ts';
import type { PaymentsDeps } from './initialize-payment.ts';
import { findPaymentByReference } from './payments.repo.ts';

// A gateway's notification (webhook / IPN) is a hint, never a proof (docs/decisions/062): its
// signature is checked first, then the gateway's own status endpoint is asked about the payment
// we stored — with the token we stored, not one the notification brings — and only that answer goes
// through the state machine. When the answer cannot be had the payment stays pending, and the
// periodic re-check asks again.

export type NotificationResult =
  | Exclude<OutcomeResult, { kind: 'unknown' }>
  | { kind: 'deferred'; status: 'pending' };

export async function receivePaymentNotification(
  deps: PaymentsDeps,
  gatewayId: PaymentGateway['id'],
  notification: IncomingNotification,
): Promise<NotificationResult> {
  const gateway = deps.gateways.byId(gatewayId);
  if (!gateway) throw new AppError('NOT_FOUND');
  const verified = await gateway.verifyNotification(notification).catch(() => null);
  if (!verified?.ok) throw new AppError('UNAUTHENTICATED', t('payments.notificationRejected'));
  const payment = await findPaymentByReference(deps.db, verified.outcome.reference);
  if (!payment || payment.gateway !== gatewayId) throw new AppError('NOT_FOUND');
  const confirmed = payment.gatewayToken
    ? await gateway
        .confirm({ reference: payment.reference, gatewayToken: payment.gatewayToken })
        .catch(() => null)
    : null;
  if (!confirmed || confirmed.reference !== payment.reference) {
    if (payment.status !== 'pending') return { kind: 'unchanged', status: payment.status };
    return { kind: 'deferred', status: 'pending' };
  }
  const result = await applyPaymentOutcome(deps.db, confirmed, {
    gateway: gatewayId,
    installmentGraceDays: deps.installmentGraceDays,
  });
  if (result.kind === 'unknown') throw new AppError('NOT_FOUND');
  return result;
}
