import { t } from '#shared/messages/fr-payments.ts';
import type { TAdminPayment } from '#shared/payments/admin-payments.contract.ts';
import { formatAmount, formatPaymentDateTime, gatewayLabel } from '../payments-format.ts';
import { PaymentBadges } from './payment-badges.tsx';
import { PaymentCourse, PaymentOutcome } from './payment-details.tsx';
import { RefundButton } from './refund-button.tsx';

/** Phones and tablets: one card per payment, the amount and status first. */
export function PaymentCardList({
  payments,
  onRefund,
}: {
  payments: TAdminPayment[];
  onRefund: (payment: TAdminPayment) => void;
}) {
  return (
    <ul className="space-y-3 xl:hidden">
      {payments.map((payment) => (
        <li key={payment.id}>
          <article
            aria-label={payment.reference}
            className="space-y-3 rounded-lg border border-border bg-surface p-4 shadow-sm"
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <p className="text-lg font-semibold tabular-nums whitespace-nowrap">
                {formatAmount(payment.amount)}
              </p>
              <PaymentBadges payment={payment} />
            </div>
            <div className="min-w-0">
              <p className="font-medium break-words">{payment.learner.name}</p>
              <p className="text-sm break-all text-muted-foreground">{payment.learner.email}</p>
            </div>
            <div className="min-w-0">
              <PaymentCourse payment={payment} />
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-muted-foreground">{t('payments.admin.column.date')}</dt>
              <dd>{formatPaymentDateTime(payment.created_at)}</dd>
              <dt className="text-muted-foreground">{t('payments.admin.column.gateway')}</dt>
              <dd className="min-w-0 break-words">{gatewayLabel(payment)}</dd>
              <dt className="text-muted-foreground">{t('payments.admin.reference')}</dt>
              <dd className="min-w-0 font-mono text-xs leading-5 break-all">{payment.reference}</dd>
            </dl>
            <PaymentOutcome payment={payment} />
            <RefundButton payment={payment} onRefund={onRefund} className="w-full" />
          </article>
        </li>
      ))}
    </ul>
  );
}
