import { formatMoney } from '#shared/catalog/currency.ts';
import { type AdminMessageKey, t } from '#shared/messages/fr-admin.ts';
import type { TAdminPayment } from '#shared/payments/admin-payments.contract.ts';
import type { PaymentStatus } from '#shared/payments/payment-states.ts';

// How the payments page writes statuses, reasons, gateways, amounts and dates.

const STATUS_KEYS = {
  pending: 'adminPayments.status.pending',
  completed: 'adminPayments.status.completed',
  failed: 'adminPayments.status.failed',
  cancelled: 'adminPayments.status.cancelled',
  expired: 'adminPayments.status.expired',
} as const satisfies Record<PaymentStatus, AdminMessageKey>;

export function statusLabel(status: PaymentStatus): string {
  return t(STATUS_KEYS[status]);
}

const REASON_KEYS: Record<string, AdminMessageKey> = {
  cohort_full: 'adminPayments.reason.cohort_full',
  promo_unavailable: 'adminPayments.reason.promo_unavailable',
  already_enrolled: 'adminPayments.reason.already_enrolled',
  already_paid: 'adminPayments.reason.already_paid',
  amount_mismatch: 'adminPayments.reason.amount_mismatch',
  expired: 'adminPayments.reason.expired',
  gateway: 'adminPayments.reason.gateway',
};

/** The French reason of a payment that did not go through; an unknown code is shown as stored. */
export function failureReasonLabel(reason: string | null): string | null {
  if (!reason) return null;
  const key = REASON_KEYS[reason];
  return key ? t(key) : reason;
}

const METHOD_KEYS: Record<string, AdminMessageKey> = {
  'orange-money': 'adminPayments.method.orange-money',
  wave: 'adminPayments.method.wave',
  'free-money': 'adminPayments.method.free-money',
  'mtn-money': 'adminPayments.method.mtn-money',
  'moov-money': 'adminPayments.method.moov-money',
  visa: 'adminPayments.method.visa',
  mastercard: 'adminPayments.method.mastercard',
};

/** "PayDunya · Wave", "PayTech", "Gratuit" (a free enrolment has no gateway). */
export function gatewayLabel(payment: Pick<TAdminPayment, 'gateway' | 'method'>): string {
  if (!payment.gateway) return t('adminPayments.gateway.none');
  const gateway = t(`adminPayments.gateway.${payment.gateway}`);
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
  return t(n <= 1 ? 'adminPayments.count.one' : 'adminPayments.count.other', { n });
}

/** Money collected and owed back, not yet recorded as refunded: the action is offered. */
export function isRefundToDo(payment: Pick<TAdminPayment, 'refund_due' | 'refunded_at'>): boolean {
  return payment.refund_due && payment.refunded_at === null;
}
