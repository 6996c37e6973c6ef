import type { TStatusChange, TUserChangeResponse } from '#shared/admin/people.contract.ts';
import { leavesAnAdmin } from '#shared/admin/roles.ts';
import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import type { Db } from '../../db/client.ts';
import { type AuditActor, recordAudit } from '../audit/record-audit.ts';
import {
  deleteAllUserSessions,
  lockAndCountActiveAdmins,
  lockMember,
  setUserStatus,
} from '../auth/auth.repo.ts';
import type { Caller } from '../auth/caller.ts';
import { requireMember } from './admin-user.ts';

// POST /api/admin/users/{userId}/suspend and …/reactivate (decision 278). A suspension ends every
// session of the user in the same transaction: the auth plugin reads the session and the status on
// every request (decision 001), so an open page's next request is refused (401).

const REACTIVABLE = ['suspended', 'inactive', 'expired'] as const;

export async function suspendMember(
  db: Db,
  caller: Caller,
  actor: AuditActor,
  userId: string,
  request: TStatusChange,
): Promise<TUserChangeResponse> {
  if (userId === caller.userId) throw new AppError('CONFLICT', t('admin.people.notYourself'));
  await db.transaction(async (tx) => {
    const activeAdmins = await lockAndCountActiveAdmins(tx, caller.organizationId);
    const member = await lockMember(tx, caller.organizationId, userId);
    if (!member) throw new AppError('NOT_FOUND', t('admin.people.userNotFound'));
    if (member.roles.includes('superadmin') && !caller.roles.includes('superadmin'))
      throw new AppError('FORBIDDEN', t('admin.people.superadminUntouchable'));
    if (member.status === 'suspended') throw new AppError('CONFLICT', t('admin.people.alreadySuspended'));
    const isActiveAdmin = member.status === 'active' && member.roles.includes('admin');
    if (!leavesAnAdmin(activeAdmins, isActiveAdmin, true)) throw new AppError('LAST_ADMIN');
    await setUserStatus(tx, userId, 'suspended');
    const sessionsEnded = await deleteAllUserSessions(tx, userId);
    await recordAudit(tx, actor, {
      organizationId: caller.organizationId,
      action: 'user.suspended',
      targetType: 'user',
      targetId: userId,
      details: { email: member.email, from: member.status, reason: request.reason ?? null, sessionsEnded },
    });
  });
  return {
    user: await requireMember(db, caller.organizationId, userId),
    message: t('admin.people.suspended'),
  };
}

export async function reactivateMember(
  db: Db,
  caller: Caller,
  actor: AuditActor,
  userId: string,
  request: TStatusChange,
): Promise<TUserChangeResponse> {
  await db.transaction(async (tx) => {
    const member = await lockMember(tx, caller.organizationId, userId);
    if (!member) throw new AppError('NOT_FOUND', t('admin.people.userNotFound'));
    if (member.roles.includes('superadmin') && !caller.roles.includes('superadmin'))
      throw new AppError('FORBIDDEN', t('admin.people.superadminUntouchable'));
    if (!(REACTIVABLE as readonly string[]).includes(member.status))
      throw new AppError('CONFLICT', t('admin.people.notSuspended'));
    await setUserStatus(tx, userId, 'active');
    await recordAudit(tx, actor, {
      organizationId: caller.organizationId,
      action: 'user.reactivated',
      targetType: 'user',
      targetId: userId,
      details: { email: member.email, from: member.status, reason: request.reason ?? null },
    });
  });
  return {
    user: await requireMember(db, caller.organizationId, userId),
    message: t('admin.people.reactivated'),
  };
}
