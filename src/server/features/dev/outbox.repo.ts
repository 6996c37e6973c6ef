import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema/email-outbox.ts';

// Reads of the email outbox for the development page (the mail plugin writes it).

/** The latest emails, newest first. */
/** The latest emails, newest first; to one address only when `to` is given. */
export async function listRecentEmails(db: Executor, limit: number, to?: string) {
  return db
    .select()
    .from(emailOutbox)
    .where(to ? eq(emailOutbox.to, to) : undefined)
    .orderBy(desc(emailOutbox.createdAt))
    .limit(limit);
}

/** An email's HTML part, or null when the email is unknown or has none. */
export async function findEmailHtml(db: Executor, emailId: string): Promise<string | null> {
  const [row] = await db
    .select({ html: emailOutbox.html })
    .from(emailOutbox)
    .where(eq(emailOutbox.id, emailId));
  return row?.html ?? null;
}
