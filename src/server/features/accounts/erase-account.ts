import type { FastifyBaseLogger } from 'fastify';
import { erasedEmail } from '#shared/accounts/privacy.ts';
import { t } from '#shared/messages/fr.ts';
import type { Db } from '../../db/client.ts';
import type { Jobs } from '../../jobs/jobs.ts';
import type { Mailer } from '../../plugins/mail.ts';
import { deleteResizedPicture } from '../../storage/resized-pictures.ts';
import type { Storage } from '../../storage/storage.ts';
import { forgetAuditPerson } from '../audit/audit.repo.ts';
import { recordAudit, SYSTEM_ACTOR } from '../audit/record-audit.ts';
import { eraseAccountRow, findAccountForErasure } from '../auth/auth.repo.ts';
import { refreshCourseStats } from '../catalog/catalog.repo.ts';
import { deleteReviewsOf } from '../catalog/reviews.repo.ts';
import { deleteCohortTracesOf } from '../cohorts/cohort-discussion.repo.ts';
import { deleteEnrollmentsOf } from '../enrollments/enrollments.repo.ts';
import { deleteSubmissionsOf } from '../exercises/exercises.repo.ts';
import { forgetInstructorProfiles } from '../instructor/instructor.repo.ts';
import { deleteProgressOf } from '../learning/progress.repo.ts';
import { deleteNotificationsOf } from '../notifications/notifications.repo.ts';
import { forgetPayer } from '../payments/payments.repo.ts';
import { deleteQuizAttemptsOf } from '../quizzes/quizzes.repo.ts';
import {
  completeDeletion,
  forgetDeliveredMailsTo,
  forgetMailsTo,
  listDueDeletionIds,
  lockDueDeletion,
} from './account-deletion.repo.ts';
import { erasureRefusal, frenchDate } from './account-deletion.ts';

// The erasure of an account whose deletion request is due (issue 17; decision 256), one transaction
// per account: either everything below happens, with its audit row and the farewell email, or nothing.
//  - deleted: progress and lesson openings, quiz attempts and answers, exercise submissions (their
//    files after the commit), reviews (the courses' rating refreshed), enrolments (counts refreshed),
//    discussion messages, announcement read marks, the calendar feed, notifications, every email
//    written to the person, sessions, credentials, roles and one-time links;
//  - anonymised: the users row ('Compte supprimé', an undeliverable unique address, no phone, no
//    picture, inactive), an instructor profile, the person's address and name in the audit log;
//  - kept: payments (amounts, dates, statuses, references; the payer's phone removed; installments
//    still due cancelled), promo redemptions and commissions, and issued certificates with their
//    learner_name (public verification needs it).

export type ErasureDeps = {
  db: Db;
  mailer: Mailer;
  storage: Storage;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
};

export type ErasureOutcome = 'erased' | 'not-due' | 'refused';

