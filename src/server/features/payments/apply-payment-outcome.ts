import { promoAvailability } from '#shared/payments/holds.ts';
import { nextPaymentStatus } from '#shared/payments/payment-lifecycle.ts';
import type { Db, Executor } from '../../db/client.ts';
import { recordEvent } from '../../events/events.repo.ts';
import { refreshCourseStats } from '../catalog/catalog.repo.ts';
import { type CohortRow, lockCohort } from '../cohorts/cohorts.repo.ts';
import { enrolInCohort } from '../cohorts/enrol-in-cohort.ts';
import { findAccessDurationDays, findCourseWithInstructor } from '../courses/courses.repo.ts';
import { enrol as enrolLearner, setEnrollmentPaymentStatus } from '../enrollments/enrollments.repo.ts';
import type { GatewayOutcome, PaymentGateway } from './gateways/gateway.ts';
import { promoHolds, seatStanding } from './payment-holds.ts';
import {
  countPromoUse,
  countRedemptions,
  hasInstallmentDue,
  insertCommission,
  insertPromoRedemption,
  insertSchedule,
  lockInstallment,
  lockPaymentByReference,
  lockPromoCode,
  markInstallmentPaid,
  type PaymentRow,
  updatePayment,
} from './payments.repo.ts';

// The one way a payment leaves pending (notifications, the periodic re-check, free enrolments):
// pending → completed | failed | cancelled | expired, exactly once; expired, failed or cancelled →
// completed when the gateway reports the money collected after all (shared/payments/payment-lifecycle.ts). Completion
// happens in ONE transaction with the payment, cohort and promo code rows locked, in that order
// (docs/decisions/022, 035).

const DAY_MS = 24 * 3600 * 1000;

/** The failure_reason of an expired payment (check-status words it). */
export const EXPIRED_REASON = 'expired';

/** Why a payment the gateway collected could not become an enrolment (the money is then owed back). */
export type RefusalReason =
  | 'cohort_full'
  | 'promo_unavailable'
  | 'already_enrolled'
  | 'already_paid'
  | 'amount_mismatch';

export type OutcomeResult =
  | { kind: 'unknown' }
  | { kind: 'unchanged'; status: PaymentRow['status'] }
  | { kind: 'applied'; status: PaymentRow['status']; failureReason: string | null };

class CompletionRefused extends Error {
  constructor(readonly reason: RefusalReason) {
    super(reason);
  }
}

type Options = {
  /** The gateway the outcome comes from: a payment of another gateway is left alone (unknown). */
  gateway: PaymentGateway['id'] | null;
  installmentGraceDays: number;
  now?: Date;
};

export async function applyPaymentOutcome(
  db: Db,
  outcome: GatewayOutcome,
  options: Options,
): Promise<OutcomeResult> {
  const now = options.now ?? new Date();
  try {
    return await db.transaction(async (tx) => {
      const payment = await lockPaymentByReference(tx, outcome.reference);
      if (!payment || payment.gateway !== options.gateway) return { kind: 'unknown' } as const;
      // A replay, a late "failed" after "completed", a "still pending", a "failed" after expiry:
      // nothing moves. Money collected late is completed (or refused and owed back) below.
      const next = nextPaymentStatus(payment.status, outcome.status, payment.refundDue);
      if (next === null) return { kind: 'unchanged', status: payment.status } as const;
      if (next !== 'completed') {
        await updatePayment(tx, payment.id, { status: next, failureReason: 'gateway', updatedAt: now });
        return { kind: 'applied', status: next, failureReason: 'gateway' } as const;
      }
      if (outcome.amount !== payment.amount || outcome.currency !== payment.currency) {
        throw new CompletionRefused('amount_mismatch');
      }
      await completePayment(tx, payment, outcome.gatewayToken, now, options.installmentGraceDays);
      return { kind: 'applied', status: 'completed', failureReason: null } as const;
    });
  } catch (error) {
    if (!(error instanceof CompletionRefused)) throw error;
    // Everything the refused completion wrote was rolled back; only the failure is recorded.
    return markRefused(db, outcome.reference, error.reason, now);
  }
}

