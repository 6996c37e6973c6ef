import { boolean, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { userId } from './users.ts';

// Accounts, part settings (issue 17): the learner's preferences (decision 247), one row per user,
// written on their first save (a user without a row has the defaults of DEFAULT_PREFERENCES).
export const userPreferences = pgTable('user_preferences', {
  userId: userId('cascade').primaryKey(),
  /** The interface language; only 'fr' today. */
  language: text('language').notNull().default('fr'),
  emailNotifications: boolean('email_notifications').notNull().default(true),
  /** Stored now; used once a WhatsApp channel exists. */
  whatsappNotifications: boolean('whatsapp_notifications').notNull().default(false),
  /** Asked for lighter pages; stored now, read by the pages in a later step (decision 247). */
  dataSaver: boolean('data_saver').notNull().default(false),
  ...timestamps(),
});
