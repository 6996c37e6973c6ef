import { randomUUID } from 'node:crypto';
import { payments } from '../schema/index.ts';
import type { Executor } from './support.ts';
import { courseOrganizationId } from './support.ts';

export type NewPaymentOptions = { userId: string; courseId: string } & Partial<
  Omit<typeof payments.$inferInsert, 'userId' | 'courseId' | 'organizationId'>
>;

/** A pending one-time sandbox payment of 10 000 FCFA with a unique reference and idempotency key. */
export async function newPayment(db: Executor, options: NewPaymentOptions) {
  const organizationId = await courseOrganizationId(db, options.courseId);
  const reference = options.reference ?? `JANG-${randomUUID()}`;
  const [row] = await db
    .insert(payments)
    .values({
      organizationId,
      planType: 'oneTime',
      amount: 10_000,
      idempotencyKey: randomUUID(),
      gateway: 'sandbox',
      gatewayToken: `sandbox-${reference}`,
      ...options,
      reference,
    })
    .returning();
  return row!;
}
