import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { NotificationKind } from '#shared/notifications/notification-kinds.ts';
import type { Db, Executor } from '../db/client.ts';
import { emailOutbox } from '../db/schema/index.ts';

export type Email = {
  to: string;
  subject: string;
  text: string;
  /** The HTML part (the learner's notifications); the plain text is always sent too. */
  html?: string;
  /** The one action link of the email (confirmation, reset, invitation). */
  link?: string;
  kind:
    | 'confirm-email'
    | 'reset-password'
    | 'invitation'
    | NotificationKind
    // Cohorts: live sessions (issue 15, part sessions): the reminders the day and the hour before
    | 'cohort-session-reminder-day'
    | 'cohort-session-reminder-hour'
    // cohorts: admin cohort form (issue 15, part admin): the end message at completion
    | 'cohort-end-message'
    // Cohorts, part enrolment (issue 15): welcome, waitlist, approval and invitation emails
    | 'cohort-enrolment'
    // Certificates, part issue (issue 16): a certificate was issued to the learner
    | 'certificate-issued'
    // Accounts, part settings (issue 17): the new address's confirmation link, the old address told
    | 'accounts-email-change'
    | 'accounts-email-changed'
    // Accounts, data and deletion (issue 17): a deletion request, its withdrawal, the erasure
    | 'account-deletion-requested'
    | 'account-deletion-cancelled'
    | 'account-erased';
  userId?: string;
};

/** What `send` writes the outbox row with: the app's database, or a transaction of the caller. */

export type Mailer = {
  /**
   * Writes the outbox row, then delivers over SMTP when configured. Given a transaction, both happen
   * inside it: a failed delivery throws and rolls the caller's change back, so it can try again.
   * Answers false, writing nothing, when the recipient turned this kind of email off.
   */
  send: (email: Email, executor?: Executor) => Promise<boolean>;
};

/**
 * Every email is written to the outbox; with SMTP_URL it is also delivered through nodemailer.
 * Without SMTP the outbox is what /dev/outbox shows, so a newcomer can confirm an account.
 */
export function createMailer(
  db: Db,
  options: {
    smtpUrl: string | null;
    from: string;
    /** Platform console (issue 18): the From line and footer of an email (email settings, organisation). */
    senderOf?: (executor: Executor, email: Email) => Promise<{ from: string; footer: string }>;
    /** Accounts (issue 17, decision 310): true when the recipient turned this email's kind off. */
    isTurnedOff?: (executor: Executor, email: Email) => Promise<boolean>;
  },
): Mailer {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(email, executor = db) {
      if (options.isTurnedOff && (await options.isTurnedOff(executor, email))) return false;
      // Platform console (issue 18): the sender and footer as the settings say when the email is written.
      const sender = options.senderOf ? await options.senderOf(executor, email) : null;
      const from = sender?.from ?? options.from;
      const text = sender?.footer ? `${email.text}\n\n--\n${sender.footer}` : email.text;
      const [row] = await executor
        .insert(emailOutbox)
        .values({
          to: email.to,
          subject: email.subject,
          text,
          sender: from,
          html: email.html ?? null,
          link: email.link ?? null,
          kind: email.kind,
          userId: email.userId ?? null,
        })
        .returning({ id: emailOutbox.id });
      if (!transport || !row) return true;
      await transport.sendMail({
        from,
        to: email.to,
        subject: email.subject,
        text,
        ...(email.html ? { html: email.html } : {}),
      });
      await executor.update(emailOutbox).set({ deliveredAt: new Date() }).where(eq(emailOutbox.id, row.id));
      return true;
    },
  };
}