async function markRefused(
  db: Db,
  reference: string,
  reason: RefusalReason,
  now: Date,
): Promise<OutcomeResult> {
  return db.transaction(async (tx) => {
    const payment = await lockPaymentByReference(tx, reference);
    if (!payment) return { kind: 'unknown' } as const;
    // Another outcome got there first (pending or expired could still have become completed).
    if (nextPaymentStatus(payment.status, 'completed', payment.refundDue) === null) {
      return { kind: 'unchanged', status: payment.status } as const;
    }
    await updatePayment(tx, payment.id, {
      status: 'failed',
      failureReason: reason,
      refundDue: payment.amount > 0,
      updatedAt: now,
    });
    return { kind: 'applied', status: 'failed', failureReason: reason } as const;
  });
}

/**
 * A payment left pending past PAYMENT_PENDING_EXPIRY_HOURS becomes expired, under its row lock: an
 * outcome applied meanwhile wins, and a later "completed" is still honoured (decision 035).
 */
export async function expirePendingPayment(db: Db, reference: string, now: Date): Promise<OutcomeResult> {
  return db.transaction(async (tx) => {
    const payment = await lockPaymentByReference(tx, reference);
    if (!payment) return { kind: 'unknown' } as const;
    if (payment.status !== 'pending') return { kind: 'unchanged', status: payment.status } as const;
    await updatePayment(tx, payment.id, { status: 'expired', failureReason: EXPIRED_REASON, updatedAt: now });
    return { kind: 'applied', status: 'expired', failureReason: EXPIRED_REASON } as const;
  });
}

async function completePayment(
  tx: Executor,
  payment: PaymentRow,
  gatewayToken: string | null,
  now: Date,
  graceDays: number,
) {
  if (payment.scheduleId) {
    await settleInstallment(tx, payment, now);
  } else {
    await enrol(tx, payment, now, graceDays);
  }
  await recordCommission(tx, payment);
  await updatePayment(tx, payment.id, {
    status: 'completed',
    completedAt: now,
    gatewayToken: gatewayToken ?? payment.gatewayToken,
    failureReason: null,
    updatedAt: now,
  });
  await refreshCourseStats(tx, [payment.courseId]);
  // Told to the slices that subscribe, with this transaction's fate (docs/decisions/098): the
  // learner's receipt is owed from it (notifications, decision 120).
  await recordEvent(tx, {
    type: 'payment.completed',
    payload: {
      organizationId: payment.organizationId,
      paymentId: payment.id,
      userId: payment.userId,
      courseId: payment.courseId,
      amount: payment.amount,
      planType: payment.planType,
    },
  });
}

/** A first payment: a seat (cohort), the promo code, the enrolment and what follows. */
async function enrol(tx: Executor, payment: PaymentRow, now: Date, graceDays: number) {
  let cohort: CohortRow | null = null;
  if (payment.cohortId) {
    // The cohort row lock serialises every completion for this cohort: seats are counted once each.
    // Seats other buyers' payments under way hold are not this payment's (decision 063).
    cohort = await lockCohort(tx, payment.cohortId);
    const buyer = { userId: payment.userId, now };
    if (cohort && (await seatStanding(tx, cohort, buyer)).availability !== 'open') {
      throw new CompletionRefused('cohort_full');
    }
  }
  await redeemPromo(tx, payment, now);
  await activateEnrollment(tx, payment, now, cohort);
  await createSchedule(tx, payment, graceDays);
}

/** A later installment: its schedule row (locked) is paid; the enrolment is paid once nothing is due. */
async function settleInstallment(tx: Executor, payment: PaymentRow, now: Date) {
  const installment = await lockInstallment(tx, payment.scheduleId!);
  if (installment?.status !== 'due') throw new CompletionRefused('already_paid');
  await markInstallmentPaid(tx, installment.id, now);
  const isStillDue = await hasInstallmentDue(tx, payment.userId, payment.courseId);
  await setEnrollmentPaymentStatus(tx, payment, isStillDue ? 'partial' : 'paid', now);
}

