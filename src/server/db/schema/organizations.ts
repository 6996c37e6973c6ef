import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text } from 'drizzle-orm/pg-core';
import { id, ref, timestamps, timestamptz } from './columns.ts';

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
    // Platform console (issue 18, part platform-console): the organisation's standing, its assets and
    // the contacts and email sender its admins set (decisions 284–293).
    /** 'active' or 'suspended': a suspended organisation's members cannot sign in, its courses are hidden. */
    status: text('status').notNull().default('active'),
    suspendedAt: timestamptz('suspended_at'),
    suspensionReason: text('suspension_reason'),
    /** Public URLs of the stored logo (public/logos) and favicon (public/favicons), null when none. */
    logoUrl: text('logo_url'),
    faviconUrl: text('favicon_url'),
    /** The contacts shown on /support to this organisation's members; null falls back to the platform's. */
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    contactWhatsapp: text('contact_whatsapp'),
    /** The name this organisation's emails are sent under (the address stays the platform's). */
    emailSenderName: text('email_sender_name'),
    // End of platform console.
    ...timestamps(),
  },
  (t) => [
    check('organizations_default_currency', sql`${t.defaultCurrency} in ('XOF', 'EUR', 'USD')`),
    // Platform console (issue 18)
    check('organizations_status', sql`${t.status} in ('active', 'suspended')`),
  ],
);

/** The owning organisation of a row; its rows go with it. */
export const organizationId = () => ref('organization_id', () => organizations.id, 'cascade').notNull();

/** The first columns of an organisation's row: its own key, then the organisation it belongs to. */
export const organizationRow = () => ({ id: id(), organizationId: organizationId() });
