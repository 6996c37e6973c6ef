import { formatMoney } from '#shared/catalog/currency.ts';
import {
  availablePlans,
  cardPrice,
  discountedPrice,
  installmentsTotal,
  PLAN_TYPES,
  type PlanType,
  type PricedCohort,
  type PricedCourse,
  type PriceSet,
  resolvePricing,
  SUBSCRIPTION_MONTHS,
} from '#shared/catalog/pricing.ts';
import { type PaymentsMessageKey, t } from '#shared/messages/fr-payments.ts';

// The plan cards of the checkout (spec/learner.md §3 "Payment plan", §4 "Pricing mode resolution"),
// from the shared pricing rules. These amounts are what the visitor is offered; what is charged is the
// server's quote.

export type CheckoutPlan = {
  type: PlanType;
  total: number;
  dueNow: number;
  /** A free course: one "plan" at 0 that enrols at once. */
  isFree: boolean;
};

/**
 * The plans of a course, or of the session chosen (its own prices unless it takes the course's): one
 * free plan when the course's card reads "Gratuit", else those the resolved modes allow.
 */
export function checkoutPlans(course: PricedCourse, cohort: PricedCohort | null = null): CheckoutPlan[] {
  if (cardPrice(course).kind === 'free') return [{ type: 'oneTime', total: 0, dueNow: 0, isFree: true }];
  return availablePlans(resolvePricing(course, cohort)).map((plan) => ({ ...plan, isFree: false }));
}

export function isPlanType(value: unknown): value is PlanType {
  return typeof value === 'string' && (PLAN_TYPES as readonly string[]).includes(value);
}

/** The plan to mark selected: the one named in ?planType when offered, else the only one, else none. */
export function preselectedPlan(
  plans: readonly CheckoutPlan[],
  planType: string | undefined,
): PlanType | null {
  const named = plans.find((plan) => plan.type === planType);
  if (named) return named.type;
  return plans.length === 1 ? (plans[0]?.type ?? null) : null;
}

/** `paymentPlan` of the initialize body (spec §3 "Payment plan"): the type and its details. */
export function paymentPlanBody(
  type: PlanType,
  prices: PriceSet,
): { type: PlanType } & Record<string, unknown> {
  switch (type) {
    case 'oneTime':
      return {
        type,
        price: discountedPrice(prices.one_time_price, prices.one_time_discount),
        originalPrice: prices.one_time_price,
      };
    case 'installments':
      return {
        type,
        installments: prices.installments.map((item) => item.amount),
        totalAmount: installmentsTotal(prices.installments),
      };
    case 'subscription':
      return { type, monthlyPrice: prices.monthly_price };
    case 'registrationMonthly':
      return { type, registrationFee: prices.registration_fee, monthlyFee: prices.monthly_fee };
  }
}

const PLAN_TITLE_KEYS: Record<PlanType, PaymentsMessageKey> = {
  oneTime: 'payments.checkout.plan.oneTime',
  installments: 'payments.checkout.plan.installments',
  subscription: 'payments.checkout.plan.subscription',
  registrationMonthly: 'payments.checkout.plan.registrationMonthly',
};

export function planTitle(type: PlanType): string {
  return t(PLAN_TITLE_KEYS[type]);
}

export const formatXof = (amount: number) => formatMoney(amount, 'XOF');

export type PlanCardText = { title: string; detail: string | null; total: string | null; dueNow: string };

/** A plan card in French: its name, how it works, its total and what is paid now. */
export function planCardText(plan: CheckoutPlan, prices: PriceSet): PlanCardText {
  if (plan.isFree) {
    return {
      title: t('payments.checkout.plan.free'),
      detail: t('payments.checkout.plan.freeDetail'),
      total: null,
      dueNow: t('payments.checkout.plan.dueNow', { amount: formatXof(0) }),
    };
  }
  const detail =
    plan.type === 'installments'
      ? t('payments.checkout.plan.installmentsDetail', { n: prices.installments.length })
      : plan.type === 'subscription'
        ? t('payments.checkout.plan.subscriptionDetail', {
            amount: formatXof(prices.monthly_price),
            months: SUBSCRIPTION_MONTHS,
          })
        : plan.type === 'registrationMonthly'
          ? t('payments.checkout.plan.registrationDetail', {
              fee: formatXof(prices.registration_fee),
              monthly: formatXof(prices.monthly_fee),
            })
          : null;
  return {
    title: planTitle(plan.type),
    detail,
    total: t('payments.checkout.plan.total', { amount: formatXof(plan.total) }),
    dueNow: t('payments.checkout.plan.dueNow', { amount: formatXof(plan.dueNow) }),
  };
}
