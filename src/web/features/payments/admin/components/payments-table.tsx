import { t } from '#shared/messages/fr-payments.ts';
import type { TAdminPayment } from '#shared/payments/admin-payments.contract.ts';
import { formatAmount, formatPaymentDateTime, gatewayLabel } from '../payments-format.ts';
import { PaymentBadges } from './payment-badges.tsx';
import { PaymentCourse, PaymentOutcome } from './payment-details.tsx';
import { RefundButton } from './refund-button.tsx';

const th = 'px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase';

/**
 * Wide screens: one row per payment, five columns so nothing is cut at 1280 px; the gateway sits
 * under the amount, the reason, the recorded refund and the action under the status.
 */
export function PaymentsTable({
  payments,
  onRefund,
}: {
  payments: TAdminPayment[];
  onRefund: (payment: TAdminPayment) => void;
}) {
  return (
    <div className="hidden overflow-x-auto rounded-lg border border-border bg-surface shadow-sm xl:block">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{t('payments.admin.title')}</caption>
        <thead className="border-b border-border bg-muted/60">
          <tr>
            <th scope="col" className={th}>
              {t('payments.admin.column.date')}
            </th>
            <th scope="col" className={th}>
              {t('payments.admin.column.learner')}
            </th>
            <th scope="col" className={th}>
              {t('payments.admin.column.course')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('payments.admin.column.amount')}
            </th>
            <th scope="col" className={th}>
              {t('payments.admin.column.status')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {payments.map((payment) => (
            <tr key={payment.id} className="align-top">
              <td className="w-44 px-3 py-3">
                <span className="block whitespace-nowrap">{formatPaymentDateTime(payment.created_at)}</span>
                <span className="block font-mono text-xs break-all text-muted-foreground">
                  {payment.reference}
                </span>
              </td>
              <td className="px-3 py-3">
                <span className="block">{payment.learner.name}</span>
                {/* A long address may break anywhere rather than squeeze the course column. */}
                <span className="block text-xs [overflow-wrap:anywhere] text-muted-foreground">
                  {payment.learner.email}
                </span>
              </td>
              <td className="min-w-48 px-3 py-3">
                <PaymentCourse payment={payment} />
              </td>
              <td className="px-3 py-3 text-right">
                <span className="block font-semibold tabular-nums whitespace-nowrap">
                  {formatAmount(payment.amount)}
                </span>
                <span className="block text-xs whitespace-nowrap text-muted-foreground">
                  {gatewayLabel(payment)}
                </span>
              </td>
              <td className="w-60 space-y-2 px-3 py-3">
                <PaymentBadges payment={payment} />
                <PaymentOutcome payment={payment} />
                <RefundButton payment={payment} onRefund={onRefund} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
