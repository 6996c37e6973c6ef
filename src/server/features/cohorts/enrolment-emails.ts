import { t } from '#shared/messages/fr.ts';
import type { Executor } from '../../db/client.ts';
import type { DomainEventPayload } from '../../events/domain-events.ts';
import type { EventBus } from '../../events/event-bus.ts';
import type { Email, Mailer } from '../../plugins/mail.ts';
import { findRecipient } from '../auth/auth.repo.ts';
import { findCourseTitle } from '../courses/courses.repo.ts';
import { findCohort } from './cohorts.repo.ts';

// The learner's emails about their place in a cohort (decision 201): welcome (with the cohort's
// welcome_message and, for whatsapp/telegram, the group link), promoted from the waitlist, approved,
// refused, invited. Each is owed by a cohort.enrolment.changed event recorded in the change's own
// transaction; the events dispatcher (a job of the queue) delivers it once to this subscriber, whose
// email is written to the outbox (and sent) in the delivery's transaction: sent if and only if the
// change committed, and once.

export const ENROLMENT_EMAILS_SUBSCRIBER = 'cohorts.enrolment-emails';

export type EnrolmentEmailDeps = {
  mailer: Mailer;
  appUrl: string;
  /** A link where an invited account without a password chooses one (auth's invitation flow). */
  activationLink: (userId: string, tx: Executor) => Promise<string>;
};

/** The learner's cohort page, and the page where an invitation is accepted (src/web/paths.ts). */
export const cohortPagePath = (cohortId: string) => `/dashboard/cohorts/${cohortId}`;
export const cohortJoinPath = (cohortId: string) => `/dashboard/cohorts/${cohortId}/join`;

type Change = DomainEventPayload<'cohort.enrolment.changed'>;

export function subscribeEnrolmentEmails(events: EventBus, deps: EnrolmentEmailDeps) {
  events.subscribe(ENROLMENT_EMAILS_SUBSCRIBER, 'cohort.enrolment.changed', async (tx, event) => {
    const email = await composeEnrolmentEmail(tx, event.payload, deps);
    if (email) await deps.mailer.send(email, tx);
  });
}

export async function composeEnrolmentEmail(
  db: Executor,
  change: Change,
  deps: Pick<EnrolmentEmailDeps, 'appUrl' | 'activationLink'>,
): Promise<Email | null> {
  const [recipient, cohort] = await Promise.all([
    findRecipient(db, change.userId),
    findCohort(db, change.organizationId, change.cohortId),
  ]);
  if (!recipient || !cohort) return null;
  const course = (await findCourseTitle(db, cohort.courseId)) ?? '';
  const names = { cohort: cohort.name, course };
  const greeting = recipient.firstName
    ? t('cohorts.email.greeting', { name: recipient.firstName })
    : t('cohorts.email.greetingAnonymous');
  const pageLink = `${deps.appUrl}${cohortPagePath(cohort.id)}`;
  const welcome = [
    cohort.welcomeMessage?.trim() || null,
    cohort.communicationChannel !== 'none' && cohort.groupLink
      ? t('cohorts.email.welcomeGroup', {
          channel: cohort.communicationChannel === 'whatsapp' ? 'WhatsApp' : 'Telegram',
          link: cohort.groupLink,
        })
      : null,
    t('cohorts.email.openCohort', { link: pageLink }),
  ];
  const compose = (subject: string, lines: (string | null)[], link: string | null): Email => ({
    kind: 'cohort-enrolment',
    to: recipient.email,
    userId: change.userId,
    subject,
    ...(link ? { link } : {}),
    text: [
      greeting,
      '',
      ...lines.filter((line): line is string => line !== null).flatMap((line) => [line, '']),
    ]
      .join('\n')
      .trimEnd(),
  });
  switch (change.change) {
    case 'welcome':
      return compose(
        t('cohorts.email.welcomeSubject', names),
        [t('cohorts.email.welcomeIntro', names), ...welcome],
        pageLink,
      );
    case 'promoted':
      return compose(
        t('cohorts.email.promotedSubject', names),
        [t('cohorts.email.promotedIntro', names), ...welcome],
        pageLink,
      );
    case 'approved':
      return compose(
        t('cohorts.email.approvedSubject', names),
        [t('cohorts.email.approvedIntro', names), ...welcome],
        pageLink,
      );
    case 'approved_waitlisted':
      return compose(
        t('cohorts.email.approvedSubject', names),
        [t('cohorts.email.approvedIntro', names), t('cohorts.email.approvedWaitlisted')],
        null,
      );
    case 'refused':
      return compose(
        t('cohorts.email.refusedSubject', names),
        [t('cohorts.email.refusedIntro', names)],
        null,
      );
    case 'invited': {
      const acceptLink = `${deps.appUrl}${cohortJoinPath(cohort.id)}`;
      const activation =
        recipient.status === 'invited'
          ? t('cohorts.email.invitedActivate', {
              days: '7',
              link: await deps.activationLink(change.userId, db),
            })
          : null;
      return compose(
        t('cohorts.email.invitedSubject', names),
        [
          t('cohorts.email.invitedIntro', names),
          activation,
          t('cohorts.email.invitedAccept', { link: acceptLink }),
        ],
        acceptLink,
      );
    }
  }
}
