import { formatMoney } from '#shared/catalog/currency.ts';
import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import { formatPaymentDate } from '#shared/payments/payment-messages.ts';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../auth/caller.ts';
import { findLessonWithCourseId } from '../courses/courses.repo.ts';
import { findCourseEnrollment } from '../enrollments/enrollments.repo.ts';
import { findOverdueInstallment } from '../payments/payments.repo.ts';

/** The caller's enrolment in a course of their organisation: 404 for an unknown course, 403 when not enrolled. */
export async function requireEnrollment(db: Db, caller: Caller, courseId: string) {
  const row = await findCourseEnrollment(db, caller, courseId);
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
  const overdue = await findOverdueInstallment(db, userId, courseId, new Date());
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
  const row = await findLessonWithCourseId(db, lessonId);
  if (!row) throw new AppError('NOT_FOUND');
  if (row.courseId !== courseId) throw new AppError('VALIDATION', t('progress.lessonNotInCourse'));
  return row.lesson;
}
