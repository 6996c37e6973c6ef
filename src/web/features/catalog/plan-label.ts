import { type Currency, formatXofIn } from '#shared/catalog/currency.ts';
import {
  availablePlans,
  cardPrice,
  type PlanType,
  type PricedCourse,
  type PriceSet,
  resolvePricing,
  SUBSCRIPTION_MONTHS,
} from '#shared/catalog/pricing.ts';
import { type CatalogDetailsMessageKey, t } from '#shared/messages/fr-catalog-details.ts';

// The plan cards of a course page (spec/learner.md §3 "Payment plan", §4 "Pricing mode resolution"):
// which plans, their totals and first payment come from the shared rules; this writes them in French.

const percent = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

const PLAN_TITLE_KEYS: Record<PlanType, CatalogDetailsMessageKey> = {
  oneTime: 'catalog.plan.oneTime',
  installments: 'catalog.plan.installments',
  subscription: 'catalog.plan.subscription',
  registrationMonthly: 'catalog.plan.registrationMonthly',
};

export type PlanCardLabel = {
  type: PlanType;
  title: string;
  /** How the plan works, in one line ("3 versements", "10 000 F CFA/mois…"), if there is more to say. */
  detail: string | null;
  /** The undiscounted one-time price, struck through. */
  original: string | null;
  discount: string | null;
  total: string;
  dueNow: string;
};

function detailOf(type: PlanType, prices: PriceSet, currency: Currency): string | null {
  switch (type) {
    case 'oneTime':
      return null;
    case 'installments':
      return t('catalog.plan.installmentsDetail', { n: prices.installments.length });
    case 'subscription':
      return t('catalog.plan.subscriptionDetail', {
        amount: formatXofIn(prices.monthly_price, currency),
        months: SUBSCRIPTION_MONTHS,
      });
    case 'registrationMonthly':
      return t('catalog.plan.registrationDetail', {
        fee: formatXofIn(prices.registration_fee, currency),
        monthly: formatXofIn(prices.monthly_fee, currency),
      });
  }
}

export type CourseOffer =
  | { kind: 'free' }
  | { kind: 'plans'; plans: PlanCardLabel[] }
  | { kind: 'unavailable' };

/** What a course page offers: free enrolment, plan cards, or "Options de paiement non disponibles". */
export function courseOffer(course: PricedCourse, currency: Currency): CourseOffer {
  if (cardPrice(course).kind === 'free') return { kind: 'free' };
  const pricing = resolvePricing(course);
  const { prices } = pricing;
  const plans = availablePlans(pricing).map((plan): PlanCardLabel => {
    const isDiscounted = plan.type === 'oneTime' && plan.total < prices.one_time_price;
    return {
      type: plan.type,
      title: t(PLAN_TITLE_KEYS[plan.type]),
      detail: detailOf(plan.type, prices, currency),
      original: isDiscounted ? formatXofIn(prices.one_time_price, currency) : null,
      discount: isDiscounted
        ? t('catalog.plan.discount', { percent: percent.format(prices.one_time_discount) })
        : null,
      total: t('catalog.plan.total', { amount: formatXofIn(plan.total, currency) }),
      dueNow: t('catalog.plan.dueNow', { amount: formatXofIn(plan.dueNow, currency) }),
    };
  });
  return plans.length > 0 ? { kind: 'plans', plans } : { kind: 'unavailable' };
}
