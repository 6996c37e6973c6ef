import { randomUUID } from 'node:crypto';
import { insertPayment, insertSchedule, type PaymentRow } from '../../features/payments/payments.repo.ts';
import { type payments, promoCodes } from '../schema/index.ts';
import type { Executor } from './support.ts';
import { courseOrganizationId, DAY_MS, unique } from './support.ts';

export type NewPaymentOptions = { userId: string; courseId: string } & Partial<
  Omit<typeof payments.$inferInsert, 'userId' | 'courseId' | 'organizationId'>
>;

/** A pending one-time sandbox payment of 10 000 FCFA with a unique reference and idempotency key. */
export async function newPayment(db: Executor, options: NewPaymentOptions) {
  const organizationId = await courseOrganizationId(db, options.courseId);
  const reference = options.reference ?? `JANG-${randomUUID()}`;
  return insertPayment(db, {
    organizationId,
    planType: 'oneTime',
    amount: 10_000,
    idempotencyKey: randomUUID(),
    gateway: 'sandbox',
    gatewayToken: `sandbox-${reference}`,
    ...options,
    reference,
  });
}

/**
 * The installment rows of a payment's `schedule`, all due, as a completed installment payment writes
 * them: numbered from 1, each payable until `graceDays` (INSTALLMENT_GRACE_DAYS' default) after its date.
 */
export async function newPaymentSchedule(
  db: Executor,
  payment: Pick<PaymentRow, 'id' | 'organizationId' | 'userId' | 'courseId' | 'schedule'>,
  options: { graceDays?: number } = {},
) {
  const graceDays = options.graceDays ?? 7;
  await insertSchedule(
    db,
    payment.schedule.map((item, index) => {
      const dueDate = new Date(item.dueDate);
      return {
        organizationId: payment.organizationId,
        paymentId: payment.id,
        userId: payment.userId,
        courseId: payment.courseId,
        sequence: index + 1,
        amount: item.amount,
        dueDate,
        graceUntil: new Date(dueDate.getTime() + graceDays * DAY_MS),
      };
    }),
  );
}

export type NewPromoCodeOptions = { organizationId: string } & Partial<
  Omit<typeof promoCodes.$inferInsert, 'organizationId'>
>;

/**
 * A code for every course of the organisation, valid since yesterday, never expiring: 10 % off unless
 * it is a fixed `amount` (`isPercentage: false`).
 */
export async function newPromoCode(db: Executor, options: NewPromoCodeOptions) {
  const isPercentage = options.isPercentage ?? true;
  const [row] = await db
    .insert(promoCodes)
    .values({
      code: unique('PROMO').toUpperCase(),
      percent: isPercentage ? 10 : 0,
      validFrom: new Date(Date.now() - DAY_MS),
      ...options,
      isPercentage,
    })
    .returning();
  return row!;
}
