import type { RenderedEmail } from '#shared/notifications/email-layout.ts';
import { installmentNoticeDue } from '#shared/notifications/installment-notices.ts';
import {
  gradedEmail,
  installmentNoticeEmail,
  receiptEmail,
} from '#shared/notifications/notification-emails.ts';
import type { Executor } from '../../db/client.ts';
import { findRecipient } from '../auth/auth.repo.ts';
import { findGradedSubmission } from '../exercises/exercises.repo.ts';
import { checkoutPath } from '../payments/payment-paths.ts';
import {
  findCompletedPayment,
  findInstallment,
  owedAfter,
  scheduleLength,
} from '../payments/payments.repo.ts';
import type { NotificationRow } from './notifications.repo.ts';

// The email a notification row calls for, from what is true now; null when there is nothing left to
// say (the installment was paid meanwhile, its stage has passed, the payment is gone).

export type ComposeContext = { appUrl: string; reminderDays: number; now: Date };
export type ComposedEmail = RenderedEmail & { to: string };

// Pages of the web app the emails link to (src/web/paths.ts spells the same).
const coursePage = (courseId: string) => `/dashboard/courses/${courseId}`;
const exercisePage = (lessonId: string) => `/dashboard/exercises/${lessonId}`;

export async function composeNotificationEmail(
  db: Executor,
  notification: NotificationRow,
  context: ComposeContext,
): Promise<ComposedEmail | null> {
  const recipient = await findRecipient(db, notification.userId);
  if (!recipient) return null;
  const learner = { firstName: recipient.firstName || null };
  const rendered = await (async (): Promise<RenderedEmail | null> => {
    switch (notification.kind) {
      case 'payment-receipt':
        return composeReceipt(db, notification.subjectId, learner, context);
      case 'exercise-graded':
        return composeGraded(db, notification, learner, context);
      default:
        return composeInstallmentNotice(db, notification, learner, context);
    }
  })();
  return rendered ? { ...rendered, to: recipient.email } : null;
}

type Learner = { firstName: string | null };

async function composeReceipt(db: Executor, paymentId: string, learner: Learner, context: ComposeContext) {
  const payment = await findCompletedPayment(db, paymentId);
  if (!payment?.completedAt) return null;
  const installment = await installmentOf(db, payment);
  const owed = await owedAfter(db, payment.userId, payment.courseId, payment.completedAt);
  const [next] = owed;
  return receiptEmail({
    ...learner,
    courseTitle: payment.courseTitle,
    cohortName: payment.cohortName,
    planType: installment?.planType ?? payment.planType,
    amount: payment.amount,
    reference: payment.reference,
    paidAt: payment.completedAt,
    installment: installment ? { number: installment.number, total: installment.total } : null,
    next: next ? { amount: next.amount, dueDate: next.dueDate } : null,
    remainingAmount: owed.reduce((sum, row) => sum + row.amount, 0),
    courseUrl: `${context.appUrl}${coursePage(payment.courseId)}`,
  });
}

/** Which payment of its schedule this is: the first (it created the rows) or the one settling a row. */
async function installmentOf(
  db: Executor,
  payment: NonNullable<Awaited<ReturnType<typeof findCompletedPayment>>>,
) {
  if (payment.scheduleId) {
    const row = await findInstallment(db, payment.scheduleId);
    if (!row) return null;
    const total = (await scheduleLength(db, row.originPaymentId)) + 1;
    return { number: row.sequence + 1, total, planType: row.planType };
  }
  const rows = await scheduleLength(db, payment.id);
  return rows > 0 ? { number: 1, total: rows + 1, planType: payment.planType } : null;
}

async function composeInstallmentNotice(
  db: Executor,
  notification: NotificationRow,
  learner: Learner,
  context: ComposeContext,
) {
  const row = await findInstallment(db, notification.subjectId);
  if (row?.status !== 'due' || !row.hasLiveEnrollment) return null;
  // Queued for a stage that is over (the sender was down): the scan queues the current one.
  const stage = installmentNoticeDue(row, context.now, context.reminderDays);
  if (stage !== notification.kind) return null;
  const total = (await scheduleLength(db, row.originPaymentId)) + 1;
  return installmentNoticeEmail(stage, {
    ...learner,
    courseTitle: row.courseTitle,
    installment: { number: row.sequence + 1, total },
    amount: row.amount,
    dueDate: row.dueDate,
    graceUntil: row.graceUntil,
    payUrl: `${context.appUrl}${checkoutPath(row.courseId, row.cohortId, row.planType)}`,
  });
}

async function composeGraded(
  db: Executor,
  notification: NotificationRow,
  learner: Learner,
  context: ComposeContext,
) {
  const submission = await findGradedSubmission(db, notification.subjectId);
  if (submission?.status !== 'graded' || submission.score === null) return null;
  return gradedEmail({
    ...learner,
    exerciseTitle: submission.exerciseTitle,
    courseTitle: submission.courseTitle,
    score: submission.score,
    maxScore: submission.maxScore,
    feedback: submission.feedback,
    exerciseUrl: `${context.appUrl}${exercisePage(submission.lessonId)}`,
    isUpdate: notification.sentCount > 0,
  });
}
