import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import type { IncomingNotification, PaymentGateway } from '../../payments/gateways/gateway.ts';
import { applyPaymentOutcome, type OutcomeResult } from './apply-payment-outcome.ts';
import type { PaymentsDeps } from './initialize-payment.ts';

// A gateway's notification (webhook / IPN): its signature first, then the state machine.

export async function receivePaymentNotification(
  deps: PaymentsDeps,
  gatewayId: PaymentGateway['id'],
  notification: IncomingNotification,
): Promise<Exclude<OutcomeResult, { kind: 'unknown' }>> {
  const gateway = deps.gateways.byId(gatewayId);
  if (!gateway) throw new AppError('NOT_FOUND');
  const verified = await gateway.verifyNotification(notification).catch(() => null);
  if (!verified?.ok) throw new AppError('UNAUTHENTICATED', t('payment.notificationRejected'));
  const result = await applyPaymentOutcome(deps.db, verified.outcome, {
    gateway: gatewayId,
    installmentGraceDays: deps.installmentGraceDays,
  });
  if (result.kind === 'unknown') throw new AppError('NOT_FOUND');
  return result;
}
