import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../plugins/mail.ts';

/** What sending the learner's emails needs (built in app.ts from the configuration). */
export type NotificationsDeps = {
  db: Db;
  mailer: Mailer;
  /** Links in the emails point here. */
  appUrl: string;
  /** INSTALLMENT_REMINDER_DAYS: how long before its due date an installment is reminded. */
  reminderDays: number;
};
