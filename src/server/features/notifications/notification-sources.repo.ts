import { and, asc, count, eq, gt, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { exerciseSubmissions, exercises } from '../../db/schema/exercises.ts';
import { paymentSchedules, payments } from '../../db/schema/payments.ts';
import { cohortNameOf } from '../cohorts/cohorts.repo.ts';
import { courseTitleOf } from '../courses/courses.repo.ts';
import { hasLiveEnrollmentOf } from '../enrollments/enrollments.repo.ts';

// What the emails are made of, read when a notification is sent (so it says what is true then), and
// whose enrolment the installment emails check. The recipient is the users table's owner's
// (`findRecipient`, auth.repo.ts).

export async function findCompletedPayment(db: Executor, paymentId: string) {
  const [row] = await db
    .select({
      id: payments.id,
      userId: payments.userId,
      courseId: payments.courseId,
      courseTitle: courseTitleOf(payments.courseId),
      cohortName: cohortNameOf(payments.cohortId),
      planType: payments.planType,
      amount: payments.amount,
      reference: payments.reference,
      completedAt: payments.completedAt,
      scheduleId: payments.scheduleId,
    })
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'completed')));
  return row ?? null;
}

/** An installment (schedule row) with the payment that created its schedule. */
export async function findInstallment(db: Executor, scheduleId: string) {
  const [row] = await db
    .select({
      id: paymentSchedules.id,
      userId: paymentSchedules.userId,
      courseId: paymentSchedules.courseId,
      courseTitle: courseTitleOf(paymentSchedules.courseId),
      originPaymentId: paymentSchedules.paymentId,
      cohortId: payments.cohortId,
      planType: payments.planType,
      sequence: paymentSchedules.sequence,
      amount: paymentSchedules.amount,
      dueDate: paymentSchedules.dueDate,
      graceUntil: paymentSchedules.graceUntil,
      status: paymentSchedules.status,
      hasLiveEnrollment: hasLiveEnrollmentOf(db, paymentSchedules.userId, paymentSchedules.courseId),
    })
    .from(paymentSchedules)
    .innerJoin(payments, eq(payments.id, paymentSchedules.paymentId))
    .where(eq(paymentSchedules.id, scheduleId));
  return row ?? null;
}

/** Rows of the schedule a first payment created (the first payment itself is not one of them). */
export async function countScheduleRows(db: Executor, originPaymentId: string): Promise<number> {
  const [row] = await db
    .select({ rows: count() })
    .from(paymentSchedules)
    .where(eq(paymentSchedules.paymentId, originPaymentId));
  return row?.rows ?? 0;
}

/**
 * What was still owed right after a payment completed at `completedAt`: rows still due, and rows
 * paid later than it (so a receipt sent late still shows what followed that payment). Soonest first.
 */
export async function owedAfter(db: Executor, userId: string, courseId: string, completedAt: Date) {
  return db
    .select({ amount: paymentSchedules.amount, dueDate: paymentSchedules.dueDate })
    .from(paymentSchedules)
    .where(
      and(
        eq(paymentSchedules.userId, userId),
        eq(paymentSchedules.courseId, courseId),
        or(
          eq(paymentSchedules.status, 'due'),
          and(eq(paymentSchedules.status, 'paid'), gt(paymentSchedules.paidAt, completedAt)),
        ),
      ),
    )
    .orderBy(asc(paymentSchedules.dueDate), asc(paymentSchedules.sequence));
}

export async function findGradedSubmission(db: Executor, submissionId: string) {
  const [row] = await db
    .select({
      userId: exerciseSubmissions.userId,
      lessonId: exerciseSubmissions.lessonId,
      status: exerciseSubmissions.status,
      score: exerciseSubmissions.score,
      maxScore: exerciseSubmissions.maxScore,
      feedback: exerciseSubmissions.feedback,
      exerciseTitle: exercises.title,
      courseTitle: courseTitleOf(exerciseSubmissions.courseId),
    })
    .from(exerciseSubmissions)
    .innerJoin(exercises, eq(exercises.id, exerciseSubmissions.exerciseId))
    .where(eq(exerciseSubmissions.id, submissionId));
  return row ?? null;
}
