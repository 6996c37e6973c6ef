import type { EventBus } from '../../events/event-bus.ts';
import { queueNotifications } from './notifications.repo.ts';

export const PAYMENT_RECEIPT_SUBSCRIBER = 'notifications.payment-receipt';

/**
 * The learner's receipt is owed once per completed payment (docs/decisions/048, 120): the row is
 * written in the delivery's transaction of the payment.completed event, which the completion
 * recorded in its own transaction, so the receipt exists if and only if the completion committed.
 * A delivery made twice, or a past event handed to this subscriber when it is first deployed, finds
 * the unique row and changes nothing. Nothing is owed for a free enrolment: no money, no receipt.
 */
export function subscribePaymentReceipts(events: EventBus) {
  events.subscribe(PAYMENT_RECEIPT_SUBSCRIBER, 'payment.completed', async (tx, event) => {
    const payment = event.payload;
    if (payment.amount <= 0) return;
    await queueNotifications(
      tx,
      [
        {
          organizationId: payment.organizationId,
          userId: payment.userId,
          kind: 'payment-receipt',
          subjectId: payment.paymentId,
        },
      ],
      event.occurredAt,
    );
  });
}
