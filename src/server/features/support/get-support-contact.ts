import type { TSupportContact } from '#shared/support/support.contract.ts';
import type { SupportConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { findOrganizationContacts, type OrganizationKey } from '../organizations/organizations.repo.ts';
// superadmin (issue 18): the platform settings' support address, once a superadmin has saved one.
import { readSettings } from '../platform/platform-settings.repo.ts';

/**
 * How to reach support, named after the caller's organisation (or the default one). Platform console
 * (issue 18): the contacts the organisation's admins set win; each one left empty falls back to the
 * configured contact (the email: to the platform settings' support address once saved).
 */
export async function getSupportContact(
  db: Db,
  organization: OrganizationKey,
  config: { support: SupportConfig; payments: TSupportContact['payments'] },
): Promise<TSupportContact> {
  const [found, platform] = await Promise.all([
    findOrganizationContacts(db, organization),
    readSettings(db, 'platform'),
  ]);
  // superadmin (issue 18): an organisation without its own address shows the platform settings' one;
  // never saved, the configured SUPPORT_EMAIL stays (the settings' default is no one's choice).
  const platformEmail = platform.updatedAt ? platform.values.supportEmail : config.support.email;
  return {
    organizationName: found?.name ?? '',
    email: found?.contactEmail ?? platformEmail,
    phone: found?.contactPhone ?? config.support.phone,
    whatsapp: found?.contactWhatsapp ?? config.support.whatsapp,
    payments: config.payments,
  };
}
