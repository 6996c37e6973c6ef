import type {
  TAdminPayment,
  TAdminPaymentList,
  TAdminPaymentsQuery,
} from '#shared/payments/admin-payments.contract.ts';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../auth/caller.ts';
import {
  type AdminPaymentRow,
  countPayments,
  listPaymentRows,
  type PaymentFilter,
} from './admin-payments.repo.ts';

/**
 * GET /api/admin/payments: the caller's organisation's payments only (a superadmin too: its own
 * organisation, docs/decisions/037), newest first, one page at a time.
 */
export async function listOrganizationPayments(
  db: Db,
  caller: Caller,
  query: TAdminPaymentsQuery,
): Promise<TAdminPaymentList> {
  const filter: PaymentFilter = {
    organizationId: caller.organizationId,
    status: query.status,
    isRefundToDo: query.refundDue === 'true',
    search: query.search || undefined,
  };
  const [rows, total] = await Promise.all([
    listPaymentRows(db, filter, { limit: query.limit, offset: (query.page - 1) * query.limit }),
    countPayments(db, filter),
  ]);
  return { payments: rows.map(toAdminPayment), total, page: query.page, limit: query.limit };
}

export function toAdminPayment(row: AdminPaymentRow): TAdminPayment {
  const { payment } = row;
  return {
    id: payment.id,
    reference: payment.reference,
    created_at: payment.createdAt.toISOString(),
    learner: { id: payment.userId, name: row.learnerName, email: row.learnerEmail },
    course: { id: payment.courseId, title: row.courseTitle },
    cohort: payment.cohortId && row.cohortName ? { id: payment.cohortId, name: row.cohortName } : null,
    plan_type: payment.planType,
    amount: payment.amount,
    currency: 'XOF',
    gateway: payment.gateway,
    method: payment.method,
    status: payment.status,
    failure_reason: payment.failureReason,
    refund_due: payment.refundDue,
    refunded_at: payment.refundedAt?.toISOString() ?? null,
    refunded_by: payment.refundedBy ? { id: payment.refundedBy, name: row.refundedByName ?? '' } : null,
    refund_note: payment.refundNote,
  };
}
