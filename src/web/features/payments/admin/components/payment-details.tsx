import { t } from '#shared/messages/fr-payments.ts';
import type { TAdminPayment } from '#shared/payments/admin-payments.contract.ts';
import { failureReasonLabel, formatPaymentDateTime } from '../payments-format.ts';

/** Why it failed, and the refund recorded (when, by whom, the note): what the list adds under a payment. */
export function PaymentOutcome({ payment }: { payment: TAdminPayment }) {
  const reason = payment.status === 'completed' ? null : failureReasonLabel(payment.failure_reason);
  if (!reason && !payment.refunded_at) return null;
  return (
    <div className="space-y-0.5 text-sm">
      {reason ? <p className="text-muted-foreground">{t('payments.admin.reason', { reason })}</p> : null}
      {payment.refunded_at ? (
        <>
          <p className="text-success">
            {t('payments.admin.refundedOn', {
              date: formatPaymentDateTime(payment.refunded_at),
              name: payment.refunded_by?.name ?? '',
            })}
          </p>
          {payment.refund_note ? (
            <p className="break-words text-muted-foreground">
              {t('payments.admin.refundNote', { note: payment.refund_note })}
            </p>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

/** The course, and its session when the payment was for one. */
export function PaymentCourse({ payment }: { payment: TAdminPayment }) {
  return (
    <>
      <span className="block break-words">{payment.course.title}</span>
      {payment.cohort ? (
        <span className="block text-sm break-words text-muted-foreground">
          {t('payments.admin.cohort', { name: payment.cohort.name })}
        </span>
      ) : null}
    </>
  );
}
