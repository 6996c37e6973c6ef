import type { TOrganizationSummary } from '#shared/platform/platform.contract.ts';
import type { Db } from '../../db/client.ts';
import { listOrganizationsWithUserCounts } from '../organizations/organizations.repo.ts';

/** The superadmin's list: every organisation on the platform, with its user count. */
export async function listOrganizations(db: Db): Promise<TOrganizationSummary[]> {
  const rows = await listOrganizationsWithUserCounts(db);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
