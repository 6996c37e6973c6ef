import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cohorts } from './cohorts.ts';
import { percentage, ref, timestamps, timestamptz } from './columns.ts';
import { courses } from './courses.ts';
import { organizationRow } from './organizations.ts';

// Promo codes (spec/cohorts.md §3 "Promo code", §5 "Promo codes"): an organisation's, optionally for
// one course and/or one cohort. used_count moves only when a payment completes (docs/decisions/021).
export const promoCodes = pgTable(
  'promo_codes',
  {
    ...organizationRow(),
    courseId: ref('course_id', () => courses.id, 'cascade'),
    cohortId: ref('cohort_id', () => cohorts.id, 'cascade'),
    /** As typed by the admin; matched case-insensitively (unique per organisation on lower(code)). */
    code: text('code').notNull(),
    name: text('name'),
    description: text('description'),
    isPercentage: boolean('is_percentage').notNull().default(true),
    percent: percentage('percent').notNull().default(0),
    /** Fixed reduction in FCFA when not a percentage. */
    amount: integer('amount').notNull().default(0),
    minPurchase: integer('min_purchase').notNull().default(0),
    /** Null: no limit. */
    maxDiscount: integer('max_discount'),
    maxUses: integer('max_uses').notNull().default(100),
    usedCount: integer('used_count').notNull().default(0),
    maxUsagePerUser: integer('max_usage_per_user').notNull().default(1),
    stackable: boolean('stackable').notNull().default(false),
    validFrom: timestamptz('valid_from').notNull().defaultNow(),
    /** Null: never expires. */
    expiresAt: timestamptz('expires_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('promo_codes_org_code_unique').on(t.organizationId, sql`lower(${t.code})`),
    check('promo_codes_code_length', sql`char_length(trim(${t.code})) >= 3`),
    check('promo_codes_percent_range', sql`${t.percent} between 0 and 100`),
    check(
      'promo_codes_amounts_not_negative',
      sql`${t.amount} >= 0 and ${t.minPurchase} >= 0 and (${t.maxDiscount} is null or ${t.maxDiscount} >= 0)`,
    ),
    check('promo_codes_max_uses_positive', sql`${t.maxUses} >= 1 and ${t.maxUsagePerUser} >= 1`),
    check('promo_codes_used_within_max', sql`${t.usedCount} >= 0 and ${t.usedCount} <= ${t.maxUses}`),
    check('promo_codes_dates_ordered', sql`${t.expiresAt} is null or ${t.expiresAt} > ${t.validFrom}`),
  ],
);
