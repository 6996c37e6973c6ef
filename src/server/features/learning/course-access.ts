import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import { formatMoney } from '#shared/catalog/currency.ts';
import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import { formatPaymentDate } from '#shared/payments/payment-messages.ts';
import type { Db } from '../../db/client.ts';
import { courses, enrollments, lessons, paymentSchedules, sections } from '../../db/schema/index.ts';
import type { Caller } from '../auth/caller.ts';

/** The caller's enrolment in a course of their organisation: 404 for an unknown course, 403 when not enrolled. */
export async function requireEnrollment(db: Db, caller: Caller, courseId: string) {
  const [row] = await db
    .select({ enrollment: enrollments, courseOrg: courses.organizationId })
    .from(courses)
    .leftJoin(
      enrollments,
      and(
        eq(enrollments.courseId, courses.id),
        eq(enrollments.userId, caller.userId),
        inArray(enrollments.status, ['active', 'completed']),
      ),
    )
    .where(and(eq(courses.id, courseId), eq(courses.organizationId, caller.organizationId)));
  if (!row) throw new AppError('NOT_FOUND');
  if (!row.enrollment) throw new AppError('NOT_ENROLLED');
  return row.enrollment;
}

/** As requireEnrollment, and 403 once the access end date has passed: for content and progress. */
export async function requireLiveEnrollment(db: Db, caller: Caller, courseId: string) {
  const enrollment = await requireEnrollment(db, caller, courseId);
  if (enrollment.accessEndDate && enrollment.accessEndDate.getTime() <= Date.now()) {
    throw new AppError('ACCESS_EXPIRED');
  }
  await refuseOverdueInstallment(db, caller.userId, courseId);
  return enrollment;
}

/**
 * An installment still unpaid past its grace period (INSTALLMENT_GRACE_DAYS after its due date,
 * stored as grace_until) suspends content and progress until it is paid; the message says which.
 */
async function refuseOverdueInstallment(db: Db, userId: string, courseId: string) {
  const [overdue] = await db
    .select({ amount: paymentSchedules.amount, dueDate: paymentSchedules.dueDate })
    .from(paymentSchedules)
    .where(
      and(
        eq(paymentSchedules.userId, userId),
        eq(paymentSchedules.courseId, courseId),
        eq(paymentSchedules.status, 'due'),
        lt(paymentSchedules.graceUntil, new Date()),
      ),
    )
    .orderBy(asc(paymentSchedules.dueDate))
    .limit(1);
  if (!overdue) return;
  throw new AppError(
    'INSTALLMENT_OVERDUE',
    t('payments.installmentOverdue', {
      amount: formatMoney(overdue.amount, 'XOF'),
      date: formatPaymentDate(overdue.dueDate),
    }),
    { reason: 'installment_overdue', courseId },
  );
}

/** A lesson of this course (404 when unknown, 400 when it belongs to another course). */
export async function requireLessonOfCourse(db: Db, lessonId: string, courseId: string) {
  const [row] = await db
    .select({ lesson: lessons, courseId: sections.courseId })
    .from(lessons)
    .innerJoin(sections, eq(sections.id, lessons.sectionId))
    .where(eq(lessons.id, lessonId));
  if (!row) throw new AppError('NOT_FOUND');
  if (row.courseId !== courseId) throw new AppError('VALIDATION', t('progress.lessonNotInCourse'));
  return row.lesson;
}
