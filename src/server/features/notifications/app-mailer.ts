import type { Db } from '../../db/client.ts';
import { createMailer, type Mailer } from '../../plugins/mail.ts';
import { hasTurnedEmailOff } from '../accounts/accounts-settings.repo.ts';
import { createEmailSender } from '../platform/email-sender.ts';

/**
 * The app's mailer, as the server and the tests build it: the email settings' sender and footer, an
 * organisation's sender name (issue 18), and the optional emails skipped for a learner who turned
 * 'Notifications par email' off (issue 17, decision 310).
 */
export function createAppMailer(db: Db, options: { smtpUrl: string | null; from: string }): Mailer {
  return createMailer(db, {
    ...options,
    senderOf: createEmailSender(options.from),
    isTurnedOff: hasTurnedEmailOff,
  });
}
