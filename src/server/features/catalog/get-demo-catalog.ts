import type { TDemoCatalog } from '#shared/catalog/demo-catalog.contract.ts';
import type { Db } from '../../db/client.ts';
import { listDemoOrganizationsAnd } from '../organizations/organizations.repo.ts';

/** Whether demo mode would show visitors another organisation's catalogue than the default one. */
export async function getDemoCatalog(db: Db, defaultOrganizationSlug: string): Promise<TDemoCatalog> {
  const rows = await listDemoOrganizationsAnd(db, defaultOrganizationSlug);
  const defaultOrganization = rows.find((row) => row.slug === defaultOrganizationSlug);
  // The same demo organisation catalog-organization.ts would pick: any, when it is not the default.
  const demo = rows.find((row) => row.isDemo && row.slug !== defaultOrganizationSlug);
  const available = !!demo && !defaultOrganization?.isDemo;
  return { available, organizationName: available ? demo.name : null };
}
