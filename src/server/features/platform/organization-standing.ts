import type { Executor } from '../../db/client.ts';
import { findOrganizationOfUser } from '../organizations/organizations.repo.ts';

/** Platform console (issue 18): whether the user belongs to a suspended organisation (sign-in's answer). */
export async function isAccountOfSuspendedOrganization(db: Executor, userId: string): Promise<boolean> {
  return (await findOrganizationOfUser(db, userId))?.status === 'suspended';
}
