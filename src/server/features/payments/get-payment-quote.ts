import { formatMoney } from '#shared/catalog/currency.ts';
import { availablePlans, type PlanType, resolvePricing } from '#shared/catalog/pricing.ts';
import { registrationStanding } from '#shared/cohorts/enrolment-rules.ts';
import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import {
  type CheckoutStanding,
  checkoutStanding,
  installmentPosition,
  planRefusal,
} from '#shared/payments/checkout-standing.ts';
import { seatsLeft } from '#shared/payments/holds.ts';
import type { TQuote } from '#shared/payments/payment.contract.ts';
import { promoRefusalMessage } from '#shared/payments/payment-messages.ts';
import type { PromoCodeRule } from '#shared/payments/promo.ts';
import {
  computeQuote,
  nextInstallmentQuote,
  type PlanQuote,
  planQuote,
  type Quote,
} from '#shared/payments/quote.ts';
import type { Db } from '../../db/client.ts';
import { type CohortRow, findCohort } from '../cohorts/cohorts.repo.ts';
import { type CourseRow, findPublishedCourse } from '../courses/courses.repo.ts';
import { hasLiveEnrollment } from '../enrollments/enrollments.repo.ts';
import { promoHolds, seatHeldReason, seatStanding } from './payment-holds.ts';
import {
  countRedemptions,
  dueInstallments,
  findPromoCode,
  type PromoCodeRow,
  pricedCohort,
  pricedCourse,
  promoRule,
  scheduleLength,
} from './payments.repo.ts';

// What a checkout costs, decided by the server: the quote route shows it, initialize recomputes it.

export type QuoteRequest = {
  courseId: string;
  cohortId?: string | null;
  planType: PlanType;
  promoCode?: string | null;
};

export type PricedCheckout = {
  course: CourseRow;
  cohort: CohortRow | null;
  quote: Quote;
  /** The code that applies (null when none was given or it was refused). */
  promo: PromoCodeRow | null;
  /** French reason the given code was refused, null otherwise. */
  promoError: string | null;
  seatsLeft: number | null;
  /** French: the seats left are held by other buyers' payments under way (docs/decisions/063). */
  seatHeld: string | null;
  /** Set when the buyer is enrolled and this checkout pays their next installment. */
  settles: {
    scheduleId: string;
    sequence: number;
    dueDate: Date;
    /** Past its grace period: access is suspended until it is paid. */
    isOverdue: boolean;
    number: number;
    count: number;
    overdueCount: number;
  } | null;
};

/** The published course of this organisation: 404 otherwise (another organisation's course included). */
async function loadCourse(db: Db, organizationId: string, courseId: string): Promise<CourseRow> {
  const course = await findPublishedCourse(db, organizationId, courseId);
  if (!course) throw new AppError('NOT_FOUND');
  return course;
}

/** The cohort named, of this organisation and course: 404/400 otherwise. */
async function loadCohort(db: Db, organizationId: string, course: CourseRow, cohortId: string) {
  const cohort = await findCohort(db, organizationId, cohortId);
  if (!cohort) throw new AppError('NOT_FOUND');
  if (cohort.courseId !== course.id) throw new AppError('VALIDATION', t('payments.cohortNotOfCourse'));
  return cohort;
}

/** A first purchase takes a seat: the cohort must be open (active, not ended), 409 otherwise. */
function requireOpen(cohort: CohortRow, now: Date): CohortRow {
  const hasEnded = cohort.endDate !== null && cohort.endDate.getTime() < now.getTime();
  if (cohort.status !== 'active' || hasEnded) throw new AppError('COHORT_CLOSED');
  // The registration deadline binds the start of a checkout (cohorts, decision 202); a payment begun
  // in time still completes after it.
  if (registrationStanding(cohort, 'join', now) === 'closed') {
    throw new AppError('COHORT_CLOSED', t('cohorts.enrolment.registrationClosed'));
  }
  return cohort;
}

type DueRow = Awaited<ReturnType<typeof dueInstallments>>[number];

/** What the learner may pay for this course now (docs/decisions/045, 046). */
export async function standingOf(
  db: Db,
  userId: string,
  courseId: string,
  now: Date,
): Promise<CheckoutStanding<DueRow>> {
  const isEnrolled = await hasLiveEnrollment(db, userId, courseId);
  const due = isEnrolled ? await dueInstallments(db, userId, courseId) : [];
  return checkoutStanding({ isEnrolled, due, now });
}

function freePlan(planType: PlanType): PlanQuote | null {
  if (planType !== 'oneTime') return null;
  return { planType, planTotal: 0, baseAmount: 0, listPrice: 0, monthlyAmount: null, schedule: [] };
}

/**
 * The quote of a checkout, for the quote route and again for initialize. A signed-in learner already
 * enrolled is refused (409) unless they owe an installment; then that installment is the only thing
 * quoted, and another plan is refused (409) with the amount that is due.
 */
