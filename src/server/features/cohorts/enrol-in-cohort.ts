import { type Admission, admit, type EnrolmentPath, takeSeat } from '#shared/cohorts/enrolment-rules.ts';
import type { Executor } from '../../db/client.ts';
import { recordEvent } from '../../events/events.repo.ts';
import { refreshCourseStats } from '../catalog/catalog.repo.ts';
import {
  countCohortEnrollmentsByStatus,
  type EnrollmentRow,
  findEnrollmentOfCourse,
  moveEnrollment,
  writeCohortEnrollment,
} from '../enrollments/enrollments.repo.ts';
import type { CohortRow } from './cohorts.repo.ts';
import { promoteWaiting, tellLearner } from './waitlist.ts';

// The one way into a cohort (decision 200): a learner's own request (join), an invitation accepted,
// a paid seat completing (payments' apply-payment-outcome.ts). Called with the cohort row locked
// (lockCohort) in the caller's transaction, so seats are counted once each and the waitlist's order
// is the order the lock was taken. A refusal writes nothing.

export type EnrolmentRefusal = Extract<Admission, { kind: 'refused' }>['reason'] | 'already_enrolled';

export type EnrolmentResult =
  | {
      kind: 'entered';
      status: 'active' | 'pending' | 'waitlisted';
      enrollment: EnrollmentRow;
      isNew: boolean;
    }
  | { kind: 'refused'; reason: EnrolmentRefusal };

export type EnrolInCohort = {
  userId: string;
  path: EnrolmentPath;
  paymentStatus: EnrollmentRow['paymentStatus'];
  /** The payment path's end of access (course access duration); the cohort's accessEndDate otherwise. */
  accessEndDate?: Date | null;
  now: Date;
};

/** Seats as the rules count them: live enrolments, and learners already waiting. */
export async function seatCount(tx: Executor, cohortId: string) {
  const counts = await countCohortEnrollmentsByStatus(tx, cohortId);
  return { taken: counts.active + counts.completed, waiting: counts.waitlisted };
}

export async function enrolInCohort(
  tx: Executor,
  lockedCohort: CohortRow,
  request: EnrolInCohort,
): Promise<EnrolmentResult> {
  const existing = await findEnrollmentOfCourse(tx, request.userId, lockedCohort.courseId);
  const isInThisCohort = existing?.cohortId === lockedCohort.id;
  if (existing && (existing.status === 'active' || existing.status === 'completed')) {
    if (!isInThisCohort || request.path === 'payment') return { kind: 'refused', reason: 'already_enrolled' };
    return { kind: 'entered', status: 'active', enrollment: existing, isNew: false };
  }
  // Asking again changes nothing: the learner keeps their place in the queue or their request.
  if (
    isInThisCohort &&
    (existing.status === 'pending' || existing.status === 'waitlisted') &&
    request.path === 'join'
  ) {
    return { kind: 'entered', status: existing.status, enrollment: existing, isNew: false };
  }
  const seats = await seatCount(tx, lockedCohort.id);
  const admission = admit(lockedCohort, { path: request.path, seats, now: request.now });
  if (admission.kind === 'refused') return admission;
  const enrollment = await writeCohortEnrollment(tx, {
    organizationId: lockedCohort.organizationId,
    userId: request.userId,
    courseId: lockedCohort.courseId,
    cohortId: lockedCohort.id,
    status: admission.kind,
    paymentStatus: request.paymentStatus,
    accessEndDate: request.accessEndDate !== undefined ? request.accessEndDate : lockedCohort.accessEndDate,
    now: request.now,
  });
  if (!enrollment) return { kind: 'refused', reason: 'already_enrolled' };
  // A payment records its own enrollment.activated (apply-payment-outcome.ts).
  if (admission.kind === 'active') {
    await becameActive(tx, enrollment, 'welcome', { isActivationRecorded: request.path === 'payment' });
  }
  return { kind: 'entered', status: admission.kind, enrollment, isNew: true };
}

/** A staff approval of a pending request: a seat when one is free, the waitlist when on, else full. */
export async function approveRequest(
  tx: Executor,
  lockedCohort: CohortRow,
  pending: EnrollmentRow,
  now: Date,
) {
  const seats = await seatCount(tx, lockedCohort.id);
  const admission = takeSeat(lockedCohort, seats, 'invitation');
  if (admission.kind === 'refused') return null;
  const status = admission.kind === 'active' ? 'active' : 'waitlisted';
  const moved = await moveEnrollment(tx, pending.id, ['pending'], { status, now });
  if (!moved) return null;
  if (status === 'active') await becameActive(tx, moved, 'approved');
  else await tellLearner(tx, moved, 'approved_waitlisted');
  return moved;
}

/** An active enrolment is a seat: the catalogue's learner count follows, and the learner is told. */
export async function becameActive(
  tx: Executor,
  enrollment: EnrollmentRow,
  change: 'welcome' | 'promoted' | 'approved',
  options: { isActivationRecorded?: boolean } = {},
) {
  await refreshCourseStats(tx, [enrollment.courseId]);
  await tellLearner(tx, enrollment, change);
  if (options.isActivationRecorded) return;
  // Free and invitation seats are enrolments like a paid one's (payments records its own).
  await recordEvent(tx, {
    type: 'enrollment.activated',
    payload: {
      organizationId: enrollment.organizationId,
      userId: enrollment.userId,
      courseId: enrollment.courseId,
      cohortId: enrollment.cohortId,
    },
  });
}

export { promoteWaiting };
