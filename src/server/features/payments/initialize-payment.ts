import { randomBytes } from 'node:crypto';
import { formatMoney } from '#shared/catalog/currency.ts';
import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import { holdEnd } from '#shared/payments/holds.ts';
import {
  GATEWAYS,
  type GatewayId,
  needsPaymentDetails,
  validatePaymentDetails,
} from '#shared/payments/mobile-money.ts';
import type { TInitializePayment, TPaymentInitialized } from '#shared/payments/payment.contract.ts';
import { DEFAULT_PENDING_EXPIRY_HOURS } from '#shared/payments/payment-lifecycle.ts';
import { paymentDetailsMessage } from '#shared/payments/payment-messages.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { findUserById } from '../auth/auth.repo.ts';
import type { Caller } from '../auth/caller.ts';
import { applyPaymentOutcome } from './apply-payment-outcome.ts';
import type { GatewayRegistry } from './gateways/registry.ts';
import { type PricedCheckout, priceCheckout } from './get-payment-quote.ts';
import { holdOrRefuse } from './payment-holds.ts';
import { paymentResultPath } from './payment-paths.ts';
import {
  findPaymentByIdempotencyKey,
  insertPayment,
  type PaymentRow,
  updatePayment,
} from './payments.repo.ts';

// POST /api/payments/initialize: the server prices the checkout again, refuses any other amount,
// records a pending payment (one per idempotency key) and asks the gateway for its checkout page.

export type PaymentsDeps = {
  db: Db;
  gateways: GatewayRegistry;
  appUrl: string;
  installmentGraceDays: number;
  /** PAYMENT_PENDING_EXPIRY_HOURS: how long a pending payment holds its seat and code (24 when absent). */
  pendingExpiryHours?: number;
};

/** How long a retry waits for the first request of the same key to get the gateway's page. */
const SAME_KEY_WAIT_MS = 5_000;

function newReference(): string {
  return `JNG-${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x').toUpperCase()}`;
}

export async function initializePayment(
  deps: PaymentsDeps,
  caller: Caller,
  body: TInitializePayment,
  now = new Date(),
): Promise<TPaymentInitialized> {
  const { db } = deps;
  const previous = await findPaymentByIdempotencyKey(db, caller.userId, body.idempotencyKey);
  if (previous) return answerRetry(db, previous, body);

  const request = {
    courseId: body.courseId,
    cohortId: body.cohortId ?? null,
    planType: body.paymentPlan.type,
  };
  const priced = await priceCheckout(
    db,
    { organizationId: caller.organizationId, userId: caller.userId },
    { ...request, promoCode: body.promoCode },
    now,
  );
  // priceCheckout has refused an enrolled caller with nothing due, and any other plan than the
  // schedule's while one is under way (docs/decisions/045).
  if (priced.promoError) throw new AppError('PROMO_CODE_REFUSED', priced.promoError, { field: 'promoCode' });
  const expected = priced.quote.amountDueNow;
  if (body.amount !== expected) {
    throw new AppError(
      'AMOUNT_CHANGED',
      t('payments.amountMismatch', {
        sent: formatMoney(body.amount, 'XOF'),
        expected: formatMoney(expected, 'XOF'),
      }),
      { expectedAmount: expected },
    );
  }
  const { cohort } = priced;
  // A first purchase holds its seat and its code while pending (docs/decisions/063); an installment holds nothing.
  const holds: HoldTargets = priced.settles
    ? { cohortId: null, promoCodeId: null, until: null }
    : {
        // Locked even without a limit: the completion locks it before the code, and so must we.
        cohortId: cohort?.id ?? null,
        promoCodeId: priced.promo?.id ?? null,
        until: holdEnd(now, deps.pendingExpiryHours ?? DEFAULT_PENDING_EXPIRY_HOURS),
      };

  if (expected === 0) return enrolFree(deps, caller, body, priced, holds, now);

  const requested = requireGateway(body);
  const gateway = deps.gateways.forCheckout(requested);
  const method = body.paymentDetails?.method || null;
  const phone = body.paymentDetails?.phoneNumber?.trim() || null;
  const via = { gateway: gateway.id, method, phone };
  const payment = await insertHeldPayment(db, caller, body, priced, via, holds, now);
  if (!payment) return answerRetry(db, await requireByKey(db, caller.userId, body.idempotencyKey), body);

  const user = await findUserById(db, caller.userId);
  const resultUrl = `${deps.appUrl}${paymentResultPath(payment.reference)}`;
  const checkout = await gateway
    .createCheckout({
      reference: payment.reference,
      amount: payment.amount,
      currency: 'XOF',
      description: body.description?.trim() || `${priced.course.title}${cohort ? ` — ${cohort.name}` : ''}`,
      method,
      phoneNumber: phone,
      customer: { name: user?.name ?? caller.email, email: caller.email },
      returnUrl: resultUrl,
      cancelUrl: resultUrl,
      notifyUrl: `${deps.appUrl}/api/payments/webhooks/${gateway.id}`,
    })
    .catch(() => ({ ok: false as const, message: t('payments.initFailed') }));
  if (!checkout.ok) {
    await updatePayment(db, payment.id, {
      status: 'failed',
      failureReason: `${CHECKOUT_FAILURE_PREFIX}${checkout.message}`.slice(0, 500),
      updatedAt: new Date(),
    });
    return {
      success: false,
      redirectUrl: '',
      message: checkout.message || t('payments.initFailed'),
      reference: payment.reference,
    };
  }
  await updatePayment(db, payment.id, {
    gatewayToken: checkout.gatewayToken,
    redirectUrl: checkout.redirectUrl,
    updatedAt: new Date(),
  });
  return {
    success: true,
    redirectUrl: checkout.redirectUrl,
    message: t('payments.redirecting'),
    reference: payment.reference,
  };
}

