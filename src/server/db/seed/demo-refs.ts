import { findPaymentByReference, type PaymentRow } from '../../features/payments/payments.repo.ts';
import type { Tx } from '../client.ts';
import { type NewPaymentOptions, newPayment } from '../factories/index.ts';

// What the demo data after the catalogue names by key: accounts by email, courses by key (slug).

export type DemoRefs = {
  organizationId: string;
  userIds: Map<string, string>;
  courseIds: Map<string, string>;
};

/** A demo payment: the learner, the course and a fixed reference (its idempotency key derives from it). */
export type DemoPaymentKey = { email: string; courseSlug: string; reference: string };

/**
 * The demo payment made by newPayment, or null when its reference is already there (seeded before:
 * left as it is, with whatever was paid since) or its learner or course is missing.
 */
export async function seedDemoPayment(
  tx: Tx,
  refs: DemoRefs,
  key: DemoPaymentKey,
  columns: Omit<NewPaymentOptions, 'userId' | 'courseId' | 'reference' | 'idempotencyKey'>,
): Promise<PaymentRow | null> {
  const userId = refs.userIds.get(key.email);
  const courseId = refs.courseIds.get(key.courseSlug);
  if (!userId || !courseId || (await findPaymentByReference(tx, key.reference))) return null;
  return newPayment(tx, {
    userId,
    courseId,
    reference: key.reference,
    idempotencyKey: `demo-${key.reference}`,
    ...columns,
  });
}
