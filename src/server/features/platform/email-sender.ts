import { fromLine } from '#shared/platform/platform-settings.ts';
import type { Executor } from '../../db/client.ts';
import { findOrganizationOfUser } from '../organizations/organizations.repo.ts';
import { readSettings } from './platform-settings.repo.ts';

// Platform console (issue 18, decision 288): who an email is from, and the footer it ends with. The
// email settings give the platform's sender name, address and footer (none written: the server's
// MAIL_FROM, no footer); an organisation's own sender name wins for the emails to its members. The
// address stays the platform's (an organisation's own domain would need its own mail setup).

export type EmailSender = { from: string; footer: string };

export function createEmailSender(configuredFrom: string) {
  return async (executor: Executor, email: { userId?: string | undefined }): Promise<EmailSender> => {
    const settings = await readSettings(executor, 'email');
    const organization = email.userId ? await findOrganizationOfUser(executor, email.userId) : null;
    const name = organization?.emailSenderName ?? (settings.updatedAt ? settings.values.senderName : null);
    if (!settings.updatedAt && !name) return { from: configuredFrom, footer: '' };
    const address = settings.updatedAt ? settings.values.senderAddress : addressOf(configuredFrom);
    return { from: fromLine(name ?? settings.values.senderName, address), footer: settings.values.footer };
  };
}

/** The address of a From line ("Jàng <no-reply@jang.sn>" → no-reply@jang.sn). */
function addressOf(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
}
