import { sql } from 'drizzle-orm';
import { check, index, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ACCOUNT_DELETION_STATUSES } from '#shared/accounts/privacy.ts';
import { timestamps, timestamptz } from './columns.ts';
import { organizationRow } from './organizations.ts';
import { userId } from './users.ts';

export const accountDeletionStatus = pgEnum('account_deletion_status', ACCOUNT_DELETION_STATUSES);

// A learner's request to erase their account (issue 17, accounts-data; decisions 254–257): pending
// for a grace period, then carried out by the accounts.erase-due job, or withdrawn before. The row
// stays after the erasure (no reason kept): it says when the account was erased and at whose request.
export const accountDeletionRequests = pgTable(
  'account_deletion_requests',
  {
    ...organizationRow(),
    // The users row outlives the erasure (anonymised), so the request keeps pointing at it.
    userId: userId('cascade'),
    status: accountDeletionStatus('status').notNull().default('pending'),
    /** Why, in the learner's words (optional); cleared when the account is erased. */
    reason: text('reason'),
    requestedAt: timestamptz('requested_at').notNull().defaultNow(),
    /** When the erasure is due: requested_at + the grace period. */
    dueAt: timestamptz('due_at').notNull(),
    cancelledAt: timestamptz('cancelled_at'),
    completedAt: timestamptz('completed_at'),
    ...timestamps(),
  },
  (t) => [
    // One pending request per account, whatever the race (a second one is a 409).
    uniqueIndex('account_deletion_requests_one_pending').on(t.userId).where(sql`${t.status} = 'pending'`),
    // The job's scan: pending requests by due date.
    index('account_deletion_requests_due_idx').on(t.dueAt).where(sql`${t.status} = 'pending'`),
    index('account_deletion_requests_user_idx').on(t.userId, t.requestedAt),
    check(
      'account_deletion_requests_reason_length',
      sql`${t.reason} is null or char_length(${t.reason}) <= 1000`,
    ),
    check('account_deletion_requests_due_after_request', sql`${t.dueAt} >= ${t.requestedAt}`),
    check(
      'account_deletion_requests_status_dates',
      sql`(${t.status} = 'cancelled') = (${t.cancelledAt} is not null) and (${t.status} = 'completed') = (${t.completedAt} is not null)`,
    ),
  ],
);
