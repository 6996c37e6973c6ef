// What the platform tells a learner by email (issue 10, docs/decisions/048). One kind, one email;
// each is sent once per subject (a payment, an installment, a submission).

export const NOTIFICATION_KINDS = [
  'payment-receipt',
  'installment-reminder',
  'installment-overdue',
  'access-suspended',
  'exercise-graded',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** pending → sent | skipped (nothing left to say) | failed (gave up after the last attempt). */
export const NOTIFICATION_STATUSES = ['pending', 'sent', 'skipped', 'failed'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

export type InstallmentNoticeKind = Extract<
  NotificationKind,
  'installment-reminder' | 'installment-overdue' | 'access-suspended'
>;
