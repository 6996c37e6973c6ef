import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn } from './columns.ts';
import { users } from './users.ts';

// Every email the platform sends; without SMTP_URL this is where a developer reads them (/dev/outbox).
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** The HTML part, when the email has one (the learner's notifications). */
    html: text('html'),
    link: text('link'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [index('email_outbox_created_idx').on(t.createdAt)],
);
