import type { Role } from '#shared/domain.ts';
import type { TOrganizationUser } from '#shared/platform/platform.contract.ts';
import type { Db } from '../../db/client.ts';
import { parsePgArray } from '../../db/pg-array.ts';
import { listUsersWithRoles } from '../auth/auth.repo.ts';

/** The members of one organisation, never another's. */
export async function listOrganizationUsers(db: Db, organizationId: string): Promise<TOrganizationUser[]> {
  const rows = await listUsersWithRoles(db, organizationId);
  return rows.map((row) => ({
    ...row,
    roles: parsePgArray<Role>(row.roles),
    createdAt: row.createdAt.toISOString(),
  }));
}