/** Erases the account of the request `requestId` if it is still pending and due at `now`. */
export async function eraseAccount(deps: ErasureDeps, requestId: string, now: Date): Promise<ErasureOutcome> {
  const files: string[] = [];
  let picture: string | null = null;
  const outcome = await deps.db.transaction(async (tx): Promise<ErasureOutcome> => {
    const request = await lockDueDeletion(tx, requestId, now);
    if (!request) return 'not-due';
    const account = await findAccountForErasure(tx, request.userId);
    if (!account) return 'not-due';
    // A staff account that became the last admin, or took over courses, since the request: left
    // pending (the next run tries again), and said in the log.
    const refusal = await erasureRefusal(tx, request.userId);
    if (refusal) {
      deps.log.warn({ requestId, userId: request.userId, refusal }, 'account erasure postponed');
      return 'refused';
    }
    const placeholder = t('accounts.data.erasedName');
    files.push(...(await deleteSubmissionsOf(tx, account.id)));
    await deleteProgressOf(tx, account.id);
    await deleteQuizAttemptsOf(tx, account.id);
    const reviewed = await deleteReviewsOf(tx, account.id);
    const enrolled = await deleteEnrollmentsOf(tx, account.id);
    await refreshCourseStats(tx, [...new Set([...reviewed, ...enrolled])]);
    await deleteCohortTracesOf(tx, account.id);
    await deleteNotificationsOf(tx, account.id);
    await forgetPayer(tx, account.id);
    await forgetInstructorProfiles(tx, account.id, placeholder);
    await forgetAuditPerson(
      tx,
      { userId: account.id, email: account.email, name: account.name },
      placeholder,
    );
    await forgetMailsTo(tx, { userId: account.id, email: account.email });
    await eraseAccountRow(tx, account.id, { name: placeholder, email: erasedEmail(account.id) });
    await completeDeletion(tx, request.id, now);
    await recordAudit(tx, SYSTEM_ACTOR, {
      organizationId: account.organizationId,
      action: 'account.erased',
      targetType: 'user',
      targetId: account.id,
      details: { requestId: request.id, requestedAt: request.requestedAt.toISOString() },
    });
    // The farewell goes to the address being erased; once delivered it leaves the outbox too.
    await deps.mailer.send(
      {
        kind: 'account-erased',
        to: account.email,
        subject: t('accounts.data.email.erased.subject'),
        text: t('accounts.data.email.erased.text', { requestedOn: frenchDate(request.requestedAt) }),
      },
      tx,
    );
    await forgetDeliveredMailsTo(tx, account.email);
    picture = account.image;
    return 'erased';
  });
  if (outcome === 'erased') await removeFiles(deps, files, picture);
  return outcome;
}

/** Erases every account whose request is due at `now`; answers how many were erased. */
export async function eraseDueAccounts(deps: ErasureDeps, now = new Date()) {
  const erased: string[] = [];
  let postponed = 0;
  for (;;) {
    const ids = (await listDueDeletionIds(deps.db, now, 50)).filter((id) => !erased.includes(id));
    let progressed = false;
    for (const id of ids) {
      const outcome = await eraseAccount(deps, id, now);
      if (outcome === 'erased') {
        erased.push(id);
        progressed = true;
      } else if (outcome === 'refused') postponed += 1;
    }
    if (!progressed || ids.length < 50) break;
  }
  if (erased.length > 0) deps.log.info({ erased: erased.length }, 'accounts erased');
  return { erased: erased.length, postponed };
}

/** Stored files go after the commit: a rolled-back erasure must not have lost them. */
async function removeFiles(deps: ErasureDeps, files: string[], picture: string | null) {
  for (const key of files) {
    await deps.storage.delete(key).catch((error: unknown) => {
      deps.log.warn({ err: error, key }, 'erased submission file not deleted');
    });
  }
  if (picture) {
    await deleteResizedPicture(deps.storage, picture).catch((error: unknown) => {
      deps.log.warn({ err: error }, 'erased picture not deleted');
    });
  }
}

export const ERASE_DUE_ACCOUNTS_JOB = 'accounts.erase-due';
/** Hourly: an account is erased within the hour after the date its owner was given (decision 256). */
export const ERASE_INTERVAL_SECONDS = 60 * 60;

/** The job's data: `asOf` runs as of that moment (tests), else the run's own time. */
export type EraseJobData = { asOf?: string };

export function defineEraseDueAccountsJob(jobs: Jobs, deps: ErasureDeps, isPlanted: boolean) {
  jobs.defineJob<EraseJobData>(
    ERASE_DUE_ACCOUNTS_JOB,
    (data) => eraseDueAccounts(deps, data.asOf ? new Date(data.asOf) : new Date()),
    { retryLimit: 2 },
  );
  if (isPlanted)
    jobs.schedule(ERASE_DUE_ACCOUNTS_JOB, { everySeconds: ERASE_INTERVAL_SECONDS, isRunAtStart: true });
}
