import type { AccessType, Installment, PricingModes } from '../domain.ts';
import { t } from '../messages/fr.ts';

// The pricing panel's rules (spec/authoring-and-shell.md §4 "Access type", numeric variant): what
// choosing an access type does to the modes and prices. The editor applies them as the author
// clicks; the server applies them again to what it stores.

export type CoursePricing = {
  accessType: AccessType;
  pricingModes: PricingModes;
  oneTimePrice: number;
  oneTimeDiscount: number;
  monthlyPrice: number;
  registrationFee: number;
  monthlyFee: number;
  installments: Installment[];
};

export const NO_PRICING_MODES: PricingModes = {
  one_time: false,
  installments: false,
  subscription: false,
  registration_monthly: false,
};

const anyMode = (modes: PricingModes) =>
  modes.one_time || modes.installments || modes.subscription || modes.registration_monthly;

/**
 * The pricing once `accessType` is chosen: free or invitation turns every mode off, every price and
 * the discount to 0 and the installments to none; paid with no mode on turns one-time on.
 */
export function withAccessType<T extends CoursePricing>(pricing: T, accessType: AccessType): T {
  if (accessType !== 'paid') {
    return {
      ...pricing,
      accessType,
      pricingModes: { ...NO_PRICING_MODES },
      oneTimePrice: 0,
      oneTimeDiscount: 0,
      monthlyPrice: 0,
      registrationFee: 0,
      monthlyFee: 0,
      installments: [],
    };
  }
  const modes = anyMode(pricing.pricingModes)
    ? pricing.pricingModes
    : { ...NO_PRICING_MODES, one_time: true };
  return { ...pricing, accessType, pricingModes: { ...modes } };
}

/** Disabling the certificate clears its template. */
export function withCertificate<
  T extends { enableCertificate: boolean; certificateTemplateId: string | null },
>(course: T, enabled: boolean): T {
  return {
    ...course,
    enableCertificate: enabled,
    certificateTemplateId: enabled ? course.certificateTemplateId : null,
  };
}

/** The points where prices and access type disagree, in French (none: consistent). */
export function pricingProblems(pricing: CoursePricing): string[] {
  const { pricingModes: modes } = pricing;
  if (pricing.accessType !== 'paid') {
    const priced =
      anyMode(modes) ||
      pricing.oneTimePrice > 0 ||
      pricing.monthlyPrice > 0 ||
      pricing.registrationFee > 0 ||
      pricing.monthlyFee > 0 ||
      pricing.installments.length > 0;
    return priced ? [t('courses.pricing.freeWithPrices')] : [];
  }
  const problems: string[] = [];
  if (!anyMode(modes)) problems.push(t('courses.pricing.noMode'));
  if (modes.one_time && pricing.oneTimePrice <= 0) problems.push(t('courses.pricing.oneTime'));
  if (
    modes.installments &&
    (pricing.installments.length === 0 || pricing.installments.some((item) => item.amount <= 0))
  )
    problems.push(t('courses.pricing.installments'));
  if (modes.subscription && pricing.monthlyPrice <= 0) problems.push(t('courses.pricing.subscription'));
  if (modes.registration_monthly && pricing.monthlyFee <= 0)
    problems.push(t('courses.pricing.registrationMonthly'));
  return problems;
}
