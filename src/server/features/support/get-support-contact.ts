import type { TSupportContact } from '#shared/support/support.contract.ts';
import type { SupportConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { findOrganizationContacts, type OrganizationKey } from '../organizations/organizations.repo.ts';

/**
 * How to reach support, named after the caller's organisation (or the default one). Platform console
 * (issue 18): the contacts the organisation's admins set win; each one left empty falls back to the
 * configured contact.
 */
export async function getSupportContact(
  db: Db,
  organization: OrganizationKey,
  config: { support: SupportConfig; payments: TSupportContact['payments'] },
): Promise<TSupportContact> {
  const found = await findOrganizationContacts(db, organization);
  return {
    organizationName: found?.name ?? '',
    email: found?.contactEmail ?? config.support.email,
    phone: found?.contactPhone ?? config.support.phone,
    whatsapp: found?.contactWhatsapp ?? config.support.whatsapp,
    payments: config.payments,
  };
}
