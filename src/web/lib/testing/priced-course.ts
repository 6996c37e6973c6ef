import type { PricedCourse } from '#shared/catalog/pricing.ts';

// Test builders shared by the catalog's and the checkout's price tests.

/** Intl separates thousands with a narrow no-break space in French: compared as plain spaces. */
export const plainSpaces = (text: string | null) => text?.replace(/[\u202f\u00a0]/g, ' ') ?? null;

export const NO_MODES = {
  one_time: false,
  installments: false,
  subscription: false,
  registration_monthly: false,
};

/** A course with no price and no way to pay, changed by `overrides`. */
export function pricedCourse(overrides: Partial<PricedCourse> = {}): PricedCourse {
  return {
    price: 0,
    one_time_price: 0,
    one_time_discount: 0,
    monthly_price: 0,
    registration_fee: 0,
    monthly_fee: 0,
    installments: [],
    pricing_modes: NO_MODES,
    ...overrides,
  };
}
