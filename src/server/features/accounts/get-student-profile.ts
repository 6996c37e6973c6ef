import type { TStudentProfileResponse } from '#shared/accounts/profile.contract.ts';
import { currentRole } from '#shared/auth/role-routing.ts';
import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import type { Db, Executor } from '../../db/client.ts';
import { findPendingEmail, findUserById } from '../auth/auth.repo.ts';
import type { Caller } from '../auth/caller.ts';

/** The signed-in user's own profile (spec/authoring-and-shell.md §7). */
export async function getStudentProfile(db: Db, caller: Caller): Promise<TStudentProfileResponse> {
  return { success: true as const, profile: await readOwnProfile(db, caller) };
}

/** The profile as the settings page shows it, with the address waiting for its confirmation. */
export async function readOwnProfile(db: Executor, caller: Caller) {
  const user = await findUserById(db, caller.userId);
  if (!user) throw new AppError('NOT_FOUND', t('accounts.profileNotFound'));
  return {
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
    gender: user.gender,
    pending_email: await findPendingEmail(db, user.id),
  };
}
