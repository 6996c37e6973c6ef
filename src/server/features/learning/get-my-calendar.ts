import { sessionInstant } from '#shared/cohorts/cohort-session-times.ts';
import { monthBounds, monthOf, type TCalendarEvent, type TMyCalendar } from '#shared/learning/calendar.ts';
import type { Executor } from '../../db/client.ts';
import type { Caller } from '../auth/caller.ts';
import { listFeedSessions } from '../cohorts/cohort-sessions.repo.ts';
import { listPracticalDeadlinesOf } from '../cohorts/cohort-space.repo.ts';
import { listInstallmentsDueBetween } from '../payments/payments.repo.ts';

// The learner's 'Calendrier' (issue 17): in one month, the live sessions of their cohorts (and of the
// cohorts they teach), the deadlines of their cohorts' practicals, and the installments they still owe.
// Each event links to the page that acts on it.

const startOf = (session: { sessionDate: string; startTime: string }) =>
  sessionInstant(session.sessionDate, session.startTime);
const endOf = (session: { sessionDate: string; endTime: string }) =>
  sessionInstant(session.sessionDate, session.endTime);

const cohortPage = (cohortId: string, tab: string) => `/dashboard/cohorts/${cohortId}?tab=${tab}`;

export async function getMyCalendar(
  db: Executor,
  caller: Caller,
  month = monthOf(new Date()),
): Promise<TMyCalendar> {
  const { from, to } = monthBounds(month);
  const sessions = (await listFeedSessions(db, caller.userId, from.toISOString().slice(0, 10))).filter(
    ({ session }) => startOf(session) < to,
  );
  const events: TCalendarEvent[] = [
    ...sessions.map(({ session, cohortName }) => ({
      id: `session:${session.id}`,
      kind: 'live-session' as const,
      title: session.title,
      context: cohortName,
      startsAt: startOf(session).toISOString(),
      endsAt: endOf(session).toISOString(),
      amount: null,
      link: cohortPage(session.cohortId, 'live-sessions'),
    })),
    ...(await listDueDates(db, caller, from, to)),
  ];
  events.sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.id.localeCompare(b.id));
  return { month, events };
}

/**
 * The learner's practical deadlines and the installments they still owe between two instants: the
 * month view above and the .ics subscription (which writes the sessions with their links) share them.
 */
export async function listDueDates(
  db: Executor,
  learner: { userId: string; organizationId: string },
  from: Date,
  to: Date,
): Promise<TCalendarEvent[]> {
  const deadlines = await listPracticalDeadlinesOf(db, learner.userId, from, to);
  const installments = await listInstallmentsDueBetween(db, learner, from, to);
  return [
    ...deadlines.map((deadline) => ({
      id: `deadline:${deadline.cohortId}:${deadline.exerciseId}`,
      kind: 'deadline' as const,
      title: deadline.exerciseTitle,
      context: deadline.cohortName ?? '',
      startsAt: deadline.dueAt.toISOString(),
      endsAt: null,
      amount: null,
      link: cohortPage(deadline.cohortId, 'practicals'),
    })),
    ...installments.map((installment) => ({
      id: `installment:${installment.id}`,
      kind: 'installment' as const,
      title: `Échéance n° ${installment.sequence}`,
      context: installment.courseTitle,
      startsAt: installment.dueDate.toISOString(),
      endsAt: null,
      amount: installment.amount,
      link: `/dashboard/courses/${installment.courseId}`,
    })),
  ];
}
