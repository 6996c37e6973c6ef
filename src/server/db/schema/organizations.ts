import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text } from 'drizzle-orm/pg-core';
import { id, ref, timestamps } from './columns.ts';

export const organizations = pgTable(
  'organizations',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    // Demo organisations hold the fictitious data shown in "Mode démo".
    isDemo: boolean('is_demo').notNull().default(false),
    /** Currency prices are shown in by default (stored prices are always XOF). */
    defaultCurrency: text('default_currency').notNull().default('XOF'),
    ...timestamps(),
  },
  (t) => [check('organizations_default_currency', sql`${t.defaultCurrency} in ('XOF', 'EUR', 'USD')`)],
);

/** The owning organisation of a row; its rows go with it. */
export const organizationId = () => ref('organization_id', () => organizations.id, 'cascade').notNull();

/** The first columns of an organisation's row: its own key, then the organisation it belongs to. */
export const organizationRow = () => ({ id: id(), organizationId: organizationId() });
