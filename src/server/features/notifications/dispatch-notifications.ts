import { composeNotificationEmail } from './compose-notification-email.ts';
import { lockNextPending, markSent, markSkipped, recordFailure } from './notifications.repo.ts';
import type { NotificationsDeps } from './notifications-deps.ts';

// Sends the pending notifications (docs/decisions/048). Each is taken under its row lock, rows another
// process holds being skipped; its email is composed, written to the outbox and delivered (SMTP), and
// the row marked sent, in ONE transaction: a delivery that fails rolls back and is tried again later,
// and a row marked sent is never sent again.

const BATCH = 20;
const MAX_ATTEMPTS = 8;

export type DispatchResult = { sent: number; skipped: number; failed: number };

export async function dispatchNotifications(
  deps: NotificationsDeps,
  options: { now?: Date; limit?: number } = {},
): Promise<DispatchResult> {
  const result: DispatchResult = { sent: 0, skipped: 0, failed: 0 };
  for (let i = 0; i < (options.limit ?? BATCH); i++) {
    const now = options.now ?? new Date();
    const outcome = await dispatchOne(deps, now);
    if (outcome === 'none') break;
    result[outcome]++;
  }
  return result;
}

async function dispatchOne(deps: NotificationsDeps, now: Date): Promise<'none' | keyof DispatchResult> {
  let taken: string | null = null;
  try {
    return await deps.db.transaction(async (tx) => {
      const notification = await lockNextPending(tx, now);
      if (!notification) return 'none' as const;
      taken = notification.id;
      const email = await composeNotificationEmail(tx, notification, {
        appUrl: deps.appUrl,
        reminderDays: deps.reminderDays,
        now,
      });
      if (!email) {
        await markSkipped(tx, notification.id, now);
        return 'skipped' as const;
      }
      const sent = await deps.mailer.send(
        {
          to: email.to,
          subject: email.subject,
          text: email.text,
          html: email.html,
          kind: notification.kind,
          userId: notification.userId,
        },
        tx,
      );
      if (!sent) {
        // The learner turned these emails off (decision 310): nothing left to say to them.
        await markSkipped(tx, notification.id, now);
        return 'skipped' as const;
      }
      await markSent(tx, notification.id, now);
      return 'sent' as const;
    });
  } catch (error) {
    if (!taken) throw error;
    await recordFailure(
      deps.db,
      taken,
      error instanceof Error ? error.message : String(error),
      now,
      MAX_ATTEMPTS,
    );
    return 'failed';
  }
}
