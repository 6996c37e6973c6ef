import { sessionStart } from '#shared/cohorts/cohort-session-times.ts';
import { t } from '#shared/messages/fr.ts';
import { renderEmail } from '#shared/notifications/email-layout.ts';
import type { Db } from '../../db/client.ts';
import type { Jobs } from '../../jobs/jobs.ts';
import type { Mailer } from '../../plugins/mail.ts';
import { findRecipient } from '../auth/auth.repo.ts';
import { listLiveCohortLearnerIds } from '../enrollments/enrollments.repo.ts';
import {
  type CohortSessionRow,
  claimSessionReminder,
  findSessionWithCohort,
} from './cohort-sessions.repo.ts';

// Reminders of a live session (issue 15): an email the day before and an hour before, to the cohort's
// live learners, on the durable queue (decision 198). Saving a session plans its two jobs for its
// start; the job reads the session again when it runs and writes only if the session still exists at
// that same start, so a moved or deleted session leaves nothing stale behind. Each learner gets each
// email once: a row of cohort_session_reminders (session, learner, kind, start) is claimed in the
// email's transaction, so a retried or doubled run skips whoever already has it.

export const SESSION_REMINDER_JOB = 'cohorts.session-reminder';

export const REMINDER_KINDS = { day: 24 * 60 * 60_000, hour: 60 * 60_000 } as const;
export type ReminderKind = keyof typeof REMINDER_KINDS;

export type ReminderJob = { sessionId: string; kind: ReminderKind; startsAt: string };

export type RemindersDeps = { db: Db; mailer: Mailer; appUrl: string; jobs: Jobs };

const sessionTimes = (session: CohortSessionRow) => ({
  session_date: session.sessionDate,
  start_time: session.startTime,
  end_time: session.endTime,
});

/** The key a reminder is sent under: session, kind and start (the same start → the same job). */
export const reminderKey = (job: ReminderJob) => `${job.sessionId}:${job.kind}:${job.startsAt}`;

/** Plans the session's reminders that are still ahead (a reminder whose moment has passed is not sent late). */
export async function planSessionReminders(
  jobs: Jobs,
  session: CohortSessionRow,
  now: Date,
): Promise<ReminderJob[]> {
  const start = sessionStart(sessionTimes(session));
  const planned: ReminderJob[] = [];
  for (const [kind, before] of Object.entries(REMINDER_KINDS) as [ReminderKind, number][]) {
    const at = new Date(start.getTime() - before);
    if (at.getTime() <= now.getTime()) continue;
    const job: ReminderJob = { sessionId: session.id, kind, startsAt: start.toISOString() };
    await jobs.send(SESSION_REMINDER_JOB, job, { startAfter: at, singletonKey: reminderKey(job) });
    planned.push(job);
  }
  return planned;
}

const dayFormat = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Africa/Dakar',
});
const hhmm = (time: string) => time.slice(0, 5);

/** The learner's page of the cohort, with the session and its start: also the email's identity in the outbox. */
export const reminderLink = (appUrl: string, session: CohortSessionRow, startsAt: string) =>
  `${appUrl}/dashboard/cohorts/${session.cohortId}?tab=live-sessions&session=${session.id}&start=${encodeURIComponent(startsAt)}`;

function reminderEmail(
  kind: ReminderKind,
  session: CohortSessionRow,
  cohortName: string,
  firstName: string | null,
  link: string,
) {
  const date = dayFormat.format(sessionStart(sessionTimes(session)));
  const meeting = session.liveLinks[0]?.meeting_url;
  const name = firstName?.trim();
  return renderEmail({
    subject: t(`cohortSessions.reminder.${kind}.subject`, {
      title: session.title,
      time: hhmm(session.startTime),
    }),
    greeting: name ? t('notification.greeting', { name }) : t('notification.greetingAnonymous'),
    title: t(`cohortSessions.reminder.${kind}.title`),
    intro: [
      t('cohortSessions.reminder.intro', {
        title: session.title,
        cohort: cohortName,
        date,
        start: hhmm(session.startTime),
        end: hhmm(session.endTime),
      }),
      t('cohortSessions.reminder.joinIntro'),
    ],
    rows: [
      {
        label: t('cohortSessions.reminder.when'),
        value: `${date}, ${hhmm(session.startTime)}–${hhmm(session.endTime)}`,
      },
      ...(meeting ? [{ label: t('cohortSessions.reminder.link'), value: meeting }] : []),
    ],
    outro: [],
    action: { label: t('cohortSessions.reminder.action'), url: link },
    linkFallback: t('notification.linkFallback'),
    signature: t('notification.signature'),
    footer: t('notification.footer'),
  });
}

export type ReminderOutcome = { sent: number; skipped: 'gone' | 'moved' | 'closed' | 'started' | null };

/** The job's work: re-reads the session, then writes each live learner's email once. */
export async function sendSessionReminder(
  deps: Pick<RemindersDeps, 'db' | 'mailer' | 'appUrl'>,
  job: ReminderJob,
  now = new Date(),
): Promise<ReminderOutcome> {
  const found = await findSessionWithCohort(deps.db, job.sessionId);
  if (!found) return { sent: 0, skipped: 'gone' };
  const { session, cohortName, cohortStatus } = found;
  const start = sessionStart(sessionTimes(session));
  if (start.toISOString() !== job.startsAt) return { sent: 0, skipped: 'moved' };
  if (cohortStatus === 'completed') return { sent: 0, skipped: 'closed' };
  if (start.getTime() <= now.getTime()) return { sent: 0, skipped: 'started' };
  const kind = `cohort-session-reminder-${job.kind}` as const;
  const link = reminderLink(deps.appUrl, session, job.startsAt);
  let sent = 0;
  for (const userId of await listLiveCohortLearnerIds(deps.db, session.cohortId)) {
    const isWritten = await deps.db.transaction(async (tx) => {
      const claim = { sessionId: session.id, userId, kind: job.kind, startsAt: new Date(job.startsAt) };
      if (!(await claimSessionReminder(tx, claim))) return false;
      const recipient = await findRecipient(tx, userId);
      if (!recipient) return false;
      const email = reminderEmail(job.kind, session, cohortName, recipient.firstName || null, link);
      await deps.mailer.send({ ...email, to: recipient.email, kind, userId, link }, tx);
      return true;
    });
    if (isWritten) sent += 1;
  }
  return { sent, skipped: null };
}

/** The reminder job on the queue; retried by pg-boss when a delivery fails (those already written are skipped). */
export function defineSessionReminderJob(deps: RemindersDeps) {
  deps.jobs.defineJob<ReminderJob>(SESSION_REMINDER_JOB, (job) => sendSessionReminder(deps, job), {
    retryLimit: 3,
  });
}
