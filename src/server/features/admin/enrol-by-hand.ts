import type { TManualEnrolment, TManualEnrolmentResponse } from '#shared/admin/people.contract.ts';
import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import type { Db, Executor } from '../../db/client.ts';
import { recordEvent } from '../../events/events.repo.ts';
import { type AuditActor, recordAudit } from '../audit/record-audit.ts';
import type { Caller } from '../auth/caller.ts';
import { refreshCourseStats } from '../catalog/catalog.repo.ts';
import { type CohortRow, lockCohort } from '../cohorts/cohorts.repo.ts';
import { type EnrolmentResult, enrolInCohort } from '../cohorts/enrol-in-cohort.ts';
import { listEnrollableCourses } from '../courses/courses.repo.ts';
import { type EnrollmentRow, enrolReturning } from '../enrollments/enrollments.repo.ts';
import { insertManualEnrollment } from './admin.repo.ts';
import { requireMember } from './admin-user.ts';

// POST /api/admin/users/{userId}/enrolments (decision 276): an admin enrols a member by hand — paid in
// cash, by transfer, offered… A course enrolment is an ordinary active enrolment; a cohort goes
// through the cohorts' one way in (enrolInCohort, the cohort row locked) so seats and the waitlist
// hold. The manual record (who, why, the amount) and the audit row are written in the same
// transaction.

const BLOCKED = ['suspended', 'inactive', 'expired'];
const DAY_MS = 24 * 3600 * 1000;

type CourseTarget = { id: string; accessDurationDays: number | null };

/** The learner's active self-paced enrolment in the course; null when one is already live. */
export async function enrolInCourseByHand(
  tx: Executor,
  input: {
    organizationId: string;
    userId: string;
    course: CourseTarget;
    paymentStatus: 'paid' | 'free';
    now: Date;
  },
): Promise<EnrollmentRow | null> {
  const { course, now } = input;
  const row = await enrolReturning(tx, {
    organizationId: input.organizationId,
    userId: input.userId,
    courseId: course.id,
    cohortId: null,
    paymentStatus: input.paymentStatus,
    accessEndDate: course.accessDurationDays
      ? new Date(now.getTime() + course.accessDurationDays * DAY_MS)
      : null,
    now,
  });
  if (!row) return null;
  await recordEvent(tx, {
    type: 'enrollment.activated',
    payload: {
      organizationId: input.organizationId,
      userId: input.userId,
      courseId: course.id,
      cohortId: null,
    },
  });
  return row;
}

/** The cohorts' refusal in the admin's words. */
export function cohortRefusalMessage(result: Extract<EnrolmentResult, { kind: 'refused' }>): string {
  switch (result.reason) {
    case 'already_enrolled':
      return t('admin.people.alreadyEnrolled');
    case 'full':
      return t('payments.cohortFull');
    case 'registration_closed':
      return t('cohorts.enrolment.registrationClosed');
    default:
      return t('payments.cohortClosed');
  }
}

/** Finds one of the organisation's courses one may enrol in (not archived). */
async function findCourseTarget(db: Executor, organizationId: string, courseId: string) {
  const courses = await listEnrollableCourses(db, organizationId);
  return courses.find((course) => course.id === courseId) ?? null;
}

export async function enrolMemberByHand(
  db: Db,
  caller: Caller,
  actor: AuditActor,
  userId: string,
  request: TManualEnrolment,
  now = new Date(),
): Promise<TManualEnrolmentResponse> {
  const member = await requireMember(db, caller.organizationId, userId);
  if (BLOCKED.includes(member.status)) throw new AppError('CONFLICT', t('admin.people.notEnrollable'));
  const paymentStatus = (request.amountReceived ?? 0) > 0 ? 'paid' : 'free';
  const amountReceived = request.amountReceived ?? null;
  return db.transaction(async (tx) => {
    let enrollment: EnrollmentRow;
    let cohort: CohortRow | null = null;
    let status: string;
    if (request.cohortId) {
      cohort = await lockCohort(tx, request.cohortId);
      if (!cohort || cohort.organizationId !== caller.organizationId)
        throw new AppError('NOT_FOUND', t('admin.people.cohortNotFound'));
      const result = await enrolInCohort(tx, cohort, { userId, path: 'invitation', paymentStatus, now });
      if (result.kind === 'refused') throw new AppError('CONFLICT', cohortRefusalMessage(result));
      if (!result.isNew) throw new AppError('ALREADY_ENROLLED', t('admin.people.alreadyEnrolled'));
      enrollment = result.enrollment;
      status = result.status;
    } else {
      const course = await findCourseTarget(tx, caller.organizationId, request.courseId ?? '');
      if (!course) throw new AppError('NOT_FOUND', t('admin.people.courseNotFound'));
      const row = await enrolInCourseByHand(tx, {
        organizationId: caller.organizationId,
        userId,
        course,
        paymentStatus,
        now,
      });
      if (!row) throw new AppError('ALREADY_ENROLLED', t('admin.people.alreadyEnrolled'));
      await refreshCourseStats(tx, [course.id]);
      enrollment = row;
      status = row.status;
    }
    await insertManualEnrollment(tx, {
      organizationId: caller.organizationId,
      enrollmentId: enrollment.id,
      userId,
      courseId: enrollment.courseId,
      cohortId: cohort?.id ?? null,
      method: request.method,
      amountReceived,
      reason: request.reason,
      recordedBy: actor.userId,
      recordedByLabel: actor.label,
    });
    await recordAudit(tx, actor, {
      organizationId: caller.organizationId,
      action: 'enrollment.manual',
      targetType: 'user',
      targetId: userId,
      details: {
        email: member.email,
        enrollmentId: enrollment.id,
        courseId: enrollment.courseId,
        cohortId: cohort?.id ?? null,
        status,
        method: request.method,
        amountReceived,
        reason: request.reason,
      },
    });
    const message =
      status === 'waitlisted'
        ? t('admin.people.enrolledWaitlisted')
        : status === 'pending'
          ? t('admin.people.enrolledPending')
          : t('admin.people.enrolled');
    return { enrollmentId: enrollment.id, status, message };
  });
}