/** The gateway asked for, and the mobile-money details it needs (spec §5), checked with the shared rules. */
function requireGateway(body: TInitializePayment): GatewayId {
  const requested = body.gatewayId as GatewayId | undefined;
  if (!requested) throw new AppError('VALIDATION', t('payments.gatewayRequired'), { field: 'gatewayId' });
  const method = body.paymentDetails?.method || null;
  if (needsPaymentDetails(requested)) {
    const error = validatePaymentDetails({ method, phone: body.paymentDetails?.phoneNumber });
    if (error)
      throw new AppError('VALIDATION', paymentDetailsMessage(error), {
        field: error === 'methodRequired' ? 'method' : 'phoneNumber',
      });
  }
  if (method && !(GATEWAYS[requested].methods as readonly string[]).includes(method)) {
    throw new AppError('VALIDATION', t('payments.methodNotOffered', { method, gateway: requested }), {
      field: 'method',
    });
  }
  return requested;
}

/** What a first purchase holds while pending: the seat of a cohort with a limit, the code, until when. */
type HoldTargets = { cohortId: string | null; promoCodeId: string | null; until: Date | null };

/**
 * Inserts the pending payment once its seat and code are held for it, under their row locks (409
 * when another buyer holds them); null when a concurrent request with the same key inserted first.
 */
