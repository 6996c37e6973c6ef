import type { TParticipantsActionRequest, TParticipantsActionResponse } from '#shared/cohorts/enrolment.ts';
import { registrationStanding } from '#shared/cohorts/enrolment-rules.ts';
import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import type { Db, Executor } from '../../db/client.ts';
// Platform console (issue 18): one audit row per enrolment the staff changed, in the same transaction.
import { type AuditActor, recordAudit, SYSTEM_ACTOR } from '../audit/record-audit.ts';
import { findOrganizationMembers } from '../auth/auth.repo.ts';
import type { Caller } from '../auth/caller.ts';
import {
  type EnrollmentRow,
  findCohortEnrollmentsOf,
  findEnrollmentOfCourse,
  moveEnrollment,
  writeCohortEnrollment,
} from '../enrollments/enrollments.repo.ts';
import { reachCohortAsStaff } from './cohort-access.ts';
import { type CohortRow, lockCohort } from './cohorts.repo.ts';
import { approveRequest } from './enrol-in-cohort.ts';
import { promoteWaiting, tellLearner } from './waitlist.ts';

// POST /api/instructor/cohorts/{id}/participants (spec §7): the staff invite learners of the
// organisation, approve or refuse pending requests, remove participants. The organisation's admins
// and the cohort's instructors (reachCohortAsStaff). One transaction with the cohort row locked; a
// seat freed promotes the first waiting learners before it commits. When nothing could be done for
// anyone, the answer is a 409 whose error says why (the web's 'Erreur lors de l'ajout' toast).

type Outcome = TParticipantsActionResponse['outcomes'][number];

const LEAVING: readonly EnrollmentRow['status'][] = ['active', 'invited', 'pending', 'waitlisted'];

export async function manageParticipants(
  db: Db,
  caller: Caller,
  cohortId: string,
  request: TParticipantsActionRequest,
  now = new Date(),
  actor: AuditActor = SYSTEM_ACTOR,
): Promise<TParticipantsActionResponse> {
  await reachCohortAsStaff(db, caller, cohortId);
  const ids = [...new Set(request.participantIds)];
  const outcomes = await db.transaction(async (tx) => {
    const cohort = await lockCohort(tx, cohortId);
    if (!cohort) throw new AppError('NOT_FOUND', t('cohorts.notFound'));
    const results =
      request.action === 'invite'
        ? await invite(tx, cohort, ids, now)
        : await moveEach(tx, cohort, request.action, ids, now);
    await promoteWaiting(tx, cohort, now);
    // Platform console (issue 18)
    for (const outcome of results) {
      if (outcome.skipped !== null) continue;
      await recordAudit(tx, actor, {
        organizationId: cohort.organizationId,
        action: AUDIT_ACTIONS[request.action],
        targetType: 'user',
        targetId: outcome.id,
        details: { cohortId: cohort.id, courseId: cohort.courseId, status: outcome.status },
      });
    }
    return results;
  });
  const firstSkip = outcomes.find((outcome) => outcome.skipped !== null);
  if (outcomes.every((outcome) => outcome.skipped !== null) && firstSkip) {
    throw new AppError('CONFLICT', firstSkip.skipped ?? t('cohorts.enrolment.addFailed'), { outcomes });
  }
  return { action: request.action, message: MESSAGES[request.action], outcomes };
}

// Platform console (issue 18): the audit log's names of the staff's enrolment changes.
const AUDIT_ACTIONS = {
  invite: 'cohort.participant.invited',
  approve: 'cohort.participant.approved',
  refuse: 'cohort.participant.refused',
  remove: 'cohort.participant.removed',
} as const;

const MESSAGES = {
  invite: t('cohorts.enrolment.added'),
  approve: t('cohorts.enrolment.approved'),
  refuse: t('cohorts.enrolment.refused'),
  remove: t('cohorts.enrolment.removed'),
} as const;

