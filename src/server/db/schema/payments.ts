import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { PLAN_TYPES } from '#shared/catalog/pricing.ts';
import { PAYMENT_GATEWAYS, PAYMENT_STATUSES } from '#shared/payments/payment-states.ts';
import { cohorts } from './cohorts.ts';
import { createdAt, percentage, ref, timestamps, timestamptz } from './columns.ts';
import { courseId } from './courses.ts';
import { instructors } from './instructors.ts';
import { organizationRow } from './organizations.ts';
import { promoCodes } from './promo-codes.ts';
import { userId, users } from './users.ts';

export const paymentState = pgEnum('payment_state', PAYMENT_STATUSES);
export const paymentPlanType = pgEnum('payment_plan_type', PLAN_TYPES);
export const paymentGateway = pgEnum('payment_gateway', PAYMENT_GATEWAYS);
export const scheduleStatus = pgEnum('payment_schedule_status', ['due', 'paid', 'cancelled']);

/** The schedule the learner was quoted, kept so completion creates exactly what was shown. */
export type QuotedSchedule = Array<{ amount: number; dueDate: string }>;

// One attempt to pay for a course or cohort. pending → completed | failed | cancelled | expired, once
// (features/payments/apply-payment-outcome.ts). Amounts are whole FCFA.
export const payments = pgTable(
  'payments',
  {
    ...organizationRow(),
    userId: userId('restrict'),
    courseId: courseId('restrict'),
    cohortId: ref('cohort_id', () => cohorts.id, 'restrict'),
    planType: paymentPlanType('plan_type').notNull(),
    /** Due now, after the promo code: what the gateway must collect. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('XOF'),
    status: paymentState('status').notNull().default('pending'),
    /** Ours, sent to the gateway and shown in the result URL; unguessable. */
    reference: text('reference').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** Null for a free enrolment (nothing to collect). */
    gateway: paymentGateway('gateway'),
    gatewayToken: text('gateway_token'),
    /** Where the payer was sent (kept so a retry with the same idempotency key answers the same). */
    redirectUrl: text('redirect_url'),
    method: text('method'),
    phone: text('phone'),
    promoCodeId: ref('promo_code_id', () => promoCodes.id, 'restrict'),
    discount: integer('discount').notNull().default(0),
    remainingAmount: integer('remaining_amount').notNull().default(0),
    nextPaymentDate: timestamptz('next_payment_date'),
    schedule: jsonb('schedule').$type<QuotedSchedule>().notNull().default([]),
    /** Set when this payment settles one installment of an earlier payment's schedule. */
    scheduleId: ref('schedule_id', (): AnyPgColumn => paymentSchedules.id, 'restrict'),
    /** Why a payment ended failed (cohort_full, promo_unavailable, amount_mismatch…). */
    failureReason: text('failure_reason'),
    /** The gateway collected money we could not turn into an enrolment: an admin refunds it. */
    refundDue: boolean('refund_due').notNull().default(false),
    /** When an admin recorded that the money was sent back by hand (docs/decisions/037). */
    refundedAt: timestamptz('refunded_at'),
    refundedBy: ref('refunded_by', () => users.id, 'restrict'),
    /** What the admin wrote: the operator's transaction id, usually. */
    refundNote: text('refund_note'),
    completedAt: timestamptz('completed_at'),
    /**
     * While pending and until then, a first purchase holds its cohort seat and its promo code for its
     * payer (created_at + PAYMENT_PENDING_EXPIRY_HOURS; docs/decisions/063). Null: holds nothing.
     */
    heldUntil: timestamptz('held_until'),
    ...timestamps(),
  },
  (t) => [
    unique('payments_reference_unique').on(t.reference),
    unique('payments_user_idempotency_unique').on(t.userId, t.idempotencyKey),
    index('payments_status_created_idx').on(t.status, t.createdAt),
    index('payments_user_course_idx').on(t.userId, t.courseId),
    index('payments_schedule_idx').on(t.scheduleId),
    // The holds of a cohort and of a promo code: their pending payments.
    index('payments_cohort_status_idx').on(t.cohortId, t.status),
    index('payments_promo_status_idx').on(t.promoCodeId, t.status),
    // The admin list: one organisation's payments, newest first.
    index('payments_organization_created_idx').on(t.organizationId, t.createdAt),
    check(
      'payments_amount_not_negative',
      sql`${t.amount} >= 0 and ${t.discount} >= 0 and ${t.remainingAmount} >= 0`,
    ),
    check('payments_currency_xof', sql`${t.currency} = 'XOF'`),
    check('payments_completed_has_date', sql`(${t.status} = 'completed') = (${t.completedAt} is not null)`),
    // A refund is recorded whole (when, by whom, the note), and only for money owed back.
    check(
      'payments_refund_recorded_whole',
      sql`(${t.refundedAt} is null and ${t.refundedBy} is null and ${t.refundNote} is null)
        or (${t.refundedAt} is not null and ${t.refundedBy} is not null and ${t.refundNote} is not null and ${t.refundDue})`,
    ),
  ],
);

