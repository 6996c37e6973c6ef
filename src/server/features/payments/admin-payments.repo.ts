import { and, count, desc, eq, gte, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { PaymentStatus } from '#shared/payments/payment-states.ts';
import type { Executor } from '../../db/client.ts';
import { payments } from '../../db/schema/payments.ts';
import { userFieldOf, usersWithEmailLike } from '../auth/auth.repo.ts';
import { cohortNameOf } from '../cohorts/cohorts.repo.ts';
import { courseTitleOf } from '../courses/courses.repo.ts';

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

function whereOf(db: Executor, filter: PaymentFilter): SQL | undefined {
  const conditions: Array<SQL | undefined> = [eq(payments.organizationId, filter.organizationId)];
  if (filter.paymentId) conditions.push(eq(payments.id, filter.paymentId));
  if (filter.status) conditions.push(eq(payments.status, filter.status));
  if (filter.isRefundToDo) conditions.push(eq(payments.refundDue, true), isNull(payments.refundedAt));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(
      or(inArray(payments.userId, usersWithEmailLike(db, pattern)), ilike(payments.reference, pattern)),
    );
  }
  return and(...conditions);
}

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
      learnerName: userFieldOf(payments.userId, 'name'),
      learnerEmail: userFieldOf(payments.userId, 'email'),
      courseTitle: courseTitleOf(payments.courseId),
      cohortName: cohortNameOf(payments.cohortId),
      refundedByName: userFieldOf(payments.refundedBy, 'name'),
    })
    .from(payments)
    .where(whereOf(db, filter))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countPayments(db: Executor, filter: PaymentFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(payments).where(whereOf(db, filter));
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

// ——— admin-people (issue 18): the dashboard's figures and a user's page ———

/** Whole FCFA collected by the organisation's payments completed since `since`. */
export async function sumCompletedPaymentsSince(db: Executor, organizationId: string, since: Date) {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${payments.amount}), 0)::bigint` })
    .from(payments)
    .where(
      and(
        eq(payments.organizationId, organizationId),
        eq(payments.status, 'completed'),
        gte(payments.completedAt, since),
      ),
    );
  return Number(row?.total ?? 0);
}

/** The organisation's money owed back, not yet recorded as refunded. */
export async function countRefundsToDo(db: Executor, organizationId: string) {
  return countPayments(db, { organizationId, isRefundToDo: true });
}

/** The user's payments in the organisation, newest first (at most `limit`). */
export async function listPaymentsOfUser(
  db: Executor,
  organizationId: string,
  userId: string,
  limit: number,
) {
  return db
    .select({
      id: payments.id,
      reference: payments.reference,
      courseTitle: courseTitleOf(payments.courseId),
      amount: payments.amount,
      status: payments.status,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(and(eq(payments.organizationId, organizationId), eq(payments.userId, userId)))
    .orderBy(desc(payments.createdAt))
    .limit(limit);
}
// ——— end admin-people ———
