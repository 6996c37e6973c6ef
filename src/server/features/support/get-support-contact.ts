import type { TSupportContact } from '#shared/support/support.contract.ts';
import type { SupportConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { findOrganizationName, type OrganizationKey } from '../organizations/organizations.repo.ts';

/** How to reach support: the configured contacts, named after the caller's organisation (or the default one). */
export async function getSupportContact(
  db: Db,
  organization: OrganizationKey,
  config: { support: SupportConfig; payments: TSupportContact['payments'] },
): Promise<TSupportContact> {
  const organizationName = (await findOrganizationName(db, organization)) ?? '';
  return { organizationName, ...config.support, payments: config.payments };
}
