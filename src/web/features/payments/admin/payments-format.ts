import { formatMoney } from '#shared/catalog/currency.ts';
import { type PaymentsMessageKey, t } from '#shared/messages/fr-payments.ts';
import type { TAdminPayment } from '#shared/payments/admin-payments.contract.ts';
import type { PaymentStatus } from '#shared/payments/payment-states.ts';

// How the payments page writes statuses, reasons, gateways, amounts and dates.

const STATUS_KEYS = {
  pending: 'payments.admin.status.pending',
  completed: 'payments.admin.status.completed',
  failed: 'payments.admin.status.failed',
  cancelled: 'payments.admin.status.cancelled',
  expired: 'payments.admin.status.expired',
} as const satisfies Record<PaymentStatus, PaymentsMessageKey>;

export function statusLabel(status: PaymentStatus): string {
  return t(STATUS_KEYS[status]);
}

const REASON_KEYS: Record<string, PaymentsMessageKey> = {
  cohort_full: 'payments.admin.reason.cohort_full',
  promo_unavailable: 'payments.admin.reason.promo_unavailable',
  already_enrolled: 'payments.admin.reason.already_enrolled',
  already_paid: 'payments.admin.reason.already_paid',
  amount_mismatch: 'payments.admin.reason.amount_mismatch',
  expired: 'payments.admin.reason.expired',
  gateway: 'payments.admin.reason.gateway',
};

/** The French reason of a payment that did not go through; an unknown code is shown as stored. */
export function failureReasonLabel(reason: string | null): string | null {
  if (!reason) return null;
  const key = REASON_KEYS[reason];
  return key ? t(key) : reason;
}

const METHOD_KEYS: Record<string, PaymentsMessageKey> = {
  'orange-money': 'payments.admin.method.orange-money',
  wave: 'payments.admin.method.wave',
  'free-money': 'payments.admin.method.free-money',
  'mtn-money': 'payments.admin.method.mtn-money',
  'moov-money': 'payments.admin.method.moov-money',
  visa: 'payments.admin.method.visa',
  mastercard: 'payments.admin.method.mastercard',
};

/** "PayDunya · Wave", "PayTech", "Gratuit" (a free enrolment has no gateway). */
export function gatewayLabel(payment: Pick<TAdminPayment, 'gateway' | 'method'>): string {
  if (!payment.gateway) return t('payments.admin.gateway.none');
  const gateway = t(`payments.admin.gateway.${payment.gateway}`);
  if (!payment.method) return gateway;
  const methodKey = METHOD_KEYS[payment.method];
  return `${gateway} · ${methodKey ? t(methodKey) : payment.method}`;
}

/** "75 000 F CFA", as everywhere in the app. */
export function formatAmount(amount: number): string {
  return formatMoney(amount, 'XOF');
}

const dateTime = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Dakar',
});

/** "12 janv. 2026, 14:30" (Dakar time, the operators' clock). */
export function formatPaymentDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** "1 paiement", "12 paiements" (French: 0 and 1 take the singular). */
export function formatPaymentCount(n: number): string {
  return t(n <= 1 ? 'payments.admin.count.one' : 'payments.admin.count.other', { n });
}

/** Money collected and owed back, not yet recorded as refunded: the action is offered. */
export function isRefundToDo(payment: Pick<TAdminPayment, 'refund_due' | 'refunded_at'>): boolean {
  return payment.refund_due && payment.refunded_at === null;
}