export async function priceCheckout(
  db: Db,
  buyer: { organizationId: string; userId: string | null },
  request: QuoteRequest,
  now = new Date(),
): Promise<PricedCheckout> {
  const course = await loadCourse(db, buyer.organizationId, request.courseId);
  const requestedCohort = request.cohortId
    ? await loadCohort(db, buyer.organizationId, course, request.cohortId)
    : null;
  const standing: CheckoutStanding<DueRow> = buyer.userId
    ? await standingOf(db, buyer.userId, course.id, now)
    : { kind: 'purchase' };
  const refusal = planRefusal(standing, request.planType);
  if (refusal === 'alreadyEnrolled') throw new AppError('ALREADY_ENROLLED');
  if (standing.kind === 'installment') {
    if (refusal === 'scheduleUnderWay') {
      const amount = formatMoney(standing.next.amount, 'XOF');
      throw new AppError('INSTALLMENT_DUE', t('payments.scheduleUnderWay', { amount }), {
        field: 'planType',
        planType: standing.next.planType,
        expectedAmount: standing.next.amount,
      });
    }
    return priceNextInstallment(db, buyer.organizationId, course, standing, request, now);
  }

  const cohort = requestedCohort ? requireOpen(requestedCohort, now) : null;
  if (course.accessType === 'invitation') throw new AppError('INVITATION_ONLY');
  const pricing = resolvePricing(pricedCourse(course), cohort ? pricedCohort(cohort) : null);
  // A free course is one free one-time plan, whatever prices it still carries.
  const plan =
    course.accessType === 'free' ? freePlan(request.planType) : planQuote(request.planType, pricing, now);
  if (!plan) {
    const message =
      availablePlans(pricing).length === 0 ? t('payments.noPlans') : t('payments.planUnavailable');
    throw new AppError('VALIDATION', message, { field: 'planType' });
  }

  let promo: PromoCodeRow | null = null;
  let rule: PromoCodeRule | null = null;
  let promoError: string | null = null;
  let userRedemptions = 0;
  const asking = { userId: buyer.userId, now };
  if (request.promoCode) {
    promo = await findPromoCode(db, buyer.organizationId, request.promoCode);
    if (!promo) promoError = t('payments.promo.unknown');
    else {
      if (buyer.userId) userRedemptions = await countRedemptions(db, promo.id, buyer.userId);
      // Uses held by other buyers' payments under way are not offered (docs/decisions/063).
      rule = { ...promoRule(promo), holds: await promoHolds(db, promo.id, asking) };
    }
  }
  const quote = computeQuote({
    plan,
    promo: rule,
    purchase: { courseId: course.id, cohortId: cohort?.id ?? null, userRedemptions, now },
  });
  if (rule && quote.promoRefusal) {
    promoError = promoRefusalMessage(quote.promoRefusal, rule);
    promo = null;
  }
  // Seats held by other buyers' payments under way are not left; the checkout says so before 'Payer'.
  const seats = cohort ? await seatStanding(db, cohort, asking) : null;
  return {
    course,
    cohort,
    quote,
    promo,
    promoError,
    seatsLeft: seats ? seatsLeft(seats.seats) : null,
    seatHeld: seats ? seatHeldReason(seats) : null,
    settles: null,
  };
}

/**
 * The soonest unpaid installment, for the cohort of the purchase that made the schedule: the cohort
 * in the path is not asked to be open (the seat is already taken; decision 029 left an ended cohort
 * refusing its learners' installments).
 */
async function priceNextInstallment(
  db: Db,
  organizationId: string,
  course: CourseRow,
  standing: Extract<CheckoutStanding<DueRow>, { kind: 'installment' }>,
  request: QuoteRequest,
  now: Date,
): Promise<PricedCheckout> {
  const { next, rest } = standing;
  const quote = nextInstallmentQuote(
    next.planType,
    [next, ...rest].map((item) => ({ amount: item.amount, dueDate: item.dueDate.toISOString() })),
  );
  if (!quote) throw new AppError('ALREADY_ENROLLED');
  const cohort = next.cohortId ? await findCohort(db, organizationId, next.cohortId) : null;
  const position = installmentPosition(
    next.planType,
    next.sequence,
    await scheduleLength(db, next.paymentId),
  );
  return {
    course,
    cohort,
    quote,
    promo: null,
    promoError: request.promoCode ? t('payments.promo.firstPaymentOnly') : null,
    seatsLeft: null,
    seatHeld: null,
    settles: {
      scheduleId: next.id,
      sequence: next.sequence,
      dueDate: next.dueDate,
      isOverdue: next.graceUntil.getTime() < now.getTime(),
      ...position,
      overdueCount: standing.overdueCount,
    },
  };
}

export function toQuoteView(priced: PricedCheckout): TQuote {
  const { quote } = priced;
  return {
    planType: quote.planType,
    currency: 'XOF',
    planTotal: quote.planTotal,
    baseAmount: quote.baseAmount,
    discount: quote.discount,
    amountDueNow: quote.amountDueNow,
    remainingAmount: quote.remainingAmount,
    nextPaymentDate: quote.nextPaymentDate,
    monthlyAmount: quote.monthlyAmount,
    schedule: quote.schedule,
    promo: quote.promo,
    promoError: priced.promoError,
    isFree: quote.isFree,
    seatsLeft: priced.seatsLeft,
    seatHeld: priced.seatHeld,
    settles: priced.settles
      ? {
          sequence: priced.settles.sequence,
          dueDate: priced.settles.dueDate.toISOString(),
          isOverdue: priced.settles.isOverdue,
          number: priced.settles.number,
          count: priced.settles.count,
          overdueCount: priced.settles.overdueCount,
        }
      : null,
  };
}
