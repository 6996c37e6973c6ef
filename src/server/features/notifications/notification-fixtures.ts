import { and, asc, eq } from 'drizzle-orm';
import type { NotificationKind } from '#shared/notifications/notification-kinds.ts';
import { emailOutbox, notifications } from '../../db/schema/index.ts';
import type { Mailer } from '../../plugins/mail.ts';
import type { TestApp } from '../../test/test-app.ts';
import { createAppMailer } from './app-mailer.ts';
import type { NotificationsDeps } from './notifications-deps.ts';

// Test support for the learner's emails: the sender's dependencies over a test app, and what reached
// the outbox.

export const APP_URL = 'http://localhost:3000';

export function notificationsDeps(
  app: TestApp,
  overrides: { mailer?: Mailer; reminderDays?: number } = {},
): NotificationsDeps {
  const db = app.database.db;
  return {
    db,
    mailer: overrides.mailer ?? createAppMailer(db, { smtpUrl: null, from: 'Jàng <test@jang.sn>' }),
    appUrl: APP_URL,
    reminderDays: overrides.reminderDays ?? 3,
  };
}

/** The emails written for this user (of this kind), oldest first. */
export async function emailsOf(app: TestApp, userId: string, kind?: NotificationKind) {
  return app.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.userId, userId), kind ? eq(emailOutbox.kind, kind) : undefined))
    .orderBy(asc(emailOutbox.createdAt));
}

export async function notificationsOf(app: TestApp, userId: string) {
  return app.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.createdAt));
}

/** French number formatting uses narrow and plain no-break spaces: compared as plain spaces. */
export const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
