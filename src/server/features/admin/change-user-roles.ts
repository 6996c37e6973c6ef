import type { TChangeRoles, TUserChangeResponse } from '#shared/admin/people.contract.ts';
import { leavesAnAdmin, roleDifference, rolesAfterChange } from '#shared/admin/roles.ts';
import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import type { Db } from '../../db/client.ts';
import { type AuditActor, recordAudit } from '../audit/record-audit.ts';
import { changeUserRoles, findUserName, lockAndCountActiveAdmins, lockMember } from '../auth/auth.repo.ts';
import type { Caller } from '../auth/caller.ts';
import { ensureInstructorProfile } from '../instructor/instructor.repo.ts';
import { requireMember } from './admin-user.ts';

/**
 * PUT /api/admin/users/{userId}/roles (decision 275): sets the member's organisation roles. The
 * organisation's admin rows are locked first, so two admins demoting each other at once leave one.
 */
export async function changeRolesOfMember(
  db: Db,
  caller: Caller,
  actor: AuditActor,
  userId: string,
  request: TChangeRoles,
): Promise<TUserChangeResponse> {
  await db.transaction(async (tx) => {
    const activeAdmins = await lockAndCountActiveAdmins(tx, caller.organizationId);
    const member = await lockMember(tx, caller.organizationId, userId);
    if (!member) throw new AppError('NOT_FOUND', t('admin.people.userNotFound'));
    if (member.roles.includes('superadmin') && !caller.roles.includes('superadmin'))
      throw new AppError('FORBIDDEN', t('admin.people.superadminUntouchable'));
    const next = rolesAfterChange(member.roles, request.roles);
    const { added, removed } = roleDifference(member.roles, next);
    if (added.length === 0 && removed.length === 0) return;
    const isActiveAdmin = member.status === 'active' && member.roles.includes('admin');
    if (!leavesAnAdmin(activeAdmins, isActiveAdmin, removed.includes('admin')))
      throw new AppError('LAST_ADMIN');
    await changeUserRoles(tx, userId, added, removed);
    // A new instructor teaches under a profile of their own (decision 160).
    if (added.includes('instructor')) {
      await ensureInstructorProfile(tx, {
        organizationId: caller.organizationId,
        userId,
        name: (await findUserName(tx, userId)) || member.email,
        email: member.email,
      });
    }
    await recordAudit(tx, actor, {
      organizationId: caller.organizationId,
      action: 'user.roles.changed',
      targetType: 'user',
      targetId: userId,
      details: { email: member.email, from: member.roles, to: next, added, removed },
    });
  });
  return {
    user: await requireMember(db, caller.organizationId, userId),
    message: t('admin.people.rolesChanged'),
  };
}
