import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import type { TPaymentStatusView } from '#shared/payments/payment.contract.ts';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../auth/caller.ts';
import { EXPIRED_REASON } from './apply-payment-outcome.ts';
import { checkoutPath } from './payment-paths.ts';
import { findPaymentOfLearner, type PaymentRow } from './payments.repo.ts';

// GET /api/payments/check-status?ref=: the caller's own payment only (anyone else's reference is 404).

const FAILURE_MESSAGES: Record<string, Parameters<typeof t>[0]> = {
  cohort_full: 'payments.failure.cohortFull',
  promo_unavailable: 'payments.failure.promoUnavailable',
  already_enrolled: 'payments.failure.alreadyEnrolled',
  already_paid: 'payments.failure.alreadyPaid',
  amount_mismatch: 'payments.failure.amountMismatch',
  [EXPIRED_REASON]: 'payments.failure.expired',
};

function failureMessage(payment: PaymentRow): string | null {
  if (payment.status === 'pending' || payment.status === 'completed') return null;
  const key = payment.failureReason ? FAILURE_MESSAGES[payment.failureReason] : undefined;
  return t(key ?? 'payments.failure.gateway');
}

export async function checkPaymentStatus(
  db: Db,
  caller: Caller,
  reference: string,
): Promise<TPaymentStatusView> {
  const payment = await findPaymentOfLearner(db, reference, caller);
  if (!payment) throw new AppError('NOT_FOUND');
  return {
    reference: payment.reference,
    status: payment.status,
    amount: payment.amount,
    currency: 'XOF',
    courseId: payment.courseId,
    cohortId: payment.cohortId,
    planType: payment.planType,
    remainingAmount: payment.remainingAmount,
    nextPaymentDate: payment.nextPaymentDate?.toISOString() ?? null,
    created_at: payment.createdAt.toISOString(),
    checkoutPath: checkoutPath(payment.courseId, payment.cohortId, payment.planType),
    failureMessage: failureMessage(payment),
  };
}
