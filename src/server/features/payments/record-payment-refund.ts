import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import type { TAdminPayment, TRecordRefund } from '#shared/payments/admin-payments.contract.ts';
import { formatPaymentDate } from '#shared/payments/payment-messages.ts';
import type { Db } from '../../db/client.ts';
// Platform console (issue 18): a refund leaves one audit row in its transaction.
import { type AuditActor, recordAudit } from '../audit/record-audit.ts';
import { findUserName } from '../auth/auth.repo.ts';
import type { Caller } from '../auth/caller.ts';
import { updatePayment } from '../payments/payments.repo.ts';
import { listPaymentRows, lockOrganizationPayment } from './admin-payments.repo.ts';
import { toAdminPayment } from './list-organization-payments.ts';

/**
 * POST /api/admin/payments/{id}/refund: records that the money owed back was sent by hand from the
 * operator's back office (docs/decisions/037). Under the payment's row lock, so two admins clicking
 * at once record it once: the second finds it refunded (409). Touches neither the enrolment nor a
 * gateway. Another organisation's payment is 404, as if it did not exist.
 */
export async function recordPaymentRefund(
  db: Db,
  caller: Caller,
  paymentId: string,
  input: TRecordRefund,
  actor: AuditActor,
  now = new Date(),
): Promise<TAdminPayment> {
  await db.transaction(async (tx) => {
    const payment = await lockOrganizationPayment(tx, caller.organizationId, paymentId);
    if (!payment) throw new AppError('NOT_FOUND', t('payments.admin.notFound'));
    if (payment.refundedAt) {
      const name = payment.refundedBy ? await findUserName(tx, payment.refundedBy) : '';
      throw new AppError(
        'REFUND_ALREADY_RECORDED',
        t('payments.admin.alreadyRefunded', { date: formatPaymentDate(payment.refundedAt), name }),
      );
    }
    if (!payment.refundDue) throw new AppError('REFUND_NOT_DUE');
    await updatePayment(tx, payment.id, {
      refundedAt: now,
      refundedBy: caller.userId,
      refundNote: input.note,
      updatedAt: now,
    });
    await recordAudit(tx, actor, {
      organizationId: caller.organizationId,
      action: 'payment.refunded',
      targetType: 'payment',
      targetId: payment.id,
      details: { amount: payment.amount, reference: payment.reference, note: input.note },
    });
  });
  const [row] = await listPaymentRows(
    db,
    { organizationId: caller.organizationId, paymentId },
    { limit: 1, offset: 0 },
  );
  return toAdminPayment(row!);
}
