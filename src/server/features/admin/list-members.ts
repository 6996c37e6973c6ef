import type { TAdminUserList, TAdminUsersQuery } from '#shared/admin/people.contract.ts';
import type { Executor } from '../../db/client.ts';
import { listMembersPage } from '../auth/auth.repo.ts';
import type { Caller } from '../auth/caller.ts';
import { toAdminUser } from './admin-user.ts';

/** GET /api/admin/users: one page of the caller's organisation's members, searched and filtered. */
export async function listMembers(
  db: Executor,
  caller: Caller,
  query: TAdminUsersQuery,
): Promise<TAdminUserList> {
  const { rows, total } = await listMembersPage(db, caller.organizationId, query);
  return { users: rows.map(toAdminUser), total, page: query.page, limit: query.limit };
}
