import type { Installment, PricingModes } from '../domain.ts';

// Pricing rules of spec/learner.md §4 "Pricing mode resolution". Amounts are whole FCFA (XOF).
// Used by the marketplace card and course page, and by checkout, where the server decides the money.

export const SUBSCRIPTION_MONTHS = 6;

export const PLAN_TYPES = ['oneTime', 'installments', 'subscription', 'registrationMonthly'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

export type PriceSet = {
  price: number;
  one_time_price: number;
  one_time_discount: number;
  monthly_price: number;
  registration_fee: number;
  monthly_fee: number;
  installments: Array<Pick<Installment, 'amount'> & Partial<Pick<Installment, 'days'>>>;
};

export type PricedCourse = PriceSet & { pricing_modes: PricingModes };
export type PricedCohort = PricedCourse & { use_course_price: boolean };

export type ResolvedPricing = { modes: PricingModes; prices: PriceSet };

const NO_MODES: PricingModes = {
  one_time: false,
  installments: false,
  subscription: false,
  registration_monthly: false,
};

export function hasAnyMode(modes: PricingModes | null | undefined): boolean {
  return (
    !!modes && (modes.one_time || modes.installments || modes.subscription || modes.registration_monthly)
  );
}

function priceSetOf(source: PriceSet): PriceSet {
  return {
    price: source.price,
    one_time_price: source.one_time_price,
    one_time_discount: source.one_time_discount,
    monthly_price: source.monthly_price,
    registration_fee: source.registration_fee,
    monthly_fee: source.monthly_fee,
    installments: source.installments,
  };
}

/**
 * The modes and prices that apply: the course's own modes when it defines any, else the cohort's;
 * prices from the course when the cohort uses course pricing (or the course defines modes), else the
 * cohort's; and one-time switched on when no mode is on but the one-time price is above 0.
 */
export function resolvePricing(course: PricedCourse, cohort?: PricedCohort | null): ResolvedPricing {
  const courseDefinesModes = hasAnyMode(course.pricing_modes);
  const modes = { ...(courseDefinesModes || !cohort ? course.pricing_modes : cohort.pricing_modes) };
  const useCoursePrices = !cohort || cohort.use_course_price || courseDefinesModes;
  const prices = priceSetOf(useCoursePrices ? course : cohort);
  if (!hasAnyMode(modes) && course.one_time_price > 0) modes.one_time = true;
  return { modes: { ...NO_MODES, ...modes }, prices };
}

/** price × (1 − discount/100), rounded to the franc; the discount is clamped to 0–100 %. */
export function discountedPrice(price: number, discountPercent: number): number {
  const safePrice = Math.max(0, price);
  const discount = Math.min(100, Math.max(0, Number.isFinite(discountPercent) ? discountPercent : 0));
  return Math.min(safePrice, Math.max(0, Math.round(safePrice * (1 - discount / 100))));
}

export function installmentsTotal(installments: PriceSet['installments']): number {
  return installments.reduce((sum, item) => sum + Math.max(0, item.amount), 0);
}

/** The subscription total shown in the summary: six months. */
export function subscriptionTotal(monthlyPrice: number): number {
  return Math.max(0, monthlyPrice) * SUBSCRIPTION_MONTHS;
}

export function registrationMonthlyTotal(registrationFee: number, monthlyFee: number): number {
  return Math.max(0, registrationFee) + Math.max(0, monthlyFee) * SUBSCRIPTION_MONTHS;
}

/** What the learner pays now for a plan (spec §4 "First amount payable now"). */
export function firstAmountDue(plan: PlanType, prices: PriceSet): number {
  switch (plan) {
    case 'oneTime':
      return discountedPrice(prices.one_time_price, prices.one_time_discount);
    case 'installments':
      return Math.max(0, prices.installments[0]?.amount ?? 0);
    case 'subscription':
      return Math.max(0, prices.monthly_price);
    case 'registrationMonthly':
      return Math.max(0, prices.registration_fee);
  }
}

/** The plans a learner may choose, in the spec's order, with their totals. */
export function availablePlans(
  pricing: ResolvedPricing,
): Array<{ type: PlanType; total: number; dueNow: number }> {
  const { modes, prices } = pricing;
  const plans: Array<{ type: PlanType; total: number; dueNow: number }> = [];
  if (modes.one_time) {
    plans.push({
      type: 'oneTime',
      total: discountedPrice(prices.one_time_price, prices.one_time_discount),
      dueNow: firstAmountDue('oneTime', prices),
    });
  }
  if (modes.installments && prices.installments.length > 0) {
    plans.push({
      type: 'installments',
      total: installmentsTotal(prices.installments),
      dueNow: firstAmountDue('installments', prices),
    });
  }
  if (modes.subscription && prices.monthly_price > 0) {
    plans.push({
      type: 'subscription',
      total: subscriptionTotal(prices.monthly_price),
      dueNow: prices.monthly_price,
    });
  }
  if (modes.registration_monthly && (prices.registration_fee > 0 || prices.monthly_fee > 0)) {
    plans.push({
      type: 'registrationMonthly',
      total: registrationMonthlyTotal(prices.registration_fee, prices.monthly_fee),
      dueNow: firstAmountDue('registrationMonthly', prices),
    });
  }
  return plans;
}

export type CardPrice =
  | { kind: 'free' }
  | {
      kind: 'oneTime';
      amount: number;
      original: number | null;
      hint: { installments: number } | 'monthly' | null;
    }
  | { kind: 'installments'; amount: number }
  | { kind: 'monthly'; amount: number }
  | { kind: 'registration'; amount: number }
  | { kind: 'base'; amount: number };

/**
 * The price block of a course card: one-time first (struck original when discounted, hint of the
 * other ways to pay), then the installments total, then the monthly price, then the registration
 * fee, then the base price. Zero or missing reads "Gratuit".
 */
export function cardPrice(course: PricedCourse): CardPrice {
  const { modes, prices } = resolvePricing(course);
  if (modes.one_time && prices.one_time_price > 0) {
    const amount = discountedPrice(prices.one_time_price, prices.one_time_discount);
    const hint =
      modes.installments && prices.installments.length > 0
        ? { installments: prices.installments.length }
        : modes.subscription || modes.registration_monthly
          ? ('monthly' as const)
          : null;
    if (amount <= 0) return { kind: 'free' };
    return {
      kind: 'oneTime',
      amount,
      original: amount < prices.one_time_price ? prices.one_time_price : null,
      hint,
    };
  }
  const total = installmentsTotal(prices.installments);
  if (modes.installments && total > 0) return { kind: 'installments', amount: total };
  if (modes.subscription && prices.monthly_price > 0)
    return { kind: 'monthly', amount: prices.monthly_price };
  if (modes.registration_monthly && prices.registration_fee > 0) {
    return { kind: 'registration', amount: prices.registration_fee };
  }
  if (prices.price > 0) return { kind: 'base', amount: prices.price };
  return { kind: 'free' };
}

/** The amount a card shows (0 when free): what the marketplace filters and sorts by. */
export function listPrice(course: PricedCourse): number {
  const card = cardPrice(course);
  return card.kind === 'free' ? 0 : card.amount;
}
