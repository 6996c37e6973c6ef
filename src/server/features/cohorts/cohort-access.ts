import { accessStanding, accessWindow } from '#shared/cohorts/enrolment-rules.ts';
import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import type { Executor } from '../../db/client.ts';
import type { Caller } from '../auth/caller.ts';
import { findCohortEnrollment, LIVE_ENROLLMENT } from '../enrollments/enrollments.repo.ts';
import { type CohortRow, findCohort, isCohortInstructor } from './cohorts.repo.ts';

// Who reaches a cohort (issue 15): its learners with a live enrolment, its instructors, and the
// admins (and superadmins) of its organisation. Anyone else — a learner of another cohort, an
// instructor who does not teach it, anyone of another organisation — is told it does not exist
// (404), so a cohort's id reveals nothing. Every cohort route starts here.

/** How the caller stands in the cohort: staff may post, moderate and manage; learners read and take part. */
export type CohortViewer = 'learner' | 'instructor' | 'admin';

export type ReachedCohort = { cohort: CohortRow; viewer: CohortViewer };

const isAdmin = (caller: Caller) => caller.roles.includes('admin') || caller.roles.includes('superadmin');

const notFound = () => new AppError('NOT_FOUND', t('cohorts.notFound'));

/** The cohort and how the caller stands in it; 404 when the caller may not reach it. */
export async function reachCohort(db: Executor, caller: Caller, cohortId: string): Promise<ReachedCohort> {
  const cohort = await findCohort(db, caller.organizationId, cohortId);
  if (!cohort) throw notFound();
  if (isAdmin(caller)) return { cohort, viewer: 'admin' };
  if (caller.roles.includes('instructor') && (await isCohortInstructor(db, cohort, caller))) {
    return { cohort, viewer: 'instructor' };
  }
  const enrollment = await findCohortEnrollment(db, caller.userId, cohort.id);
  if (enrollment && (LIVE_ENROLLMENT as readonly string[]).includes(enrollment.status)) {
    assertAccessOpen(cohort, new Date());
    return { cohort, viewer: 'learner' };
  }
  throw notFound();
}

/** The cohort, when the caller is one of its staff (an instructor of it, or an admin); 404 otherwise. */
export async function reachCohortAsStaff(
  db: Executor,
  caller: Caller,
  cohortId: string,
): Promise<ReachedCohort> {
  const reached = await reachCohort(db, caller, cohortId);
  if (reached.viewer === 'learner') throw new AppError('FORBIDDEN', t('cohorts.staffOnly'));
  return reached;
}

/** The cohort, when the caller is an admin of its organisation: 403 for anyone else, 404 when not theirs. */
export async function reachCohortAsAdmin(db: Executor, caller: Caller, cohortId: string): Promise<CohortRow> {
  if (!isAdmin(caller)) throw new AppError('FORBIDDEN');
  const cohort = await findCohort(db, caller.organizationId, cohortId);
  if (!cohort) throw notFound();
  return cohort;
}

// Cohorts, part enrolment (issue 15): a learner opens the cohort only inside its access window
// (immediateAccess, accessStartDate, accessEndDate; decision 202), 403 with the date otherwise.
const frenchDate = (date: Date) =>
  date.toLocaleDateString('fr-FR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Africa/Dakar',
  });

export function assertAccessOpen(cohort: CohortRow, now: Date): void {
  const window = accessWindow(cohort);
  const standing = accessStanding(window, now);
  if (standing === 'not_yet' && window.opensAt) {
    throw new AppError(
      'COHORT_ACCESS_NOT_OPEN',
      t('cohorts.enrolment.accessNotYet', { date: frenchDate(window.opensAt) }),
    );
  }
  if (standing === 'ended' && window.closesAt) {
    throw new AppError(
      'COHORT_ACCESS_ENDED',
      t('cohorts.enrolment.accessEnded', { date: frenchDate(window.closesAt) }),
    );
  }
}
