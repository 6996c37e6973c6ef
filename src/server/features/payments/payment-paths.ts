import type { PlanType } from '#shared/catalog/pricing.ts';

// Pages of the web app the payments API sends people to (the web helper's routes).

/** The result page, which polls check-status until the payment leaves pending. */
export function paymentResultPath(reference: string): string {
  return `/marketplace/payment/result?ref=${encodeURIComponent(reference)}`;
}

/** Where 'Retourner au paiement' goes: this course's (and cohort's) checkout with this plan. */
export function checkoutPath(courseId: string, cohortId: string | null, planType: PlanType): string {
  return `/marketplace/${courseId}${cohortId ? `/${cohortId}` : ''}/payment?planType=${planType}`;
}
