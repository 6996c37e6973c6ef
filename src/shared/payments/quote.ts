import {
  availablePlans,
  firstAmountDue,
  type PlanType,
  type ResolvedPricing,
  SUBSCRIPTION_MONTHS,
} from '../catalog/pricing.ts';
import { applyPromo, type PromoCodeRule, type PromoRefusal, promoRefusal } from './promo.ts';

// The full quote of a checkout (spec/learner.md §4 "Pricing mode resolution", "First amount payable
// now"): what is due now for a plan with or without a promo code, what is left, and when the rest
// falls due. Pure; the server computes it again when the payment starts and refuses another amount.

const DAY_MS = 24 * 3600 * 1000;
/** When an installment has no `days`, it falls due this many days after the previous one. */
const DEFAULT_INSTALLMENT_SPACING_DAYS = 30;

export type ScheduledPayment = { amount: number; dueDate: string };

export type PlanQuote = {
  planType: PlanType;
  /** The plan's full total (one-time: discounted price; subscription and monthly: six months). */
  planTotal: number;
  /** Due now before any promo code. */
  baseAmount: number;
  /** One-time price before the course's own discount (equal to baseAmount for other plans). */
  listPrice: number;
  /** Monthly amount that follows (subscription, registration + monthly), null otherwise. */
  monthlyAmount: number | null;
  /** What follows this payment, in order. */
  schedule: ScheduledPayment[];
};

export type Quote = Omit<PlanQuote, 'listPrice'> & {
  discount: number;
  amountDueNow: number;
  remainingAmount: number;
  nextPaymentDate: string | null;
  promo: { code: string; discount: number } | null;
  promoRefusal: PromoRefusal | null;
  isFree: boolean;
};

function addDays(start: Date, days: number): Date {
  return new Date(start.getTime() + days * DAY_MS);
}

/** Same day of a later month, the last day when that month is shorter (31 Jan + 1 → 28/29 Feb). */
export function addMonths(start: Date, months: number): Date {
  const target = new Date(
    Date.UTC(
      start.getUTCFullYear(),
      start.getUTCMonth() + months,
      1,
      start.getUTCHours(),
      start.getUTCMinutes(),
    ),
  );
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return target;
}

function monthly(amount: number, count: number, start: Date, firstMonth: number): ScheduledPayment[] {
  if (amount <= 0) return [];
  return Array.from({ length: count }, (_, index) => ({
    amount,
    dueDate: addMonths(start, firstMonth + index).toISOString(),
  }));
}

/**
 * The plan as offered, or null when this plan is not on for the course (or cohort). Installment
 * due dates are `days` after `now` (the enrolment); a first installment with 0 days is the one paid
 * now. A subscription is six monthly payments, the first now; registration + monthly is the fee
 * now, then six monthly fees from next month.
 */
export function planQuote(planType: PlanType, pricing: ResolvedPricing, now: Date): PlanQuote | null {
  const plan = availablePlans(pricing).find((candidate) => candidate.type === planType);
  if (!plan) return null;
  const { prices } = pricing;
  const baseAmount = firstAmountDue(planType, prices);
  const common = { planType, planTotal: plan.total, baseAmount, listPrice: baseAmount, monthlyAmount: null };
  switch (planType) {
    case 'oneTime':
      return { ...common, listPrice: Math.max(baseAmount, prices.one_time_price), schedule: [] };
    case 'installments': {
      let previousDays = 0;
      const schedule: ScheduledPayment[] = [];
      prices.installments.forEach((installment, index) => {
        const days =
          typeof installment.days === 'number' && installment.days >= 0
            ? Math.max(installment.days, previousDays)
            : previousDays + (index === 0 ? 0 : DEFAULT_INSTALLMENT_SPACING_DAYS);
        previousDays = days;
        if (index > 0 && installment.amount > 0) {
          schedule.push({ amount: installment.amount, dueDate: addDays(now, days).toISOString() });
        }
      });
      return { ...common, schedule };
    }
    case 'subscription':
      return {
        ...common,
        monthlyAmount: prices.monthly_price,
        schedule: monthly(prices.monthly_price, SUBSCRIPTION_MONTHS - 1, now, 1),
      };
    case 'registrationMonthly':
      return {
        ...common,
        monthlyAmount: prices.monthly_fee,
        schedule: monthly(prices.monthly_fee, SUBSCRIPTION_MONTHS, now, 1),
      };
  }
}

/**
 * The quote for a plan, with the promo code applied when it may be (its refusal reason otherwise,
 * and the quote without it). The code takes off the amount due now only; what follows is unchanged.
 */
export function computeQuote(input: {
  plan: PlanQuote;
  promo: PromoCodeRule | null;
  purchase: { courseId: string; cohortId: string | null; userRedemptions: number; now: Date };
}): Quote {
  const { plan, promo, purchase } = input;
  const { listPrice, ...shown } = plan;
  let amountDueNow = plan.baseAmount;
  let applied: Quote['promo'] = null;
  let refusal: PromoRefusal | null = null;
  if (promo) {
    refusal = promoRefusal(promo, { ...purchase, purchaseTotal: plan.planTotal });
    if (!refusal) {
      const result = applyPromo(promo, { dueNow: plan.baseAmount, listPrice });
      if (result.ok) {
        amountDueNow = result.amountDueNow;
        applied = { code: promo.code, discount: result.discount };
      } else refusal = result.reason;
    }
  }
  const remainingAmount = plan.schedule.reduce((sum, item) => sum + item.amount, 0);
  return {
    ...shown,
    discount: plan.baseAmount - amountDueNow,
    amountDueNow,
    remainingAmount,
    nextPaymentDate: plan.schedule[0]?.dueDate ?? null,
    promo: applied,
    promoRefusal: refusal,
    isFree: amountDueNow === 0,
  };
}

/**
 * Paying the next installment of a schedule already under way (`due`: what is still owed, soonest
 * first): the first is due now, the others follow as planned. Promo codes apply to first payments only.
 */
export function nextInstallmentQuote(planType: PlanType, due: ScheduledPayment[]): Quote | null {
  const [next, ...rest] = due;
  if (!next) return null;
  const remainingAmount = rest.reduce((sum, item) => sum + item.amount, 0);
  return {
    planType,
    planTotal: next.amount + remainingAmount,
    baseAmount: next.amount,
    monthlyAmount: planType === 'installments' ? null : next.amount,
    schedule: rest,
    discount: 0,
    amountDueNow: next.amount,
    remainingAmount,
    nextPaymentDate: rest[0]?.dueDate ?? null,
    promo: null,
    promoRefusal: null,
    isFree: false,
  };
}
