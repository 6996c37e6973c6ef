import { type CohortStatus, canMoveStatus } from '#shared/cohorts/cohort-form.ts';
import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import type { Db, Executor } from '../../db/client.ts';
import type { Jobs } from '../../jobs/jobs.ts';
import type { Mailer } from '../../plugins/mail.ts';
import { listPeople } from '../auth/auth.repo.ts';
import type { Caller } from '../auth/caller.ts';
// Certificates, part issue (issue 16)
import { issueCertificatesOfCohort } from '../certificates/issue-certificate.ts';
import { listLiveCohortLearnerIds } from '../enrollments/enrollments.repo.ts';
import { activateDueCohorts, completeDueCohorts, moveCohortStatus } from './admin-cohorts.repo.ts';
import { reachCohortAsAdmin } from './cohort-access.ts';
import type { CohortRow } from './cohorts.repo.ts';

// A cohort's status, draft → active → completed (decision 190): an admin moves it with the form's
// buttons, and the job `cohorts.advance-status` activates a draft once its start date has come and
// completes an active cohort once its end date has passed. Each move is one UPDATE … WHERE status =
// the expected one, so a cohort moves once whoever (and however many processes) tries. The end
// message goes to each live learner by email in the transaction that completes the cohort: the
// outbox rows commit with the status, exactly once (decision 191).

export type CohortStatusDeps = { db: Db; mailer: Mailer; appUrl: string };

const statusWord = (status: CohortStatus) => t(`cohorts.admin.status.${status}`);

/** Emails the cohort's end message to each of its live learners, in the caller's transaction. */
export async function sendEndMessages(tx: Executor, deps: CohortStatusDeps, cohort: CohortRow) {
  const learners = await listPeople(tx, await listLiveCohortLearnerIds(tx, cohort.id));
  const message = cohort.endMessage?.trim() || t('cohorts.admin.endEmailDefault', { cohort: cohort.name });
  const link = `${deps.appUrl}/dashboard/cohorts/${cohort.id}`;
  for (const learner of learners) {
    await deps.mailer.send(
      {
        to: learner.email,
        userId: learner.id,
        kind: 'cohort-end-message',
        subject: t('cohorts.admin.endEmailSubject', { cohort: cohort.name }),
        text: `${t('cohorts.admin.endEmailGreeting', { name: learner.firstName || learner.name })}\n\n${message}\n\n${link}`,
        link,
      },
      tx,
    );
  }
  return learners.length;
}

/** POST /api/admin/cohorts/{id}/status: one step forward, or 409 with the reason. */
export async function changeCohortStatus(
  deps: CohortStatusDeps,
  caller: Caller,
  cohortId: string,
  to: CohortStatus,
  now = new Date(),
) {
  return deps.db.transaction(async (tx) => {
    const cohort = await reachCohortAsAdmin(tx, caller, cohortId);
    const refused = () =>
      new AppError(
        'COHORT_STATUS_REFUSED',
        t('cohorts.admin.statusMoveRefused', { from: statusWord(cohort.status), to: statusWord(to) }),
      );
    if (!canMoveStatus(cohort.status, to)) throw refused();
    const moved = await moveCohortStatus(tx, cohort.id, cohort.status, to, now);
    // Another request or the job moved it meanwhile.
    if (!moved) throw refused();
    if (moved.status === 'completed') {
      await sendEndMessages(tx, deps, moved);
      // Certificates, part issue (issue 16): the cohort's finished learners get what they earned.
      await issueCertificatesOfCohort(tx, deps, moved.id);
    }
    return { id: moved.id, status: moved.status };
  });
}

/** One run of the job: what it activated and completed. */
export async function advanceCohortStatuses(deps: CohortStatusDeps, now: Date) {
  return deps.db.transaction(async (tx) => {
    const activated = await activateDueCohorts(tx, now);
    const completed = await completeDueCohorts(tx, now);
    for (const cohort of completed) {
      await sendEndMessages(tx, deps, cohort);
      // Certificates, part issue (issue 16): the cohort's finished learners get what they earned.
      await issueCertificatesOfCohort(tx, deps, cohort.id);
    }
    return { activated: activated.map((row) => row.id), completed: completed.map((row) => row.id) };
  });
}

export const ADVANCE_STATUS_JOB = 'cohorts.advance-status';

/** A run's data: `asOf` runs as of that moment (tests), else the run's own time. */
export type AdvanceStatusJobData = { asOf?: string };

/** The job, every `intervalSeconds` (0: defined but not planted; a test sends runs itself). */
export function defineAdvanceStatusJob(jobs: Jobs, deps: CohortStatusDeps, intervalSeconds: number) {
  jobs.defineJob<AdvanceStatusJobData>(
    ADVANCE_STATUS_JOB,
    (data) => advanceCohortStatuses(deps, data.asOf ? new Date(data.asOf) : new Date()),
    { retryLimit: 0 },
  );
  if (intervalSeconds > 0)
    jobs.schedule(ADVANCE_STATUS_JOB, { everySeconds: intervalSeconds, isRunAtStart: true });
}