/** Counts the code now, under its row lock: max_uses and the per-person limit hold under concurrency. */
async function redeemPromo(tx: Executor, payment: PaymentRow, now: Date) {
  if (!payment.promoCodeId) return;
  const promo = await lockPromoCode(tx, payment.promoCodeId);
  if (!promo) throw new CompletionRefused('promo_unavailable');
  const held = (await promoHolds(tx, promo.id, { userId: payment.userId, now })).count;
  if (promoAvailability({ maxUses: promo.maxUses, usedCount: promo.usedCount, held }) !== 'open') {
    throw new CompletionRefused('promo_unavailable');
  }
  if ((await countRedemptions(tx, promo.id, payment.userId)) >= promo.maxUsagePerUser) {
    throw new CompletionRefused('promo_unavailable');
  }
  if (!(await countPromoUse(tx, promo.id))) throw new CompletionRefused('promo_unavailable');
  await insertPromoRedemption(tx, {
    organizationId: payment.organizationId,
    promoCodeId: promo.id,
    paymentId: payment.id,
    userId: payment.userId,
    discount: payment.discount,
  });
}

/**
 * The learner's enrolment becomes active. An enrolment that is already live (another payment of the
 * same learner completed first) is not overwritten: the upsert's WHERE leaves it and returns nothing.
 */
async function activateEnrollment(tx: Executor, payment: PaymentRow, now: Date, cohort: CohortRow | null) {
  const accessDurationDays = await findAccessDurationDays(tx, payment.courseId);
  const accessEndDate = accessDurationDays ? new Date(now.getTime() + accessDurationDays * DAY_MS) : null;
  const paymentStatus: 'partial' | 'free' | 'paid' =
    payment.remainingAmount > 0 ? 'partial' : payment.amount === 0 ? 'free' : 'paid';
  if (cohort) {
    // A cohort seat enters through the cohorts' one use case, under the lock taken above (decision 200).
    const entered = await enrolInCohort(tx, cohort, {
      userId: payment.userId,
      path: 'payment',
      paymentStatus,
      accessEndDate: accessEndDate ?? cohort.accessEndDate,
      now,
    });
    if (entered.kind === 'refused') {
      throw new CompletionRefused(entered.reason === 'already_enrolled' ? 'already_enrolled' : 'cohort_full');
    }
    if (!entered.isNew) throw new CompletionRefused('already_enrolled');
  }
  const isEnrolled =
    cohort !== null ||
    (await enrolLearner(tx, {
      organizationId: payment.organizationId,
      userId: payment.userId,
      courseId: payment.courseId,
      cohortId: payment.cohortId,
      paymentStatus,
      accessEndDate,
      now,
    }));
  if (!isEnrolled) throw new CompletionRefused('already_enrolled');
  await recordEvent(tx, {
    type: 'enrollment.activated',
    payload: {
      organizationId: payment.organizationId,
      userId: payment.userId,
      courseId: payment.courseId,
      cohortId: payment.cohortId,
    },
  });
}

async function createSchedule(tx: Executor, payment: PaymentRow, graceDays: number) {
  if (payment.schedule.length === 0) return;
  await insertSchedule(
    tx,
    payment.schedule.map((item, index) => {
      const dueDate = new Date(item.dueDate);
      return {
        organizationId: payment.organizationId,
        paymentId: payment.id,
        userId: payment.userId,
        courseId: payment.courseId,
        sequence: index + 1,
        amount: item.amount,
        dueDate,
        graceUntil: new Date(dueDate.getTime() + graceDays * DAY_MS),
      };
    }),
  );
}

/** The instructor's share of what was collected, at their profile's rate (70 % by default). */
async function recordCommission(tx: Executor, payment: PaymentRow) {
  if (payment.amount <= 0) return;
  const instructor = (await findCourseWithInstructor(tx, payment.courseId))?.instructor;
  if (!instructor) return;
  await insertCommission(tx, {
    organizationId: payment.organizationId,
    paymentId: payment.id,
    instructorId: instructor.id,
    courseId: payment.courseId,
    saleAmount: payment.amount,
    rate: instructor.commissionRate,
    amount: Math.floor((payment.amount * instructor.commissionRate) / 100),
  });
}
