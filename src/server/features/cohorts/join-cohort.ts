import type { TJoinResponse, TMyCohortEnrolment } from '#shared/cohorts/enrolment.ts';
import { accessWindow, type EnrolmentPath, registrationStanding } from '#shared/cohorts/enrolment-rules.ts';
import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import type { Db, Executor } from '../../db/client.ts';
import type { Caller } from '../auth/caller.ts';
import { findCourseWithInstructor } from '../courses/courses.repo.ts';
import {
  type EnrollmentRow,
  findCohortEnrollment,
  listWaitingCohortEnrollments,
  moveEnrollment,
  waitlistPosition,
} from '../enrollments/enrollments.repo.ts';
import { type CohortRow, findCohort, lockCohort } from './cohorts.repo.ts';
import { type EnrolmentRefusal, enrolInCohort } from './enrol-in-cohort.ts';
import { promoteWaiting } from './waitlist.ts';

// The learner's side of entering a cohort (decision 200): POST /api/v1/student/cohorts/{id}/join
// joins a free cohort or accepts an invitation; a paid cohort's seat is bought through checkout, whose
// completion enters through the same use case. POST …/leave gives the place up (a seat freed promotes
// the first waiting learner). GET …/enrolment says where the learner stands.

type AccessType = 'free' | 'invitation' | 'paid';

const IN_COHORT: readonly EnrollmentRow['status'][] = ['active', 'completed', 'pending', 'waitlisted'];

function refusalError(reason: EnrolmentRefusal): AppError {
  switch (reason) {
    case 'full':
      return new AppError('COHORT_FULL');
    case 'registration_closed':
      return new AppError('COHORT_REGISTRATION_CLOSED');
    case 'not_open':
      return new AppError('COHORT_CLOSED', t('cohorts.enrolment.notOpen'));
    default:
      return new AppError('ALREADY_ENROLLED', t('cohorts.enrolment.alreadyInCourse'));
  }
}

/** How this learner may come in: an invitation they hold, their own request (free course), or not at all. */
function pathFor(accessType: AccessType, enrollment: EnrollmentRow | null): EnrolmentPath | AppError {
  if (enrollment?.status === 'invited') return 'invitation';
  if (enrollment && IN_COHORT.includes(enrollment.status)) return 'join';
  if (accessType === 'invitation')
    return new AppError('INVITATION_ONLY', t('cohorts.enrolment.invitationOnly'));
  if (accessType === 'paid') return new AppError('COHORT_PAYMENT_REQUIRED');
  return 'join';
}

async function loadCohort(db: Executor, caller: Caller, cohortId: string) {
  const cohort = await findCohort(db, caller.organizationId, cohortId);
  const course = cohort ? (await findCourseWithInstructor(db, cohort.courseId))?.course : null;
  if (!cohort || !course) throw new AppError('NOT_FOUND', t('cohorts.notFound'));
  return { cohort, course };
}

export async function joinCohort(
  db: Db,
  caller: Caller,
  cohortId: string,
  now = new Date(),
): Promise<TJoinResponse> {
  const { course } = await loadCohort(db, caller, cohortId);
  return db.transaction(async (tx) => {
    const cohort = (await lockCohort(tx, cohortId))!;
    const path = pathFor(course.accessType, await findCohortEnrollment(tx, caller.userId, cohortId));
    if (path instanceof AppError) throw path;
    const result = await enrolInCohort(tx, cohort, {
      userId: caller.userId,
      path,
      paymentStatus: 'free',
      now,
    });
    if (result.kind === 'refused') throw refusalError(result.reason);
    const position = await waitlistPosition(tx, result.enrollment);
    const status = result.status;
    const message =
      status === 'active'
        ? t('cohorts.enrolment.joinedActive')
        : status === 'pending'
          ? t('cohorts.enrolment.joinedPending')
          : t('cohorts.enrolment.joinedWaitlisted', { position: String(position ?? '') });
    return { status, waitlist_position: position, message };
  });
}

/** The learner gives their place up (or declines an invitation); the first waiting learner moves up. */
export async function leaveCohort(db: Db, caller: Caller, cohortId: string, now = new Date()) {
  await loadCohort(db, caller, cohortId);
  return db.transaction(async (tx) => {
    const cohort = (await lockCohort(tx, cohortId))!;
    const enrollment = await findCohortEnrollment(tx, caller.userId, cohortId);
    const moved = enrollment
      ? await moveEnrollment(tx, enrollment.id, ['active', 'pending', 'waitlisted', 'invited'], {
          status: 'cancelled',
          now,
        })
      : null;
    if (!moved) throw new AppError('NOT_FOUND', t('cohorts.enrolment.notParticipant'));
    await promoteWaiting(tx, cohort, now);
    return { status: 'cancelled' as const };
  });
}

/** Where the learner stands in the cohort, and whether they may join it now. */
export async function getMyCohortEnrolment(
  db: Db,
  caller: Caller,
  cohortId: string,
  now = new Date(),
): Promise<TMyCohortEnrolment> {
  const { cohort, course } = await loadCohort(db, caller, cohortId);
  const enrollment = await findCohortEnrollment(db, caller.userId, cohortId);
  return describe(db, cohort, course, enrollment, now);
}

/** The learner's cohorts waiting on something: invitations, requests, waitlists ('Mes formations'). */
export async function listMyWaitingCohorts(db: Db, caller: Caller, now = new Date()) {
  const rows = await listWaitingCohortEnrollments(db, caller.userId);
  const described: TMyCohortEnrolment[] = [];
  for (const enrollment of rows) {
    const cohort = enrollment.cohortId
      ? await findCohort(db, caller.organizationId, enrollment.cohortId)
      : null;
    const course = cohort ? (await findCourseWithInstructor(db, cohort.courseId))?.course : null;
    if (cohort && course) described.push(await describe(db, cohort, course, enrollment, now));
  }
  return described;
}

async function describe(
  db: Executor,
  cohort: CohortRow,
  course: { id: string; title: string; accessType: AccessType },
  enrollment: EnrollmentRow | null,
  now: Date,
): Promise<TMyCohortEnrolment> {
  const live =
    enrollment && enrollment.status !== 'cancelled' && enrollment.status !== 'expired' ? enrollment : null;
  const path = pathFor(course.accessType, live);
  const standing = registrationStanding(cohort, path instanceof AppError ? 'join' : path, now);
  const refusal =
    path instanceof AppError
      ? path.message
      : standing === 'closed'
        ? t('cohorts.enrolment.registrationClosed')
        : standing === 'not_open'
          ? t('cohorts.enrolment.notOpen')
          : null;
  const isIn = live !== null && live.status !== 'invited';
  const window = accessWindow(cohort);
  return {
    cohort_id: cohort.id,
    cohort_name: cohort.name,
    course_id: course.id,
    course_title: course.title,
    access_type: course.accessType,
    status: live?.status ?? null,
    waitlist_position: live ? await waitlistPosition(db, live) : null,
    can_join: !isIn && refusal === null,
    join_refusal: isIn ? null : refusal,
    access_opens_at: window.opensAt?.toISOString() ?? null,
    access_closes_at: window.closesAt?.toISOString() ?? null,
  };
}
