import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, timestamptz } from './columns.ts';
import { users } from './users.ts';

// Every email the platform sends; without SMTP_URL this is where a developer reads them (/dev/outbox).
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    userId: ref('user_id', () => users.id, 'set null'),
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** The HTML part, when the email has one (the learner's notifications). */
    html: text('html'),
    link: text('link'),
    // Platform console (issue 18): the From line the email was sent with (email settings, the
    // organisation's sender name), null for rows written before.
    sender: text('sender'),
    deliveredAt: timestamptz('delivered_at'),
    createdAt: createdAt(),
  },
  (t) => [index('email_outbox_created_idx').on(t.createdAt)],
);
