import type { PricedCohort, PricedCourse } from '#shared/catalog/pricing.ts';
import type { Installment, PricingModes } from '#shared/domain.ts';

// The pricing columns of a row (schema/columns.ts pricingColumns: a course, or a cohort with its
// own prices) as the shared pricing rules read them (src/shared/catalog/pricing.ts).

type PricingRow = {
  pricingModes: PricingModes;
  price: number;
  oneTimePrice: number;
  oneTimeDiscount: number | string;
  monthlyPrice: number;
  registrationFee: number;
  monthlyFee: number;
  installments: Installment[];
};

export function pricedRow(row: PricingRow): PricedCourse {
  return {
    pricing_modes: row.pricingModes,
    price: row.price,
    one_time_price: row.oneTimePrice,
    one_time_discount: Number(row.oneTimeDiscount),
    monthly_price: row.monthlyPrice,
    registration_fee: row.registrationFee,
    monthly_fee: row.monthlyFee,
    installments: row.installments,
  };
}

export function pricedCohortRow(row: PricingRow & { useCoursePrice: boolean }): PricedCohort {
  return { ...pricedRow(row), use_course_price: row.useCoursePrice };
}
