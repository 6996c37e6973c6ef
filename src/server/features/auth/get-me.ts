import type { TMe } from '#shared/auth/auth.contract.ts';
import { currentRole } from '#shared/auth/role-routing.ts';
import type { Role } from '#shared/domain.ts';
import { AppError } from '#shared/errors.ts';
import type { Db } from '../../db/client.ts';
import { findOrganizationSummary } from '../organizations/organizations.repo.ts';
import { findProfile } from './auth.repo.ts';

export async function getMe(db: Db, userId: string, roles: Role[]): Promise<TMe> {
  // The user, then their organisation from its owner (decision 121): two reads by primary key.
  const profile = await findProfile(db, userId);
  const organization = profile && (await findOrganizationSummary(db, { id: profile.organizationId }));
  if (!profile || !organization) throw new AppError('UNAUTHENTICATED');
  const { organizationId: _, ...user } = profile;
  return { user: { ...user, organization }, roles, currentRole: currentRole(roles) };
}
