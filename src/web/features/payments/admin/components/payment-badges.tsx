import { CheckCircle2, CircleAlert, Clock, RotateCcw, XCircle } from 'lucide-react';
import { t } from '#shared/messages/fr-payments.ts';
import type { TAdminPayment } from '#shared/payments/admin-payments.contract.ts';
import type { PaymentStatus } from '#shared/payments/payment-states.ts';
import { cn } from '#web/lib/cn.ts';
import { isRefundToDo, statusLabel } from '../payments-format.ts';

const badge =
  'inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap';

const STATUS_LOOK = {
  pending: { className: 'bg-muted text-muted-foreground', Icon: Clock },
  completed: { className: 'bg-success-soft text-success', Icon: CheckCircle2 },
  failed: { className: 'bg-destructive-soft text-destructive', Icon: XCircle },
  cancelled: { className: 'bg-muted text-muted-foreground', Icon: XCircle },
  expired: { className: 'bg-warning-soft text-warning', Icon: Clock },
} as const satisfies Record<PaymentStatus, object>;

/** The payment's status in French, then 'À rembourser' or 'Remboursé' when money was owed back. */
export function PaymentBadges({ payment }: { payment: TAdminPayment }) {
  const { className, Icon } = STATUS_LOOK[payment.status];
  return (
    <span className="flex flex-wrap gap-1.5">
      <span className={cn(badge, className)}>
        <Icon aria-hidden="true" className="size-3.5" />
        {statusLabel(payment.status)}
      </span>
      {isRefundToDo(payment) ? (
        <span className={cn(badge, 'bg-warning-soft text-warning')}>
          <CircleAlert aria-hidden="true" className="size-3.5" />
          {t('payments.admin.badge.refundDue')}
        </span>
      ) : payment.refunded_at ? (
        <span className={cn(badge, 'bg-success-soft text-success')}>
          <RotateCcw aria-hidden="true" className="size-3.5" />
          {t('payments.admin.badge.refunded')}
        </span>
      ) : null}
    </span>
  );
}
