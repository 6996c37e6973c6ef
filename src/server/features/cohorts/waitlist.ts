import { promotionsDue } from '#shared/cohorts/enrolment-rules.ts';
import type { Executor } from '../../db/client.ts';
import type { COHORT_ENROLMENT_CHANGES } from '../../events/domain-events.ts';
import { recordEvent } from '../../events/events.repo.ts';
import { refreshCourseStats } from '../catalog/catalog.repo.ts';
import {
  countCohortEnrollmentsByStatus,
  type EnrollmentRow,
  listWaitlisted,
  moveEnrollment,
} from '../enrollments/enrollments.repo.ts';
import type { CohortRow } from './cohorts.repo.ts';

// The waitlist (decision 201): a full cohort with enableWaitlist takes newcomers as waitlisted, in the
// order the cohort lock was taken (waitlisted_at = clock_timestamp() under it). Whenever a seat may
// have freed — a learner removed, refused, or leaving — the caller, still holding the cohort lock,
// calls promoteWaiting: the first learners waiting take the free seats, each exactly once (the
// conditional move waitlisted → active), and each is owed one email, recorded in the same
// transaction as a domain event under a key of its own.

type Change = (typeof COHORT_ENROLMENT_CHANGES)[number];

/** Records, in the change's transaction, that the learner is owed an email about it. */
export async function tellLearner(tx: Executor, enrollment: EnrollmentRow, change: Change) {
  if (!enrollment.cohortId) return;
  // One email per change of this enrolment at this moment: a replay of the same move says nothing.
  const at = (enrollment.waitlistedAt ?? enrollment.updatedAt).toISOString();
  await recordEvent(
    tx,
    {
      type: 'cohort.enrolment.changed',
      payload: {
        organizationId: enrollment.organizationId,
        userId: enrollment.userId,
        cohortId: enrollment.cohortId,
        enrollmentId: enrollment.id,
        change,
      },
    },
    { dedupeKey: `cohort.enrolment:${change}:${enrollment.id}:${at}` },
  );
}

/** Promotes the first waiting learners into the free seats; returns those promoted. */
export async function promoteWaiting(tx: Executor, lockedCohort: CohortRow, now: Date) {
  const counts = await countCohortEnrollmentsByStatus(tx, lockedCohort.id);
  const due = promotionsDue(lockedCohort, {
    taken: counts.active + counts.completed,
    waiting: counts.waitlisted,
  });
  // Whoever calls this may have freed a seat: the catalogue's learner count follows either way.
  if (due === 0) {
    await refreshCourseStats(tx, [lockedCohort.courseId]);
    return [];
  }
  const promoted: EnrollmentRow[] = [];
  for (const waiting of await listWaitlisted(tx, lockedCohort.id, due)) {
    const moved = await moveEnrollment(tx, waiting.id, ['waitlisted'], { status: 'active', now });
    if (!moved) continue;
    await tellLearner(tx, { ...moved, waitlistedAt: waiting.waitlistedAt }, 'promoted');
    promoted.push(moved);
  }
  await refreshCourseStats(tx, [lockedCohort.courseId]);
  return promoted;
}