/** What follows a completed installments / monthly payment: one row per due date. */
export const paymentSchedules = pgTable(
  'payment_schedules',
  {
    ...organizationRow(),
    paymentId: ref('payment_id', () => payments.id, 'cascade').notNull(),
    userId: userId('cascade'),
    courseId: courseId('cascade'),
    sequence: integer('sequence').notNull(),
    amount: integer('amount').notNull(),
    dueDate: timestamptz('due_date').notNull(),
    /** Access continues until then when this is still due (INSTALLMENT_GRACE_DAYS after due_date). */
    graceUntil: timestamptz('grace_until').notNull(),
    status: scheduleStatus('status').notNull().default('due'),
    paidAt: timestamptz('paid_at'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('payment_schedules_payment_sequence_unique').on(t.paymentId, t.sequence),
    index('payment_schedules_user_course_status_idx').on(t.userId, t.courseId, t.status),
    check('payment_schedules_amount_positive', sql`${t.amount} > 0 and ${t.sequence} >= 1`),
    check('payment_schedules_grace_after_due', sql`${t.graceUntil} >= ${t.dueDate}`),
  ],
);

/** The instructor's share of a completed payment, recorded once (unique payment). */
export const instructorCommissions = pgTable(
  'instructor_commissions',
  {
    ...organizationRow(),
    paymentId: ref('payment_id', () => payments.id, 'cascade').notNull(),
    instructorId: ref('instructor_id', () => instructors.id, 'restrict').notNull(),
    courseId: courseId('restrict'),
    /** The payment's amount the share is taken from. */
    saleAmount: integer('sale_amount').notNull(),
    rate: percentage('rate').notNull(),
    amount: integer('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('instructor_commissions_payment_unique').on(t.paymentId),
    index('instructor_commissions_instructor_idx').on(t.instructorId, t.createdAt),
    check('instructor_commissions_rate_range', sql`${t.rate} between 0 and 100`),
    check(
      'instructor_commissions_amounts',
      sql`${t.saleAmount} >= 0 and ${t.amount} >= 0 and ${t.amount} <= ${t.saleAmount}`,
    ),
  ],
);

/** One per completed payment that used a code: what makes the per-user limit countable. */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    ...organizationRow(),
    promoCodeId: ref('promo_code_id', () => promoCodes.id, 'cascade').notNull(),
    paymentId: ref('payment_id', () => payments.id, 'cascade').notNull(),
    userId: userId('cascade'),
    discount: integer('discount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('promo_redemptions_payment_unique').on(t.paymentId),
    index('promo_redemptions_code_user_idx').on(t.promoCodeId, t.userId),
    check('promo_redemptions_discount_not_negative', sql`${t.discount} >= 0`),
  ],
);
