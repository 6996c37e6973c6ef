import { RotateCcw } from 'lucide-react';
import { t } from '#shared/messages/fr-payments.ts';
import type { TAdminPayment } from '#shared/payments/admin-payments.contract.ts';
import { Button } from '#web/ui/button.tsx';
import { isRefundToDo } from '../payments-format.ts';

/** 'Marquer comme remboursé', only while the money is owed back and not recorded. */
export function RefundButton({
  payment,
  onRefund,
  className,
}: {
  payment: TAdminPayment;
  onRefund: (payment: TAdminPayment) => void;
  className?: string;
}) {
  if (!isRefundToDo(payment)) return null;
  return (
    <Button
      variant="outline"
      size="sm"
      className={className}
      aria-label={t('payments.admin.markRefundedLabel', { reference: payment.reference })}
      onClick={() => onRefund(payment)}
    >
      <RotateCcw aria-hidden="true" className="size-4" />
      {t('payments.admin.markRefunded')}
    </Button>
  );
}
