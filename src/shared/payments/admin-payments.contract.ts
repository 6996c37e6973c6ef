import { z } from 'zod';
import { PLAN_TYPES } from '../catalog/pricing.ts';
import { id, paginated, wholeNumber } from '../http.contract.ts';
import { t } from '../messages/fr.ts';
import {
  ADMIN_PAYMENTS_MAX_PAGE,
  ADMIN_PAYMENTS_MAX_PAGE_SIZE,
  ADMIN_PAYMENTS_PAGE_SIZE,
  ADMIN_PAYMENTS_SEARCH_MAX,
  PAYMENT_GATEWAYS,
  PAYMENT_STATUSES,
  REFUND_NOTE_MAX,
} from './payment-states.ts';

// The admin's payments page (docs/decisions/037): GET /api/admin/payments and
// POST /api/admin/payments/{paymentId}/refund. The caller's organisation only.

// GET /api/admin/payments?status=&refundDue=true&search=&page=&limit=
export const ZAdminPaymentsQuery = z.object({
  status: z.enum(PAYMENT_STATUSES, { error: t('payments.admin.statusInvalid') }).optional(),
  /** Only 'true' narrows the list (money owed back, not yet recorded as refunded). */
  refundDue: z.enum(['true', 'false'], { error: t('payments.admin.refundDueInvalid') }).optional(),
  /** Part of the payer's email or of the payment reference, any case. */
  search: z
    .string()
    .trim()
    .max(ADMIN_PAYMENTS_SEARCH_MAX, {
      error: t('payments.admin.searchTooLong', { max: ADMIN_PAYMENTS_SEARCH_MAX }),
    })
    .optional(),
  page: wholeNumber(
    t('payments.admin.pageInvalid', { max: ADMIN_PAYMENTS_MAX_PAGE }),
    1,
    ADMIN_PAYMENTS_MAX_PAGE,
  ).default(1),
  limit: wholeNumber(
    t('payments.admin.limitInvalid', { max: ADMIN_PAYMENTS_MAX_PAGE_SIZE }),
    1,
    ADMIN_PAYMENTS_MAX_PAGE_SIZE,
  ).default(ADMIN_PAYMENTS_PAGE_SIZE),
});
export type TAdminPaymentsQuery = z.infer<typeof ZAdminPaymentsQuery>;

export const ZAdminPayment = z.object({
  id: z.string(),
  reference: z.string(),
  created_at: z.string(),
  learner: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  course: z.object({ id: z.string(), title: z.string() }),
  cohort: z.object({ id: z.string(), name: z.string() }).nullable(),
  plan_type: z.enum(PLAN_TYPES),
  /** Whole FCFA. */
  amount: z.number().int(),
  currency: z.literal('XOF'),
  /** Null for a free enrolment. */
  gateway: z.enum(PAYMENT_GATEWAYS).nullable(),
  method: z.string().nullable(),
  status: z.enum(PAYMENT_STATUSES),
  /** cohort_full, promo_unavailable, already_enrolled, already_paid, amount_mismatch, expired, gateway. */
  failure_reason: z.string().nullable(),
  /** The gateway collected money that did not become an enrolment. */
  refund_due: z.boolean(),
  refunded_at: z.string().nullable(),
  refunded_by: z.object({ id: z.string(), name: z.string() }).nullable(),
  refund_note: z.string().nullable(),
});
export type TAdminPayment = z.infer<typeof ZAdminPayment>;

export const ZAdminPaymentList = paginated('payments', ZAdminPayment);
export type TAdminPaymentList = z.infer<typeof ZAdminPaymentList>;

export const ZPaymentIdParams = z.object({ paymentId: id() });

// POST /api/admin/payments/{paymentId}/refund
export const ZRecordRefund = z.object({
  note: z
    .string({ error: t('payments.admin.noteRequired') })
    .trim()
    .min(1, { error: t('payments.admin.noteRequired') })
    .max(REFUND_NOTE_MAX, { error: t('field.tooLong', { max: REFUND_NOTE_MAX }) }),
});
export type TRecordRefund = z.infer<typeof ZRecordRefund>;
