import type { TMe } from '#shared/auth/auth.contract.ts';
import { currentRole } from '#shared/auth/role-routing.ts';
import type { Role } from '#shared/domain.ts';
import { AppError } from '#shared/errors.ts';
import type { Db } from '../../db/client.ts';
import { findProfile } from './auth.repo.ts';

export async function getMe(db: Db, userId: string, roles: Role[]): Promise<TMe> {
  const profile = await findProfile(db, userId);
  if (!profile) throw new AppError('UNAUTHENTICATED');
  return { user: profile, roles, currentRole: currentRole(roles) };
}
