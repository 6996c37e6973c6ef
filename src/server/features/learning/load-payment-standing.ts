import type { TPaymentStanding } from '#shared/learning/course-details.contract.ts';
import { paymentStanding } from '#shared/payments/payment-standing.ts';
import type { Db } from '../../db/client.ts';
import { checkoutPath } from '../payments/payment-paths.ts';
import { listDueScheduleRows } from '../payments/payments.repo.ts';

/**
 * The learner's own schedule for this course (rows are the user's: the caller's enrolment was
 * checked before), as the course page shows it. Null when nothing is owed.
 */
export async function loadPaymentStanding(
  db: Db,
  userId: string,
  courseId: string,
  now = new Date(),
): Promise<TPaymentStanding | null> {
  const rows = await listDueScheduleRows(db, userId, courseId);
  const standing = paymentStanding(rows, now);
  if (!standing) return null;
  // The checkout of what was bought (course or cohort, same plan): it charges the soonest row.
  const origin = rows.find((row) => row.dueDate.getTime() === standing.nextDueDate.getTime()) ?? rows[0]!;
  return {
    currency: 'XOF',
    nextAmount: standing.nextAmount,
    nextDueDate: standing.nextDueDate.toISOString(),
    graceUntil: standing.graceUntil.toISOString(),
    remainingAmount: standing.remainingAmount,
    installmentsLeft: standing.installmentsLeft,
    isOverdue: standing.isOverdue,
    isSuspended: standing.isSuspended,
    checkoutPath: checkoutPath(courseId, origin.cohortId, origin.planType),
  };
}
