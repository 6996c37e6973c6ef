import { integer, jsonb, numeric, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Installment, PricingModes } from '#shared/domain.ts';
import { organizations } from './organizations.ts';

// Columns most tables share.

/** The owning organisation; its rows go with it. */
export const organizationIdColumn = () =>
  uuid('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });

export const createdAtColumn = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAtColumn = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The prices of something sold (a course, or a cohort with its own prices): the fields the shared
 * pricing rules (src/shared/catalog/pricing.ts) read. Whole FCFA; a function, so each table gets its
 * own column builders.
 */
export const pricingColumns = () => ({
  pricingModes: jsonb('pricing_modes')
    .$type<PricingModes>()
    .notNull()
    .default({ one_time: false, installments: false, subscription: false, registration_monthly: false }),
  price: integer('price').notNull().default(0),
  oneTimePrice: integer('one_time_price').notNull().default(0),
  oneTimeDiscount: numeric('one_time_discount', { precision: 5, scale: 2, mode: 'number' })
    .notNull()
    .default(0),
  monthlyPrice: integer('monthly_price').notNull().default(0),
  registrationFee: integer('registration_fee').notNull().default(0),
  monthlyFee: integer('monthly_fee').notNull().default(0),
  installments: jsonb('installments').$type<Installment[]>().notNull().default([]),
});
