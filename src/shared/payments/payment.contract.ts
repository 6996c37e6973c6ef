import { z } from 'zod';
import { PLAN_TYPES } from '../catalog/pricing.ts';
import { id } from '../http.contract.ts';
import { t } from '../messages/fr.ts';
import { GATEWAYS } from './mobile-money.ts';
import { PAYMENT_STATUSES } from './payment-states.ts';

// The checkout API (spec/learner.md §7 POST /api/payments/initialize, spec/cohorts.md §7 check-status).
// The browser never decides money: it asks for a quote, shows it, and sends back the amount it showed;
// the server recomputes it and refuses (409) when the two differ.

export const GATEWAY_IDS = Object.keys(GATEWAYS) as Array<keyof typeof GATEWAYS>;

/** POST /api/payments/quote — what the summary step shows, computed by the server. */
export const ZQuoteRequest = z.object({
  courseId: id(),
  cohortId: id().nullish(),
  planType: z.enum(PLAN_TYPES),
  promoCode: z.string().trim().max(64).nullish(),
});
export type TQuoteRequest = z.infer<typeof ZQuoteRequest>;

export const ZQuote = z.object({
  planType: z.enum(PLAN_TYPES),
  currency: z.literal('XOF'),
  /** The plan's full total before any promo code (oneTime: discounted price; subscription: 6 months). */
  planTotal: z.number().int(),
  /** Due now before the promo code. */
  baseAmount: z.number().int(),
  discount: z.number().int(),
  /** Due now, after the promo code: what initialize must receive as `amount`. */
  amountDueNow: z.number().int(),
  /** What is left to pay after this payment (installments, subscription, registration + monthly). */
  remainingAmount: z.number().int(),
  /** ISO date of the next payment, null when nothing follows. */
  nextPaymentDate: z.string().nullable(),
  /** Monthly amount that follows (subscription, registration + monthly), null otherwise. */
  monthlyAmount: z.number().int().nullable(),
  /** Upcoming installments after this one. */
  schedule: z.array(z.object({ amount: z.number().int(), dueDate: z.string() })),
  promo: z.object({ code: z.string(), discount: z.number().int() }).nullable(),
  /** French reason when the promo code given was refused (the quote is then without it). */
  promoError: z.string().nullable(),
  /** A free plan enrols at once without a gateway. */
  isFree: z.boolean(),
  /** Cohort only: seats a buyer may take now (a seat held by another's payment under way is not left), null when unlimited. */
  seatsLeft: z.number().int().nullable(),
  /**
   * French: the seats left are held by other buyers' payments under way, when and until when they
   * are freed (docs/decisions/063); null otherwise. seatsLeft is then 0 without the cohort being full.
   */
  seatHeld: z.string().nullable(),
  /**
   * Added by the server side: set when the learner is already enrolled and this checkout pays the
   * next installment of their schedule (overdue: its grace period is over and access is suspended).
   */
  settles: z
    .object({
      sequence: z.number().int(),
      dueDate: z.string(),
      isOverdue: z.boolean(),
      /** 'Échéance {number} sur {count}' (shared/payments/checkout-standing.ts installmentPosition). */
      number: z.number().int(),
      count: z.number().int(),
      /** Unpaid installments already past their due date, this one included. */
      overdueCount: z.number().int(),
    })
    .nullable()
    .optional(),
});
export type TQuote = z.infer<typeof ZQuote>;

/**
 * GET /api/payments/checkout-standing?courseId= — what the signed-in caller may pay for this course,
 * asked by the checkout before its first step (docs/decisions/045, 046): a first purchase, nothing
 * (already enrolled), or the next installment of the schedule under way, with its quote.
 */
export const ZCheckoutStandingQuery = z.object({ courseId: id() });
export const ZCheckoutStanding = z.discriminatedUnion('status', [
  z.object({ status: z.literal('purchase') }),
  z.object({ status: z.literal('enrolled') }),
  z.object({ status: z.literal('installmentDue'), quote: ZQuote }),
]);
export type TCheckoutStanding = z.infer<typeof ZCheckoutStanding>;

/** POST /api/payments/initialize (§7 body, plus promoCode and idempotencyKey). userId is ignored: the caller pays. */
export const ZInitializePayment = z.object({
  // F CFA has no cents: 24 999,5 is refused for what it is, not as a mismatch with 25 000.
  amount: z
    .number({ error: t('payments.amountInvalid') })
    .finite({ error: t('payments.amountInvalid') })
    .int({ error: t('payments.amountNotWhole') }),
  userId: z.string().optional(),
  courseId: id(),
  cohortId: id().nullish(),
  paymentPlan: z.object({ type: z.enum(PLAN_TYPES) }).passthrough(),
  paymentDetails: z
    .object({ method: z.string().max(40).optional(), phoneNumber: z.string().max(40).optional() })
    .passthrough()
    .optional(),
  gatewayId: z.enum(GATEWAY_IDS as [string, ...string[]]).optional(),
  currency: z.literal('XOF', { error: t('payments.currencyInvalid') }),
  description: z.string().max(500).optional(),
  promoCode: z.string().trim().max(64).nullish(),
  /** Chosen by the browser once per checkout: a double click or a retry returns the same payment. */
  idempotencyKey: z.string().min(8).max(100),
});
export type TInitializePayment = z.infer<typeof ZInitializePayment>;

export const ZPaymentInitialized = z.object({
  success: z.boolean(),
  /** The gateway's page, or the result page for a free plan. */
  redirectUrl: z.string(),
  message: z.string(),
  reference: z.string(),
});
export type TPaymentInitialized = z.infer<typeof ZPaymentInitialized>;

/** GET /api/payments/check-status?ref= — never cached. Another user's reference is 404. */
export const ZCheckStatusQuery = z.object({ ref: z.string().min(1).max(100) });
export const ZPaymentStatusView = z.object({
  reference: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  amount: z.number().int(),
  currency: z.literal('XOF'),
  courseId: z.string(),
  cohortId: z.string().nullable(),
  planType: z.enum(PLAN_TYPES),
  remainingAmount: z.number().int(),
  nextPaymentDate: z.string().nullable(),
  created_at: z.string(),
  /** Where 'Retourner au paiement' goes: the checkout of this course (and cohort) with this plan. */
  checkoutPath: z.string(),
  /** Added by the server side: French reason of a failed payment (e.g. the cohort filled up; refund due). */
  failureMessage: z.string().nullable().optional(),
});
export type TPaymentStatusView = z.infer<typeof ZPaymentStatusView>;
