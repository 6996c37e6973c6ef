import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client.ts';
import { emailOutbox } from '../db/schema/index.ts';

export type Email = {
  to: string;
  subject: string;
  text: string;
  /** The one action link of the email (confirmation, reset, invitation). */
  link?: string;
  kind: 'confirm-email' | 'reset-password' | 'invitation';
  userId?: string;
};

export type Mailer = { send: (email: Email) => Promise<void> };

/**
 * Every email is written to the outbox; with SMTP_URL it is also delivered through nodemailer.
 * Without SMTP the outbox is what /dev/outbox shows, so a newcomer can confirm an account.
 */
export function createMailer(db: Db, options: { smtpUrl: string | null; from: string }): Mailer {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(email) {
      const [row] = await db
        .insert(emailOutbox)
        .values({
          to: email.to,
          subject: email.subject,
          text: email.text,
          link: email.link ?? null,
          kind: email.kind,
          userId: email.userId ?? null,
        })
        .returning({ id: emailOutbox.id });
      if (!transport || !row) return;
      await transport.sendMail({
        from: options.from,
        to: email.to,
        subject: email.subject,
        text: email.text,
      });
      await db.update(emailOutbox).set({ deliveredAt: new Date() }).where(eq(emailOutbox.id, row.id));
    },
  };
}
