import { eq } from 'drizzle-orm';
import type { TPreferences } from '#shared/accounts/settings.contract.ts';
import { isOptionalEmail } from '#shared/notifications/email-preferences.ts';
import type { Executor } from '../../db/client.ts';
import { userPreferences } from '../../db/schema/account-settings.ts';

// Accounts, part settings (issue 17): the owner of user_preferences.

/** The user's stored preferences, or null when they never saved any (the defaults apply). */
export async function findPreferences(db: Executor, userId: string): Promise<TPreferences | null> {
  const [row] = await db.select().from(userPreferences).where(eq(userPreferences.userId, userId));
  if (!row) return null;
  return {
    language: row.language === 'fr' ? 'fr' : 'fr',
    email_notifications: row.emailNotifications,
    whatsapp_notifications: row.whatsappNotifications,
    data_saver: row.dataSaver,
  };
}

/** Writes the whole set (one row per user, inserted on the first save). */
export async function savePreferences(db: Executor, userId: string, preferences: TPreferences) {
  const values = {
    language: preferences.language,
    emailNotifications: preferences.email_notifications,
    whatsappNotifications: preferences.whatsapp_notifications,
    dataSaver: preferences.data_saver,
    updatedAt: new Date(),
  };
  await db
    .insert(userPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userPreferences.userId, set: values });
}

/**
 * The mailer's question (decision 310): did the recipient turn off this kind of email? Only optional
 * kinds can be turned off; a user without preferences gets them (the default is on).
 */
export async function hasTurnedEmailOff(db: Executor, email: { kind: string; userId?: string | undefined }) {
  if (!email.userId || !isOptionalEmail(email.kind)) return false;
  const [row] = await db
    .select({ emailNotifications: userPreferences.emailNotifications })
    .from(userPreferences)
    .where(eq(userPreferences.userId, email.userId));
  return row ? !row.emailNotifications : false;
}
