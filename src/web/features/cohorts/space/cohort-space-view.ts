import type { TCohortPractical, TCohortSpace } from '#shared/cohorts/space.ts';
import { t } from '#shared/messages/fr-cohorts-space-web.ts';
import { ApiError } from '#web/lib/api.ts';
import { formatLongDate } from '#web/lib/format.ts';

// What the cohort page says, decided without drawing (unit-tested): the header's dates, a session's
// time, a participant's status, a practical's state, the error box's message.

/** 'Du 2 novembre 2026 au 30 novembre 2026', or 'À partir du …' without an end. */
export function cohortDates(cohort: Pick<TCohortSpace, 'startDate' | 'endDate'>): string {
  const start = formatLongDate(cohort.startDate) ?? '';
  const end = formatLongDate(cohort.endDate);
  return end ? t('cohortSpace.dates', { start, end }) : t('cohortSpace.datesFrom', { start });
}

/** '18:00:00' → '18h00'. */
export const clockTime = (time: string) => time.slice(0, 5).replace(':', 'h');

/** 'samedi 5 décembre 2026, de 09h00 à 11h00'. */
export function sessionWhen(session: { session_date: string; start_time: string; end_time: string }): string {
  const date = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${session.session_date}T00:00:00Z`),
  );
  return t('cohortSpace.overview.sessionWhen', {
    date,
    start: clockTime(session.start_time),
    end: clockTime(session.end_time),
  });
}

/** spec/cohorts.md §4: active is 'Actif', invited 'Invité', anything else 'Inactif'. */
export function participantStatusLabel(status: string): string {
  if (status === 'active') return t('cohortSpace.participants.active');
  if (status === 'invited') return t('cohortSpace.participants.invited');
  return t('cohortSpace.participants.inactive');
}

export type PracticalState = { label: string; tone: 'todo' | 'late' | 'done' | 'graded' };

/** A learner's practical: 'À faire', 'En retard' (past its deadline, not handed in), 'Rendu', 'Corrigé · 15/20'. */
export function practicalState(
  practical: Pick<TCohortPractical, 'mine' | 'isPastDue'>,
): PracticalState | null {
  const mine = practical.mine;
  if (!mine) return null;
  if (mine.status === 'graded') {
    const score =
      mine.score === null
        ? ''
        : ` · ${t('cohortSpace.practicals.score', { score: mine.score, max: mine.maxScore ?? 0 })}`;
    return { label: `${t('cohortSpace.practicals.status.graded')}${score}`, tone: 'graded' };
  }
  if (mine.status === 'submitted')
    return { label: t('cohortSpace.practicals.status.submitted'), tone: 'done' };
  if (practical.isPastDue) return { label: t('cohortSpace.practicals.status.late'), tone: 'late' };
  return { label: t('cohortSpace.practicals.status.not_submitted'), tone: 'todo' };
}

/** The red box's message: the server's own (its `error` field), else the request helper's, else the default. */
export function loadErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.serverMessage && error.status < 500) return error.serverMessage;
    return error.message || t('cohortSpace.errorDefault');
  }
  return t('cohortSpace.errorDefault');
}

/** '1,2 Mo', '340 Ko'. */
export function fileSize(bytes: number | null): string {
  if (bytes === null) return '';
  const format = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });
  if (bytes >= 1024 * 1024) return `${format.format(bytes / (1024 * 1024))} Mo`;
  return `${format.format(Math.max(1, Math.round(bytes / 1024)))} Ko`;
}
