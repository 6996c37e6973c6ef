import type { InstallmentNoticeKind } from './notification-kinds.ts';

// Which email an unpaid installment calls for now (docs/decisions/049). Three stages follow one
// another: a reminder `reminderDays` before its due date, an overdue notice once the due date has
// passed (access continues until grace_until), and a suspension notice once grace_until has passed —
// the same strict tests as shared/payments/payment-standing.ts, so the email says what the course
// page says. Only the current stage is sent: a stage missed (the server was down) is not sent late.

const DAY_MS = 24 * 3600 * 1000;

/** How many days before its due date an installment is reminded, unless INSTALLMENT_REMINDER_DAYS says otherwise. */
export const DEFAULT_REMINDER_DAYS = 3;
export const MAX_REMINDER_DAYS = 30;

export type UnpaidInstallment = { dueDate: Date; graceUntil: Date };

export function installmentNoticeDue(
  installment: UnpaidInstallment,
  now: Date,
  reminderDays: number,
): InstallmentNoticeKind | null {
  const at = now.getTime();
  if (installment.graceUntil.getTime() < at) return 'access-suspended';
  if (installment.dueDate.getTime() < at) return 'installment-overdue';
  if (installment.dueDate.getTime() - reminderDays * DAY_MS <= at) return 'installment-reminder';
  return null;
}

/** Installments due on or before this instant may call for an email now (the scan's window). */
export function noticeWindowEnd(now: Date, reminderDays: number): Date {
  return new Date(now.getTime() + reminderDays * DAY_MS);
}
