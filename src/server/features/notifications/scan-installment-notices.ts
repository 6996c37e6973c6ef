import { installmentNoticeDue, noticeWindowEnd } from '#shared/notifications/installment-notices.ts';
import { unpaidInstallmentsPage } from '../payments/payments.repo.ts';
import { isNotificationQueued, type NotificationToQueue, queueNotifications } from './notifications.repo.ts';
import type { NotificationsDeps } from './notifications-deps.ts';

// The periodic look at unpaid installments (docs/decisions/049): each one whose reminder, overdue or
// suspension notice is due now gets that notification queued — once, whatever the number of scans or
// processes running it at the same time (unique kind + installment; a second insert changes nothing).
// The scan reads the schedule as it is, so one missed while the server was down is found by the next.

const PAGE = 200;

export async function scanInstallmentNotices(
  deps: Pick<NotificationsDeps, 'db' | 'reminderDays'>,
  options: { now?: Date } = {},
): Promise<{ queued: number }> {
  const now = options.now ?? new Date();
  const windowEnd = noticeWindowEnd(now, deps.reminderDays);
  let queued = 0;
  let afterId: string | null = null;
  for (;;) {
    // The suspension is the last notice: once it is queued, the installment has nothing left to say.
    const page = await unpaidInstallmentsPage(deps.db, { windowEnd, afterId, limit: PAGE }, (scheduleId) =>
      isNotificationQueued(deps.db, 'access-suspended', scheduleId),
    );
    const due: NotificationToQueue[] = [];
    for (const row of page) {
      const kind = installmentNoticeDue(row, now, deps.reminderDays);
      if (kind) due.push({ organizationId: row.organizationId, userId: row.userId, kind, subjectId: row.id });
    }
    queued += await queueNotifications(deps.db, due, now);
    if (page.length < PAGE) return { queued };
    afterId = page[page.length - 1]!.id;
  }
}
