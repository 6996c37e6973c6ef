import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

// Platform console (issue 18, spec §3 and §7): the platform's four settings, each one row (read the
// single row; update, or insert if none). The key is the constant true, so a second row cannot exist.
// A missing row means the defaults of src/shared/platform/platform-settings.ts (decision 286).

const singletonKey = () => boolean('id').primaryKey().default(true);
const singletonCheck = (table: string, key: AnyPgColumn) => check(`${table}_single_row`, sql`${key} = true`);

export const platformSettings = pgTable(
  'platform_settings',
  {
    id: singletonKey(),
    platformName: text('platform_name').notNull(),
    supportEmail: text('support_email').notNull(),
    /** Shown on every page while set; null when there is nothing to announce. */
    maintenanceMessage: text('maintenance_message'),
    ...timestamps(),
  },
  (t) => [singletonCheck('platform_settings', t.id)],
);

export const billingSettings = pgTable(
  'billing_settings',
  {
    id: singletonKey(),
    /** The instructor's share (percent) given to a new instructor profile. */
    defaultInstructorShare: integer('default_instructor_share').notNull(),
    /** The currency of a new organisation. */
    defaultCurrency: text('default_currency').notNull(),
    ...timestamps(),
  },
  (t) => [
    singletonCheck('billing_settings', t.id),
    check('billing_settings_share', sql`${t.defaultInstructorShare} between 0 and 100`),
    check('billing_settings_currency', sql`${t.defaultCurrency} in ('XOF', 'EUR', 'USD')`),
  ],
);

export const securitySettings = pgTable(
  'security_settings',
  {
    id: singletonKey(),
    passwordMinLength: integer('password_min_length').notNull(),
    /** Failed sign-ins on one account before it pauses. */
    signInMaxAttempts: integer('sign_in_max_attempts').notNull(),
    signInPauseMinutes: integer('sign_in_pause_minutes').notNull(),
    /** A session ends this long after its sign-in, whatever its use. */
    sessionLifetimeHours: integer('session_lifetime_hours').notNull(),
    ...timestamps(),
  },
  (t) => [singletonCheck('security_settings', t.id)],
);

export const emailSettings = pgTable(
  'email_settings',
  {
    id: singletonKey(),
    senderName: text('sender_name').notNull(),
    senderAddress: text('sender_address').notNull(),
    /** Appended to the text of every email. */
    footer: text('footer').notNull(),
    ...timestamps(),
  },
  (t) => [singletonCheck('email_settings', t.id)],
);
