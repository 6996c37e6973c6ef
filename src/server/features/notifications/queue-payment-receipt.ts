import type { Executor } from '../../db/client.ts';
import { queueNotifications } from './notifications.repo.ts';

/**
 * Called by the payment state machine in the transaction that completes a payment: its receipt is
 * owed once (a replayed "completed" never reaches here, and the unique row would refuse it anyway).
 * Nothing is owed for a free enrolment: no money, no receipt.
 */
export async function queuePaymentReceipt(
  tx: Executor,
  payment: { id: string; organizationId: string; userId: string; amount: number },
  now: Date,
) {
  if (payment.amount <= 0) return;
  await queueNotifications(
    tx,
    [
      {
        organizationId: payment.organizationId,
        userId: payment.userId,
        kind: 'payment-receipt',
        subjectId: payment.id,
      },
    ],
    now,
  );
}