const skip = (id: string, status: string | null, reason: string): Outcome => ({
  id,
  status,
  skipped: reason,
});
const done = (id: string, status: string): Outcome => ({ id, status, skipped: null });

/**
 * Invitations: each member of the organisation gets an invited enrolment and an email leading to it
 * (decision 204). A learner already in the course (this cohort or another) is left as they are.
 */
async function invite(tx: Executor, cohort: CohortRow, ids: string[], now: Date): Promise<Outcome[]> {
  if (registrationStanding(cohort, 'invitation', now) === 'closed') {
    throw new AppError('COHORT_REGISTRATION_CLOSED');
  }
  const members = new Map(
    (await findOrganizationMembers(tx, cohort.organizationId, ids)).map((m) => [m.id, m]),
  );
  const outcomes: Outcome[] = [];
  for (const id of ids) {
    if (!members.has(id)) {
      outcomes.push(skip(id, null, t('cohorts.enrolment.notStudent')));
      continue;
    }
    const existing = await findEnrollmentOfCourse(tx, id, cohort.courseId);
    const isLive = existing?.status === 'active' || existing?.status === 'completed';
    const isHere =
      existing?.cohortId === cohort.id && existing.status !== 'cancelled' && existing.status !== 'expired';
    if (isLive && existing?.cohortId !== cohort.id) {
      outcomes.push(skip(id, existing?.status ?? null, t('cohorts.enrolment.inAnotherCohort')));
      continue;
    }
    if (isHere && existing) {
      // Already invited: the email is sent again (a lost email is the usual reason to invite twice).
      if (existing.status === 'invited') await tellLearner(tx, { ...existing, updatedAt: now }, 'invited');
      outcomes.push(done(id, existing.status));
      continue;
    }
    const invited = await writeCohortEnrollment(tx, {
      organizationId: cohort.organizationId,
      userId: id,
      courseId: cohort.courseId,
      cohortId: cohort.id,
      status: 'invited',
      paymentStatus: 'free',
      accessEndDate: cohort.accessEndDate,
      now,
    });
    if (!invited) {
      outcomes.push(skip(id, null, t('cohorts.enrolment.inAnotherCohort')));
      continue;
    }
    await tellLearner(tx, invited, 'invited');
    outcomes.push(done(id, 'invited'));
  }
  return outcomes;
}

/** Approve, refuse or remove each learner of the cohort. */
async function moveEach(
  tx: Executor,
  cohort: CohortRow,
  action: 'approve' | 'refuse' | 'remove',
  ids: string[],
  now: Date,
): Promise<Outcome[]> {
  const byUser = new Map((await findCohortEnrollmentsOf(tx, cohort.id, ids)).map((row) => [row.userId, row]));
  const outcomes: Outcome[] = [];
  for (const id of ids) {
    const enrollment = byUser.get(id);
    if (!enrollment || !LEAVING.includes(enrollment.status)) {
      outcomes.push(skip(id, enrollment?.status ?? null, t('cohorts.enrolment.notParticipant')));
      continue;
    }
    if (action === 'approve') {
      if (enrollment.status !== 'pending') {
        outcomes.push(skip(id, enrollment.status, t('cohorts.enrolment.notPending')));
        continue;
      }
      const approved = await approveRequest(tx, cohort, enrollment, now);
      outcomes.push(approved ? done(id, approved.status) : skip(id, 'pending', t('payments.cohortFull')));
      continue;
    }
    if (action === 'refuse' && enrollment.status !== 'pending' && enrollment.status !== 'waitlisted') {
      outcomes.push(skip(id, enrollment.status, t('cohorts.enrolment.notPending')));
      continue;
    }
    const moved = await moveEnrollment(tx, enrollment.id, LEAVING, { status: 'cancelled', now });
    if (!moved) {
      outcomes.push(skip(id, enrollment.status, t('cohorts.enrolment.notParticipant')));
      continue;
    }
    if (action === 'refuse') await tellLearner(tx, moved, 'refused');
    outcomes.push(done(id, 'cancelled'));
  }
  return outcomes;
}
