import type { Tx } from '../client.ts';
import { newPaymentSchedule } from '../factories/index.ts';
import { type DemoRefs, seedDemoPayment } from './demo-refs.ts';

const DAY_MS = 24 * 3600 * 1000;
/** INSTALLMENT_GRACE_DAYS' default: the seed does not read the configuration. */
const GRACE_DAYS = 7;

/**
 * A demo learner whose second installment is unpaid past its grace period, so the locked course
 * page and paying the way back can be shown (issue 5). Fatou paid the first of 3 × 15 000 FCFA for
 * the market-gardening course 40 days ago; the second fell due 10 days ago; the third is in 20 days.
 */
export const DEMO_OVERDUE_INSTALLMENT = {
  email: 'fatou.sarr@demo.jang.sn',
  courseSlug: 'maraichage-rentable',
  reference: 'JNG-DEMO-FATOU-MARAICHAGE-1',
  firstPaymentDaysAgo: 40,
  installments: [
    { amount: 15_000, dueDaysAgo: 10 },
    { amount: 15_000, dueDaysAgo: -20 },
  ],
};

/**
 * The first installment paid, the next two due (DEMO_ENROLLMENTS enrols her as partly paid). Idempotent:
 * the payment is found by its fixed reference and, once there, left with its schedule as they are.
 */
export async function seedOverdueInstallment(tx: Tx, refs: DemoRefs): Promise<void> {
  const sample = DEMO_OVERDUE_INSTALLMENT;
  const now = Date.now();
  const paidAt = new Date(now - sample.firstPaymentDaysAgo * DAY_MS);
  const dueDate = (daysAgo: number) => new Date(now - daysAgo * DAY_MS);
  const payment = await seedDemoPayment(tx, refs, sample, {
    planType: 'installments',
    amount: 15_000,
    status: 'completed',
    gateway: 'sandbox',
    gatewayToken: null,
    method: 'wave',
    remainingAmount: sample.installments.reduce((sum, item) => sum + item.amount, 0),
    nextPaymentDate: dueDate(sample.installments[0]!.dueDaysAgo),
    schedule: sample.installments.map((item) => ({
      amount: item.amount,
      dueDate: dueDate(item.dueDaysAgo).toISOString(),
    })),
    completedAt: paidAt,
    createdAt: paidAt,
    updatedAt: paidAt,
  });
  if (!payment) return;
  await newPaymentSchedule(tx, payment, { graceDays: GRACE_DAYS });
}
