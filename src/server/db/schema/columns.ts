import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  integer,
  jsonb,
  numeric,
  text,
  timestamp,
  type UpdateDeleteAction,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Installment, PricingModes } from '#shared/domain.ts';

// Column builders the tables share, so each table spells only what is its own. Each is a function:
// every table gets its own column objects. The organisation's key, organizationId(), lives beside
// its table in organizations.ts (columns.ts imports no table, so every table can use it).

/** The row's key: a uuid drawn by the database. */
export const id = () => uuid('id').primaryKey().defaultRandom();

/** A moment, with its time zone (every timestamp of the schema). */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const createdAt = () => timestamptz('created_at').notNull().defaultNow();
export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();

/** created_at and updated_at, both set to now on insert (updated_at is kept by the repositories). */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** A uuid pointing at another table's row; what happens to this row when that one goes is always said. */
export const ref = (name: string, target: () => AnyPgColumn, onDelete: UpdateDeleteAction) =>
  uuid(name).references(target, { onDelete });

/** A percentage with two decimals (a rate, a discount, a share watched); read as a number. */
export const percentage = (name: string) => numeric(name, { precision: 5, scale: 2, mode: 'number' });

/** The bookkeeping of something retried until it succeeds: failed attempts, when to try again, why. */
export const retryColumns = () => ({
  /** Failed attempts so far. */
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
  lastError: text('last_error'),
});

/**
 * The prices of something sold (a course, or a cohort with its own prices): the fields the shared
 * pricing rules (src/shared/catalog/pricing.ts) read. Whole FCFA.
 */
export const pricingColumns = () => ({
  pricingModes: jsonb('pricing_modes')
    .$type<PricingModes>()
    .notNull()
    .default({ one_time: false, installments: false, subscription: false, registration_monthly: false }),
  price: integer('price').notNull().default(0),
  oneTimePrice: integer('one_time_price').notNull().default(0),
  oneTimeDiscount: percentage('one_time_discount').notNull().default(0),
  monthlyPrice: integer('monthly_price').notNull().default(0),
  registrationFee: integer('registration_fee').notNull().default(0),
  monthlyFee: integer('monthly_fee').notNull().default(0),
  installments: jsonb('installments').$type<Installment[]>().notNull().default([]),
});

type PricedColumns = Record<keyof ReturnType<typeof pricingColumns>, AnyPgColumn>;

/** The checks of pricingColumns(): no amount below zero, the one-time discount a percentage. */
export const pricingChecks = (table: string, t: PricedColumns) => [
  check(
    `${table}_amounts_not_negative`,
    sql`${t.price} >= 0 and ${t.oneTimePrice} >= 0 and ${t.monthlyPrice} >= 0 and ${t.registrationFee} >= 0 and ${t.monthlyFee} >= 0`,
  ),
  check(`${table}_discount_range`, sql`${t.oneTimeDiscount} between 0 and 100`),
];
