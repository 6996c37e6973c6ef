import { and, asc, type Column, eq, exists, lte, type SQL, sql } from 'drizzle-orm';
import type { NotificationKind } from '#shared/notifications/notification-kinds.ts';
import type { Executor } from '../../db/client.ts';
import { notifications } from '../../db/schema/notifications.ts';

// The notifications table: what a learner is owed an email about, and whether it went. Only this
// file touches it (docs/decisions/048).

export type NotificationRow = typeof notifications.$inferSelect;

export type NotificationToQueue = {
  organizationId: string;
  userId: string;
  kind: NotificationKind;
  subjectId: string;
  /** What the learner will be told, when it can change (a grade); '' otherwise. */
  digest?: string;
};

/**
 * Records that the learner must be told, once: a second call for the same kind and subject changes
 * nothing — unless its digest differs, which makes the row pending again (a new grade to announce).
 * Call it in the transaction of the change it reports. Returns how many rows were (re-)armed.
 */
export async function queueNotifications(
  db: Executor,
  rows: readonly NotificationToQueue[],
  now = new Date(),
): Promise<number> {
  if (rows.length === 0) return 0;
  const armed = await db
    .insert(notifications)
    .values(rows.map((row) => ({ ...row, digest: row.digest ?? '', nextAttemptAt: now })))
    .onConflictDoUpdate({
      target: [notifications.kind, notifications.subjectId],
      set: {
        digest: sql`excluded.digest`,
        status: 'pending',
        attempts: 0,
        lastError: null,
        nextAttemptAt: now,
        updatedAt: now,
      },
      setWhere: sql`${notifications.digest} <> excluded.digest`,
    })
    .returning({ id: notifications.id });
  return armed.length;
}

/** The next pending row whose time has come, locked; rows another process is sending are skipped. */
export async function lockNextPending(tx: Executor, now: Date): Promise<NotificationRow | null> {
  const [row] = await tx
    .select()
    .from(notifications)
    .where(and(eq(notifications.status, 'pending'), lte(notifications.nextAttemptAt, now)))
    .orderBy(asc(notifications.nextAttemptAt))
    .limit(1)
    .for('update', { skipLocked: true });
  return row ?? null;
}

export async function markSent(tx: Executor, id: string, now: Date) {
  await tx
    .update(notifications)
    .set({
      status: 'sent',
      sentCount: sql`${notifications.sentCount} + 1`,
      sentAt: now,
      lastError: null,
      updatedAt: now,
    })
    .where(eq(notifications.id, id));
}

/** Nothing to say any more (the installment was paid meanwhile, the stage has passed…). */
export async function markSkipped(tx: Executor, id: string, now: Date) {
  await tx.update(notifications).set({ status: 'skipped', updatedAt: now }).where(eq(notifications.id, id));
}

/**
 * A delivery failed (the SMTP server refused or was down): tried again later, waiting twice as long
 * each time, and given up after `maxAttempts`.
 */
export async function recordFailure(db: Executor, id: string, error: string, now: Date, maxAttempts: number) {
  await db
    .update(notifications)
    .set({
      attempts: sql`${notifications.attempts} + 1`,
      status: sql`case when ${notifications.attempts} + 1 >= ${maxAttempts} then 'failed' else 'pending' end::notification_status`,
      nextAttemptAt: sql`${now.toISOString()}::timestamptz + least(power(2, ${notifications.attempts}), 360) * interval '1 minute'`,
      lastError: error.slice(0, 500),
      updatedAt: now,
    })
    .where(and(eq(notifications.id, id), eq(notifications.status, 'pending')));
}

/**
 * Whether a notification of this kind about `subjectId` has been queued (whatever became of it), as a
 * condition for another table's query.
 */
export const isNotificationQueued = (db: Executor, kind: NotificationKind, subjectId: Column): SQL =>
  exists(
    db
      .select({ one: sql`1` })
      .from(notifications)
      .where(and(eq(notifications.kind, kind), eq(notifications.subjectId, subjectId))),
  );

// Accounts, data and deletion (issue 17): the learner's notifications in their export, and their
// removal at erasure.

/** A page of the learner's notifications (what they were told by email, and when). */
export async function exportNotificationRows(
  db: Executor,
  userId: string,
  afterId: string | null,
  limit: number,
) {
  return db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      subject_id: notifications.subjectId,
      status: notifications.status,
      sent_count: notifications.sentCount,
      sent_at: notifications.sentAt,
      created_at: notifications.createdAt,
      updated_at: notifications.updatedAt,
    })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        afterId === null ? undefined : sql`${notifications.id} > ${afterId}`,
      ),
    )
    .orderBy(asc(notifications.id))
    .limit(limit);
}

/** Deletes the learner's notifications (sent or not: nothing more is sent to an erased account). */
export async function deleteNotificationsOf(tx: Executor, userId: string): Promise<void> {
  await tx.delete(notifications).where(eq(notifications.userId, userId));
}