async function insertHeldPayment(
  db: Db,
  caller: Caller,
  body: TInitializePayment,
  priced: PricedCheckout,
  via: { gateway: PaymentRow['gateway']; method: string | null; phone: string | null },
  holds: HoldTargets,
  now: Date,
): Promise<PaymentRow | null> {
  const { quote } = priced;
  try {
    return await db.transaction(async (tx) => {
      await holdOrRefuse(tx, holds, { userId: caller.userId, now });
      return insertPayment(tx, {
        organizationId: caller.organizationId,
        userId: caller.userId,
        courseId: priced.course.id,
        cohortId: priced.cohort?.id ?? null,
        planType: quote.planType,
        amount: quote.amountDueNow,
        currency: 'XOF',
        reference: newReference(),
        idempotencyKey: body.idempotencyKey,
        gateway: via.gateway,
        method: via.method,
        phone: via.phone,
        promoCodeId: priced.promo?.id ?? null,
        discount: quote.discount,
        remainingAmount: quote.remainingAmount,
        nextPaymentDate: quote.nextPaymentDate ? new Date(quote.nextPaymentDate) : null,
        // Settling an installment creates no new schedule: the rest is already planned.
        schedule: priced.settles ? [] : quote.schedule,
        scheduleId: priced.settles?.scheduleId ?? null,
        heldUntil: holds.until,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/** Amount 0: no gateway; the payment completes at once through the same state machine. */
async function enrolFree(
  deps: PaymentsDeps,
  caller: Caller,
  body: TInitializePayment,
  priced: PricedCheckout,
  holds: HoldTargets,
  now: Date,
): Promise<TPaymentInitialized> {
  const via = { gateway: null, method: null, phone: null };
  const payment =
    (await insertHeldPayment(deps.db, caller, body, priced, via, holds, now)) ??
    (await requireByKey(deps.db, caller.userId, body.idempotencyKey));
  await applyPaymentOutcome(
    deps.db,
    { reference: payment.reference, status: 'completed', amount: 0, currency: 'XOF', gatewayToken: null },
    { gateway: null, installmentGraceDays: deps.installmentGraceDays },
  );
  const redirectUrl = paymentResultPath(payment.reference);
  await updatePayment(deps.db, payment.id, { redirectUrl });
  return answerFor(await requireByKey(deps.db, caller.userId, body.idempotencyKey));
}

async function requireByKey(db: Db, userId: string, key: string): Promise<PaymentRow> {
  const row = await findPaymentByIdempotencyKey(db, userId, key);
  if (!row) throw new AppError('PAYMENT_INITIALIZING');
  return row;
}

/**
 * A second request with the same key: the same answer when it is the same purchase (waiting briefly
 * for the first request to get the gateway's page), 409 when the key was used for another one.
 */
const CHECKOUT_FAILURE_PREFIX = 'checkout: ';

async function answerRetry(
  db: Db,
  payment: PaymentRow,
  body: TInitializePayment,
): Promise<TPaymentInitialized> {
  // An installment is recorded under the cohort of the purchase that made the schedule, whatever path it was paid from.
  const samePurchase =
    payment.courseId === body.courseId &&
    (payment.scheduleId !== null || payment.cohortId === (body.cohortId ?? null)) &&
    payment.planType === body.paymentPlan.type;
  if (!samePurchase) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  let current = payment;
  const deadline = Date.now() + SAME_KEY_WAIT_MS;
  while (current.status === 'pending' && !current.redirectUrl && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    current = (await findPaymentByIdempotencyKey(db, payment.userId, payment.idempotencyKey)) ?? current;
  }
  if (current.status === 'pending' && !current.redirectUrl) throw new AppError('PAYMENT_INITIALIZING');
  return answerFor(current);
}

function answerFor(payment: PaymentRow): TPaymentInitialized {
  const succeeded = payment.status === 'completed' || (payment.status === 'pending' && !!payment.redirectUrl);
  if (succeeded) {
    return {
      success: true,
      redirectUrl: payment.redirectUrl ?? paymentResultPath(payment.reference),
      message: payment.status === 'completed' ? t('payments.freeEnrolled') : t('payments.redirecting'),
      reference: payment.reference,
    };
  }
  return {
    success: false,
    redirectUrl: '',
    message: storedCheckoutMessage(payment),
    reference: payment.reference,
  };
}

/** The gateway's own French message, kept in failure_reason when its checkout failed. */
function storedCheckoutMessage(payment: PaymentRow): string {
  const reason = payment.failureReason ?? '';
  return reason.startsWith(CHECKOUT_FAILURE_PREFIX)
    ? reason.slice(CHECKOUT_FAILURE_PREFIX.length)
    : t('payments.initFailed');
}
