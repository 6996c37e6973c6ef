import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    // Demo organisations hold the fictitious data shown in "Mode démo".
    isDemo: boolean('is_demo').notNull().default(false),
    /** Currency prices are shown in by default (stored prices are always XOF). */
    defaultCurrency: text('default_currency').notNull().default('XOF'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('organizations_default_currency', sql`${t.defaultCurrency} in ('XOF', 'EUR', 'USD')`)],
);
