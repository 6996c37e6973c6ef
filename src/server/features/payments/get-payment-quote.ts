import { availablePlans, type PlanType, resolvePricing } from '#shared/catalog/pricing.ts';
import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import type { TQuote } from '#shared/payments/payment.contract.ts';
import { promoRefusalMessage } from '#shared/payments/payment-messages.ts';
import {
  computeQuote,
  nextInstallmentQuote,
  type PlanQuote,
  planQuote,
  type Quote,
} from '#shared/payments/quote.ts';
import type { Db } from '../../db/client.ts';
import {
  type CohortRow,
  type CourseRow,
  countRedemptions,
  dueInstallments,
  findCohort,
  findPromoCode,
  findPublishedCourse,
  hasLiveEnrollment,
  type PromoCodeRow,
  pricedCohort,
  pricedCourse,
  promoRule,
  seatsTaken,
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
  /** Set when the buyer is enrolled and this checkout pays their next installment. */
  settles: { scheduleId: string; sequence: number; dueDate: Date; isOverdue: boolean } | null;
};

/** The course (published, of this organisation) and the cohort (of this course, open): 404/400/409 otherwise. */
async function loadTarget(db: Db, organizationId: string, request: QuoteRequest, now: Date) {
  const course = await findPublishedCourse(db, organizationId, request.courseId);
  if (!course) throw new AppError('NOT_FOUND');
  if (!request.cohortId) return { course, cohort: null };
  const cohort = await findCohort(db, organizationId, request.cohortId);
  if (!cohort) throw new AppError('NOT_FOUND');
  if (cohort.courseId !== course.id) throw new AppError('VALIDATION', t('payment.cohortNotOfCourse'));
  const hasEnded = cohort.endDate !== null && cohort.endDate.getTime() < now.getTime();
  if (cohort.status !== 'active' || hasEnded) throw new AppError('CONFLICT', t('payment.cohortClosed'));
  return { course, cohort };
}

function freePlan(planType: PlanType): PlanQuote | null {
  if (planType !== 'oneTime') return null;
  return { planType, planTotal: 0, baseAmount: 0, listPrice: 0, monthlyAmount: null, schedule: [] };
}

export async function priceCheckout(
  db: Db,
  buyer: { organizationId: string; userId: string | null },
  request: QuoteRequest,
  now = new Date(),
): Promise<PricedCheckout> {
  const { course, cohort } = await loadTarget(db, buyer.organizationId, request, now);
  const installment = buyer.userId
    ? await priceNextInstallment(db, buyer.userId, course, request, now)
    : null;
  if (installment) return { ...installment, cohort };
  if (course.accessType === 'invitation') throw new AppError('CONFLICT', t('payment.invitationOnly'));
  const pricing = resolvePricing(pricedCourse(course), cohort ? pricedCohort(cohort) : null);
  // A free course is one free one-time plan, whatever prices it still carries.
  const plan =
    course.accessType === 'free' ? freePlan(request.planType) : planQuote(request.planType, pricing, now);
  if (!plan) {
    const message =
      availablePlans(pricing).length === 0 ? t('payment.noPlans') : t('payment.planUnavailable');
    throw new AppError('VALIDATION', message, { field: 'planType' });
  }

  let promo: PromoCodeRow | null = null;
  let promoError: string | null = null;
  let userRedemptions = 0;
  if (request.promoCode) {
    promo = await findPromoCode(db, buyer.organizationId, request.promoCode);
    if (!promo) promoError = t('payment.promo.unknown');
    else if (buyer.userId) userRedemptions = await countRedemptions(db, promo.id, buyer.userId);
  }
  const quote = computeQuote({
    plan,
    promo: promo ? promoRule(promo) : null,
    purchase: { courseId: course.id, cohortId: cohort?.id ?? null, userRedemptions, now },
  });
  if (promo && quote.promoRefusal) {
    promoError = promoRefusalMessage(quote.promoRefusal, promoRule(promo));
    promo = null;
  }
  const seatsLeft =
    cohort?.maxParticipants != null
      ? Math.max(0, cohort.maxParticipants - (await seatsTaken(db, cohort.id)))
      : null;
  return { course, cohort, quote, promo, promoError, seatsLeft, settles: null };
}

/** An enrolled learner who still owes installments pays the soonest one (same checkout, same gateway). */
async function priceNextInstallment(
  db: Db,
  userId: string,
  course: CourseRow,
  request: QuoteRequest,
  now: Date,
): Promise<Omit<PricedCheckout, 'cohort'> | null> {
  if (!(await hasLiveEnrollment(db, userId, course.id))) return null;
  const due = await dueInstallments(db, userId, course.id);
  const [next] = due;
  if (!next) return null;
  const quote = nextInstallmentQuote(
    next.planType,
    due.map((item) => ({ amount: item.amount, dueDate: item.dueDate.toISOString() })),
  );
  if (!quote) return null;
  return {
    course,
    quote,
    promo: null,
    promoError: request.promoCode ? t('payment.promo.firstPaymentOnly') : null,
    seatsLeft: null,
    settles: {
      scheduleId: next.id,
      sequence: next.sequence,
      dueDate: next.dueDate,
      isOverdue: next.graceUntil.getTime() < now.getTime(),
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
    settles: priced.settles
      ? {
          sequence: priced.settles.sequence,
          dueDate: priced.settles.dueDate.toISOString(),
          isOverdue: priced.settles.isOverdue,
        }
      : null,
  };
}
