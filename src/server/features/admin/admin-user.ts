import type { TAdminUser } from '#shared/admin/people.contract.ts';
import type { Role } from '#shared/domain.ts';
import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import type { Executor } from '../../db/client.ts';
import { parsePgArray } from '../../db/pg-array.ts';
import { findMember, type MemberRow } from '../auth/auth.repo.ts';

// A member as the admin's users pages show them (issue 18 "Admin").

const iso = (value: Date | string | null) =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();

export function toAdminUser(row: MemberRow): TAdminUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    status: row.status,
    roles: parsePgArray<Role>(row.roles),
    createdAt: row.createdAt.toISOString(),
    lastSignInAt: iso(row.lastSignInAt),
  };
}

/** The member of the caller's organisation, or 404 (another organisation's user is not found). */
export async function requireMember(
  db: Executor,
  organizationId: string,
  userId: string,
): Promise<TAdminUser> {
  const row = await findMember(db, organizationId, userId);
  if (!row) throw new AppError('NOT_FOUND', t('admin.people.userNotFound'));
  return toAdminUser(row);
}
