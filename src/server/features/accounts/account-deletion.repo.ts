import { and, asc, eq, gt, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accountDeletionRequests } from '../../db/schema/account-deletions.ts';
import { emailOutbox } from '../../db/schema/email-outbox.ts';

// Accounts, data and deletion (issue 17): the owner of account_deletion_requests, and the erasure's
// cleaning of the email outbox (a table no slice owns: plugins/mail.ts writes it).

export type DeletionRequestRow = typeof accountDeletionRequests.$inferSelect;

/** The new pending request, or null when one is already pending (the partial unique index decides). */
export async function insertDeletionRequest(
  tx: Executor,
  request: { userId: string; organizationId: string; reason: string | null; requestedAt: Date; dueAt: Date },
): Promise<DeletionRequestRow | null> {
  const [row] = await tx
    .insert(accountDeletionRequests)
    .values({ ...request, status: 'pending' })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function findPendingDeletion(db: Executor, userId: string): Promise<DeletionRequestRow | null> {
  const [row] = await db
    .select()
    .from(accountDeletionRequests)
    .where(and(eq(accountDeletionRequests.userId, userId), eq(accountDeletionRequests.status, 'pending')));
  return row ?? null;
}

/** Withdraws the user's pending request; null when there was none. */
export async function cancelPendingDeletion(tx: Executor, userId: string, now: Date) {
  const [row] = await tx
    .update(accountDeletionRequests)
    .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
    .where(and(eq(accountDeletionRequests.userId, userId), eq(accountDeletionRequests.status, 'pending')))
    .returning();
  return row ?? null;
}

/** Pending requests due at `now`, oldest first. */
export async function listDueDeletionIds(db: Executor, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: accountDeletionRequests.id })
    .from(accountDeletionRequests)
    .where(and(eq(accountDeletionRequests.status, 'pending'), lte(accountDeletionRequests.dueAt, now)))
    .orderBy(asc(accountDeletionRequests.dueAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * The request, locked, if it is still pending and due: a cancellation racing the erasure waits for
 * it (and then finds nothing pending), or wins and the erasure finds nothing to do.
 */
export async function lockDueDeletion(
  tx: Executor,
  id: string,
  now: Date,
): Promise<DeletionRequestRow | null> {
  const [row] = await tx
    .select()
    .from(accountDeletionRequests)
    .where(
      and(
        eq(accountDeletionRequests.id, id),
        eq(accountDeletionRequests.status, 'pending'),
        lte(accountDeletionRequests.dueAt, now),
      ),
    )
    .for('update', { skipLocked: true });
  return row ?? null;
}

/** Marks the request carried out; the learner's reason goes with their data. */
export async function completeDeletion(tx: Executor, id: string, now: Date): Promise<void> {
  await tx
    .update(accountDeletionRequests)
    .set({ status: 'completed', completedAt: now, reason: null, updatedAt: now })
    .where(eq(accountDeletionRequests.id, id));
}

/** A page of the user's deletion requests, for their export. */
export async function exportDeletionRequestRows(
  db: Executor,
  userId: string,
  afterId: string | null,
  limit: number,
) {
  return db
    .select({
      id: accountDeletionRequests.id,
      status: accountDeletionRequests.status,
      reason: accountDeletionRequests.reason,
      requested_at: accountDeletionRequests.requestedAt,
      due_at: accountDeletionRequests.dueAt,
      cancelled_at: accountDeletionRequests.cancelledAt,
    })
    .from(accountDeletionRequests)
    .where(
      and(
        eq(accountDeletionRequests.userId, userId),
        afterId === null ? undefined : gt(accountDeletionRequests.id, afterId),
      ),
    )
    .orderBy(asc(accountDeletionRequests.id))
    .limit(limit);
}

/** Deletes every email written to the person (by account or by address). */
export async function forgetMailsTo(tx: Executor, person: { userId: string; email: string }): Promise<void> {
  await tx
    .delete(emailOutbox)
    .where(or(eq(emailOutbox.userId, person.userId), sql`lower(${emailOutbox.to}) = lower(${person.email})`));
}

/** Deletes the emails to this address that were delivered (the farewell email once SMTP took it). */
export async function forgetDeliveredMailsTo(tx: Executor, email: string): Promise<void> {
  await tx
    .delete(emailOutbox)
    .where(and(sql`lower(${emailOutbox.to}) = lower(${email})`, isNotNull(emailOutbox.deliveredAt)));
}
