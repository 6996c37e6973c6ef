import type { TAccountDeletionAnswer, TAccountDeletionRequest } from '#shared/accounts/privacy.contract.ts';
import { deletionDueAt } from '#shared/accounts/privacy.ts';
import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import type { Db, Executor } from '../../db/client.ts';
import type { Mailer } from '../../plugins/mail.ts';
import { countOtherActiveAdmins, findAccountForErasure } from '../auth/auth.repo.ts';
import type { Caller } from '../auth/caller.ts';
import { countCoursesTaughtBy } from '../courses/courses.repo.ts';
import {
  cancelPendingDeletion,
  type DeletionRequestRow,
  findPendingDeletion,
  insertDeletionRequest,
} from './account-deletion.repo.ts';

// A learner's request to erase their account (issue 17; decisions 254, 257): pending for
// DELETION_GRACE_DAYS, withdrawn at will until then, carried out by ./erase-account.ts. One pending
// request per account (the table's partial unique index: a second one, even racing, is a 409). The
// learner is told by email at the request (the date, how to cancel) and at a withdrawal.

export type DeletionDeps = { db: Db; mailer: Mailer; appUrl: string };

export const PRIVACY_PAGE_PATH = '/dashboard/settings/privacy';

const longDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Africa/Dakar' });
/** A day in French, e.g. « 11 décembre 2026 » (Dakar time). */
export const frenchDate = (moment: Date) => longDate.format(moment);

export const toDeletionRequest = (row: DeletionRequestRow): TAccountDeletionRequest => ({
  id: row.id,
  status: row.status,
  reason: row.reason,
  requestedAt: row.requestedAt.toISOString(),
  dueAt: row.dueAt.toISOString(),
  cancelledAt: row.cancelledAt?.toISOString() ?? null,
});

/**
 * Why this account may not be erased now, or null (decision 257): a superadmin is never erased from
 * here; the last active admin of an organisation must name another first; an instructor must hand
 * over the courses they teach first. Learners are never refused.
 */
export async function erasureRefusal(db: Executor, userId: string): Promise<string | null> {
  const account = await findAccountForErasure(db, userId);
  if (!account) return t('accounts.profileNotFound');
  if (account.roles.includes('superadmin')) return t('accounts.data.superadmin');
  if (account.roles.includes('admin')) {
    const others = await countOtherActiveAdmins(db, account.organizationId, userId);
    if (others === 0) return t('accounts.data.lastAdmin');
  }
  const taught = await countCoursesTaughtBy(db, { userId, organizationId: account.organizationId });
  if (taught > 0) return t('accounts.data.ownsCourses', { count: taught });
  return null;
}

export async function getAccountDeletion(db: Db, caller: Caller): Promise<TAccountDeletionAnswer> {
  const row = await findPendingDeletion(db, caller.userId);
  return { request: row ? toDeletionRequest(row) : null };
}

export async function requestAccountDeletion(
  deps: DeletionDeps,
  caller: Caller,
  reason: string | null,
  now = new Date(),
): Promise<TAccountDeletionRequest> {
  return deps.db.transaction(async (tx) => {
    const pending = await findPendingDeletion(tx, caller.userId);
    if (pending) throw pendingConflict(pending);
    const refusal = await erasureRefusal(tx, caller.userId);
    if (refusal) throw new AppError('ACCOUNT_DELETION_REFUSED', refusal);
    const row = await insertDeletionRequest(tx, {
      userId: caller.userId,
      organizationId: caller.organizationId,
      reason,
      requestedAt: now,
      dueAt: deletionDueAt(now),
    });
    if (!row) {
      // Another request won the race between the look-up and the insert.
      const winner = await findPendingDeletion(deps.db, caller.userId);
      throw winner ? pendingConflict(winner) : new AppError('CONFLICT');
    }
    const account = await findAccountForErasure(tx, caller.userId);
    await deps.mailer.send(
      {
        kind: 'account-deletion-requested',
        to: account?.email ?? caller.email,
        userId: caller.userId,
        subject: t('accounts.data.email.requested.subject'),
        text: t('accounts.data.email.requested.text', {
          firstName: account?.firstName || account?.name || '',
          date: frenchDate(row.dueAt),
          link: `${deps.appUrl}${PRIVACY_PAGE_PATH}`,
        }),
        link: `${deps.appUrl}${PRIVACY_PAGE_PATH}`,
      },
      tx,
    );
    return toDeletionRequest(row);
  });
}

export async function cancelAccountDeletion(
  deps: DeletionDeps,
  caller: Caller,
  now = new Date(),
): Promise<TAccountDeletionRequest> {
  return deps.db.transaction(async (tx) => {
    const row = await cancelPendingDeletion(tx, caller.userId, now);
    if (!row) throw new AppError('NOT_FOUND', t('accounts.data.noPendingDeletion'));
    const account = await findAccountForErasure(tx, caller.userId);
    await deps.mailer.send(
      {
        kind: 'account-deletion-cancelled',
        to: account?.email ?? caller.email,
        userId: caller.userId,
        subject: t('accounts.data.email.cancelled.subject'),
        text: t('accounts.data.email.cancelled.text', {
          firstName: account?.firstName || account?.name || '',
          link: `${deps.appUrl}/auth/reset-password`,
        }),
      },
      tx,
    );
    return toDeletionRequest(row);
  });
}

function pendingConflict(pending: DeletionRequestRow) {
  return new AppError(
    'ACCOUNT_DELETION_PENDING',
    t('accounts.data.deletionPending', { date: frenchDate(pending.dueAt) }),
    { dueAt: pending.dueAt.toISOString() },
  );
}
