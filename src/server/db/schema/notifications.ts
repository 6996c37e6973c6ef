import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { NOTIFICATION_KINDS, NOTIFICATION_STATUSES } from '#shared/notifications/notification-kinds.ts';
import { retryColumns, timestamps, timestamptz } from './columns.ts';
import { organizationRow } from './organizations.ts';
import { userId } from './users.ts';

export const notificationKind = pgEnum('notification_kind', NOTIFICATION_KINDS);
export const notificationStatus = pgEnum('notification_status', NOTIFICATION_STATUSES);

// What the platform has to tell, or has told, a learner by email: one row per kind and subject (a
// payment, an installment, a submission), written in the same transaction as the change it reports.
// The unique (kind, subject) is the exactly-once guarantee (docs/decisions/048):
// features/notifications/ sends a pending row once, under its row lock.
export const notifications = pgTable(
  'notifications',
  {
    ...organizationRow(),
    userId: userId('cascade'),
    kind: notificationKind('kind').notNull(),
    /** The payment, installment (payment_schedules row) or exercise submission it is about. */
    subjectId: uuid('subject_id').notNull(),
    /** What the learner is told ('' when it cannot change): a different one re-arms the row (a new grade). */
    digest: text('digest').notNull().default(''),
    status: notificationStatus('status').notNull().default('pending'),
    /** Emails sent for this row: after the first, a re-armed row is worded as an update. */
    sentCount: integer('sent_count').notNull().default(0),
    ...retryColumns(),
    sentAt: timestamptz('sent_at'),
    ...timestamps(),
  },
  (t) => [
    unique('notifications_kind_subject_unique').on(t.kind, t.subjectId),
    index('notifications_pending_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('notifications_user_idx').on(t.userId, t.createdAt),
    check('notifications_counts_not_negative', sql`${t.sentCount} >= 0 and ${t.attempts} >= 0`),
  ],
);
