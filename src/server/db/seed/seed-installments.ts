import { and, eq } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { courses, enrollments, paymentSchedules, payments } from '../schema/index.ts';

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
    { sequence: 1, amount: 15_000, dueDaysAgo: 10 },
    { sequence: 2, amount: 15_000, dueDaysAgo: -20 },
  ],
};

/** Idempotent: the payment is found by its fixed reference; its schedule rows and the enrolment are kept as they are. */
export async function seedOverdueInstallment(
  tx: Tx,
  organizationId: string,
  userIds: Map<string, string>,
): Promise<void> {
  const sample = DEMO_OVERDUE_INSTALLMENT;
  const userId = userIds.get(sample.email);
  const [course] = await tx
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.organizationId, organizationId), eq(courses.slug, sample.courseSlug)));
  if (!userId || !course) return;
  const now = Date.now();
  const paidAt = new Date(now - sample.firstPaymentDaysAgo * DAY_MS);
  const dueDate = (daysAgo: number) => new Date(now - daysAgo * DAY_MS);
  const [inserted] = await tx
    .insert(payments)
    .values({
      organizationId,
      userId,
      courseId: course.id,
      planType: 'installments',
      amount: 15_000,
      status: 'completed',
      reference: sample.reference,
      idempotencyKey: `demo-${sample.reference}`,
      gateway: 'sandbox',
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
    })
    .onConflictDoNothing({ target: payments.reference })
    .returning({ id: payments.id });
  // Seeded before: leave it (and whatever was paid since) alone.
  if (!inserted) return;
  await tx
    .insert(paymentSchedules)
    .values(
      sample.installments.map((item) => ({
        organizationId,
        paymentId: inserted.id,
        userId,
        courseId: course.id,
        sequence: item.sequence,
        amount: item.amount,
        dueDate: dueDate(item.dueDaysAgo),
        graceUntil: new Date(dueDate(item.dueDaysAgo).getTime() + GRACE_DAYS * DAY_MS),
      })),
    )
    .onConflictDoNothing();
  await tx
    .update(enrollments)
    .set({ paymentStatus: 'partial' })
    .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, course.id)));
}
