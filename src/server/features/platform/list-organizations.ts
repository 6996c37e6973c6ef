import type { TOrganizationSummary } from '#shared/platform/platform.contract.ts';
import type { Executor } from '../../db/client.ts';
import { listOrganizationsWithCounts } from '../organizations/organizations.repo.ts';

type Row = Awaited<ReturnType<typeof listOrganizationsWithCounts>>[number];

export const toOrganizationSummary = (row: Row): TOrganizationSummary => ({
  ...row,
  status: row.status as TOrganizationSummary['status'],
  defaultCurrency: row.defaultCurrency as TOrganizationSummary['defaultCurrency'],
  suspendedAt: row.suspendedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** The superadmin's list: every organisation with its members, learners, courses and revenue. */
export async function listOrganizations(db: Executor): Promise<TOrganizationSummary[]> {
  return (await listOrganizationsWithCounts(db)).map(toOrganizationSummary);
}

/** One organisation's line of that list (after a change), or null. */
export async function findOrganizationSummaryLine(
  db: Executor,
  organizationId: string,
): Promise<TOrganizationSummary | null> {
  return (await listOrganizations(db)).find((row) => row.id === organizationId) ?? null;
}
