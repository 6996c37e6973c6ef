import { and, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PaymentStatus } from '#shared/payments/payment-states.ts';
import type { Executor } from '../../db/client.ts';
import { cohorts, courses, payments, users } from '../../db/schema/index.ts';

// The admin's reads of payments: always within one organisation.

export type PaymentFilter = {
  organizationId: string;
  status?: PaymentStatus | undefined;
  /** Money owed back and not yet recorded as refunded. */
  isRefundToDo?: boolean | undefined;
  search?: string | undefined;
  /** One payment (the row answered after recording a refund). */
  paymentId?: string | undefined;
};

/** `%`, `_` and `\` typed by the admin match themselves, not any character. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function whereOf(filter: PaymentFilter): SQL | undefined {
  const conditions: Array<SQL | undefined> = [eq(payments.organizationId, filter.organizationId)];
  if (filter.paymentId) conditions.push(eq(payments.id, filter.paymentId));
  if (filter.status) conditions.push(eq(payments.status, filter.status));
  if (filter.isRefundToDo) conditions.push(eq(payments.refundDue, true), isNull(payments.refundedAt));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(or(ilike(users.email, pattern), ilike(payments.reference, pattern)));
  }
  return and(...conditions);
}

const refunder = alias(users, 'refunder');

export type AdminPaymentRow = Awaited<ReturnType<typeof listPaymentRows>>[number];

/** One page of the organisation's payments, newest first (ties by id, so pages never overlap). */
export async function listPaymentRows(
  db: Executor,
  filter: PaymentFilter,
  page: { limit: number; offset: number },
) {
  return db
    .select({
      payment: payments,
      learnerName: users.name,
      learnerEmail: users.email,
      courseTitle: courses.title,
      cohortName: cohorts.name,
      refundedByName: refunder.name,
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .innerJoin(courses, eq(courses.id, payments.courseId))
    .leftJoin(cohorts, eq(cohorts.id, payments.cohortId))
    .leftJoin(refunder, eq(refunder.id, payments.refundedBy))
    .where(whereOf(filter))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countPayments(db: Executor, filter: PaymentFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .where(whereOf(filter));
  return row?.n ?? 0;
}

/** The payment of this organisation, locked until the transaction ends; null when absent or another's. */
export async function lockOrganizationPayment(tx: Executor, organizationId: string, paymentId: string) {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.organizationId, organizationId)))
    .for('update');
  return row ?? null;
}

export async function userName(db: Executor, userId: string): Promise<string> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? '';
}
