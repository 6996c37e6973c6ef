import type { TInstructorProfile } from '#shared/accounts/profile.contract.ts';
import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../auth/caller.ts';
import { findInstructorOfUser } from './instructor.repo.ts';

/** The caller's own instructor profile, in their own organisation (spec §6); 403 once deactivated. */
export async function getInstructorProfile(db: Db, caller: Caller): Promise<TInstructorProfile> {
  const profile = await findInstructorOfUser(db, caller);
  if (!profile) throw new AppError('NOT_FOUND', t('instructor.profileNotFound'));
  if (profile.status !== 'active') throw new AppError('FORBIDDEN', t('instructor.inactive'));
  return {
    id: profile.id,
    name: profile.name,
    avatar_url: profile.avatarUrl,
    specialization: profile.specialization,
    bio: profile.bio,
    status: profile.status,
    commission_rate: profile.commissionRate,
    organization_id: profile.organizationId,
  };
}
