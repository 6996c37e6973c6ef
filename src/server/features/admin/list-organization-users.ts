import { asc, eq, sql } from 'drizzle-orm';
import type { Role } from '#shared/domain.ts';
import type { TOrganizationUser } from '#shared/platform/platform.contract.ts';
import type { Db } from '../../db/client.ts';
import { parsePgArray } from '../../db/pg-array.ts';
import { userRoles, users } from '../../db/schema/index.ts';

/** The members of one organisation, never another's. */
export async function listOrganizationUsers(db: Db, organizationId: string): Promise<TOrganizationUser[]> {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      status: users.status,
      createdAt: users.createdAt,
      roles: sql<
        Role[] | string
      >`coalesce(array_agg(${userRoles.role}::text) filter (where ${userRoles.role} is not null), '{}')`,
    })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .where(eq(users.organizationId, organizationId))
    .groupBy(users.id)
    .orderBy(asc(users.lastName), asc(users.firstName));
  return rows.map((row) => ({
    ...row,
    roles: parsePgArray<Role>(row.roles),
    createdAt: row.createdAt.toISOString(),
  }));
}
