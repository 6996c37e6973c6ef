import type { TStudentProfileResponse } from '#shared/accounts/profile.contract.ts';
import { currentRole } from '#shared/auth/role-routing.ts';
import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import type { Db } from '../../db/client.ts';
import { findUserById } from '../auth/auth.repo.ts';
import type { Caller } from '../auth/caller.ts';

/** The signed-in user's own profile (spec/authoring-and-shell.md §7). */
export async function getStudentProfile(db: Db, caller: Caller): Promise<TStudentProfileResponse> {
  const user = await findUserById(db, caller.userId);
  if (!user) throw new AppError('NOT_FOUND', t('accounts.profileNotFound'));
  return {
    success: true as const,
    profile: {
      id: user.id,
      organization_id: user.organizationId,
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      phone: user.phone,
      role: currentRole(caller.roles),
      status: user.status,
      avatar_url: user.image,
      updated_at: user.updatedAt.toISOString(),
    },
  };
}
