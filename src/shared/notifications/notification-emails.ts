import { formatMoney } from '../catalog/currency.ts';
import type { PlanType } from '../catalog/pricing.ts';
import { frNotifications, type NotificationMessageKey } from '../messages/fr-notifications.ts';
import { createTranslator } from '../messages/fr-web.ts';
import { type EmailContent, type EmailRow, type RenderedEmail, renderEmail } from './email-layout.ts';
import type { InstallmentNoticeKind } from './notification-kinds.ts';

// The texts of the learner's emails (docs/decisions/048–050), from data the server gathered. Pure:
// amounts through the shared currency format (F CFA, fr-SN), dates in French, Dakar time.

const t = createTranslator<NotificationMessageKey>(frNotifications);
const day = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Africa/Dakar' });
const dayAndTime = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Africa/Dakar',
});
const fcfa = (amount: number) => formatMoney(amount, 'XOF');

type Learner = { firstName: string | null };

export type ReceiptData = Learner & {
  courseTitle: string;
  cohortName: string | null;
  planType: PlanType;
  amount: number;
  reference: string;
  paidAt: Date;
  /** Which payment of a schedule this is (1 = the first); null for a one-time payment. */
  installment: { number: number; total: number } | null;
  /** The soonest installment still unpaid after this payment, and everything left. */
  next: { amount: number; dueDate: Date } | null;
  remainingAmount: number;
  courseUrl: string;
};

export type InstallmentNoticeData = Learner & {
  courseTitle: string;
  installment: { number: number; total: number };
  amount: number;
  dueDate: Date;
  graceUntil: Date;
  payUrl: string;
};

export type GradedData = Learner & {
  exerciseTitle: string;
  courseTitle: string;
  score: number;
  maxScore: number;
  feedback: string | null;
  exerciseUrl: string;
  /** The learner was already told a grade: this one corrects it. */
  isUpdate: boolean;
};

function frame(
  learner: Learner,
  content: Omit<EmailContent, 'greeting' | 'linkFallback' | 'signature' | 'footer'>,
) {
  const name = learner.firstName?.trim();
  return renderEmail({
    ...content,
    greeting: name ? t('notification.greeting', { name }) : t('notification.greetingAnonymous'),
    linkFallback: t('notification.linkFallback'),
    signature: t('notification.signature'),
    footer: t('notification.footer'),
  });
}

export function receiptEmail(data: ReceiptData): RenderedEmail {
  const course = data.courseTitle;
  const rows: EmailRow[] = [
    { label: t('notification.receipt.course'), value: course },
    ...(data.cohortName ? [{ label: t('notification.receipt.cohort'), value: data.cohortName }] : []),
    { label: t('notification.receipt.plan'), value: t(`notification.plan.${data.planType}`) },
    ...(data.installment
      ? [
          {
            label: t('notification.receipt.installment'),
            value: t('notification.receipt.installmentValue', data.installment),
          },
        ]
      : []),
    { label: t('notification.receipt.amount'), value: fcfa(data.amount) },
    { label: t('notification.receipt.reference'), value: data.reference },
    { label: t('notification.receipt.date'), value: dayAndTime.format(data.paidAt) },
  ];
  const standing = data.next
    ? [
        t('notification.receipt.next', {
          amount: fcfa(data.next.amount),
          date: day.format(data.next.dueDate),
        }),
        t('notification.receipt.remaining', { amount: fcfa(data.remainingAmount) }),
      ]
    : data.installment
      ? [t('notification.receipt.paidInFull')]
      : [];
  return frame(data, {
    subject: t('notification.receipt.subject', { course }),
    title: t('notification.receipt.title'),
    intro: [t('notification.receipt.intro', { course })],
    rows,
    outro: [...standing, t('notification.receipt.keep', { reference: data.reference })],
    action: { label: t('notification.receipt.action'), url: data.courseUrl },
  });
}

export function installmentNoticeEmail(
  kind: InstallmentNoticeKind,
  data: InstallmentNoticeData,
): RenderedEmail {
  const course = data.courseTitle;
  const amount = fcfa(data.amount);
  const date = day.format(data.dueDate);
  const rows: EmailRow[] = [
    { label: t('notification.installment.course'), value: course },
    {
      label: t('notification.installment.number'),
      value: t('notification.receipt.installmentValue', data.installment),
    },
    { label: t('notification.installment.amount'), value: amount },
    { label: t('notification.installment.dueDate'), value: date },
  ];
  const action = { label: t('notification.installment.action'), url: data.payUrl };
  switch (kind) {
    case 'installment-reminder':
      return frame(data, {
        subject: t('notification.reminder.subject', { amount, date }),
        title: t('notification.reminder.title'),
        intro: [t('notification.reminder.intro', { ...data.installment, course, amount, date })],
        rows,
        outro: [t('notification.reminder.advice')],
        action,
      });
    case 'installment-overdue':
      return frame(data, {
        subject: t('notification.overdue.subject', { course }),
        title: t('notification.overdue.title'),
        intro: [t('notification.overdue.intro', { course, amount, date })],
        rows,
        outro: [t('notification.overdue.grace', { date: day.format(data.graceUntil) })],
        action,
      });
    case 'access-suspended':
      return frame(data, {
        subject: t('notification.suspended.subject', { course }),
        title: t('notification.suspended.title'),
        intro: [t('notification.suspended.intro', { course, amount, date })],
        rows,
        outro: [t('notification.suspended.restore')],
        action,
      });
  }
}

export function gradedEmail(data: GradedData): RenderedEmail {
  const names = { exercise: data.exerciseTitle, course: data.courseTitle };
  const feedback = data.feedback?.trim();
  return frame(data, {
    subject: t(data.isUpdate ? 'notification.regraded.subject' : 'notification.graded.subject', names),
    title: t(data.isUpdate ? 'notification.regraded.title' : 'notification.graded.title'),
    intro: [t(data.isUpdate ? 'notification.regraded.intro' : 'notification.graded.intro', names)],
    rows: [
      {
        label: t('notification.graded.score'),
        value: t('notification.graded.scoreValue', { score: data.score, max: data.maxScore }),
      },
      { label: t('notification.graded.feedback'), value: feedback || t('notification.graded.noFeedback') },
    ],
    outro: [],
    action: { label: t('notification.graded.action'), url: data.exerciseUrl },
  });
}
