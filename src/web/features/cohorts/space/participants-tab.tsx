import { Search } from 'lucide-react';
import { useState } from 'react';
import type { TCohortParticipant } from '#shared/cohorts/space.ts';
import { PARTICIPANT_STATUSES, type TParticipantStatus } from '#shared/cohorts/space-values.ts';
import { t } from '#shared/messages/fr-cohorts-space-web.ts';
import { cn } from '#web/lib/cn.ts';
import { formatPercent } from '#web/lib/format.ts';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';
import { Avatar } from '#web/ui/avatar.tsx';
import { Loading } from '#web/ui/loading.tsx';
import { ProgressBar } from '#web/ui/progress-bar.tsx';
import { FIELD_SELECT_CLASSES } from '#web/ui/select-classes.ts';
import { useCohortParticipants } from './api/list-cohort-participants.ts';
import { CohortLoadError } from './cohort-load-error.tsx';
import { loadErrorMessage, participantStatusLabel } from './cohort-space-view.ts';
import type { CohortTabProps } from './cohort-tab-props.ts';

const LEARNER_FILTERS: readonly TParticipantStatus[] = ['active', 'completed'];

/** 'Participants': filter by status, search by name; the staff see emails and payments. */
export function ParticipantsTab({ cohortId, viewer }: CohortTabProps) {
  const [status, setStatus] = useState<TParticipantStatus | null>(null);
  const [search, setSearch] = useState('');
  const query = useCohortParticipants(cohortId, status, useDebouncedValue(search, 300));
  const filters = viewer === 'learner' ? LEARNER_FILTERS : PARTICIPANT_STATUSES;
  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
        <div>
          <label htmlFor="participant-status" className="text-sm font-medium">
            {t('cohortSpace.participants.status')}
          </label>
          <select
            id="participant-status"
            value={status ?? ''}
            onChange={(event) => setStatus((event.target.value || null) as TParticipantStatus | null)}
            className={FIELD_SELECT_CLASSES}
          >
            <option value="">{t('cohortSpace.participants.all')}</option>
            {filters.map((value) => (
              <option key={value} value={value}>
                {t(`cohortSpace.participants.filter.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="participant-search" className="text-sm font-medium">
            {t('cohortSpace.participants.search')}
          </label>
          <div className="relative mt-1.5">
            <Search aria-hidden="true" className="absolute top-3 left-3 size-5 text-muted-foreground" />
            <input
              id="participant-search"
              type="search"
              value={search}
              maxLength={100}
              placeholder={t('cohortSpace.participants.searchPlaceholder')}
              onChange={(event) => setSearch(event.target.value)}
              className="h-11 w-full rounded-md border border-input bg-surface pr-3 pl-10 text-base focus-visible:outline-2 focus-visible:outline-ring sm:text-sm"
            />
          </div>
        </div>
      </div>
      {query.isPending ? (
        <Loading label={t('cohortSpace.tabLoading')} />
      ) : query.isError ? (
        <CohortLoadError message={loadErrorMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : (
        <ParticipantList participants={query.data.participants} total={query.data.total} />
      )}
    </div>
  );
}

export function ParticipantList({
  participants,
  total,
}: {
  participants: TCohortParticipant[];
  total: number;
}) {
  if (participants.length === 0)
    return <p className="text-muted-foreground">{t('cohortSpace.participants.empty')}</p>;
  return (
    <div className="space-y-2">
      <p aria-live="polite" className="text-sm text-muted-foreground">
        {participants.length < total
          ? t('cohortSpace.participants.shownOf', { shown: participants.length, total })
          : t('cohortSpace.participants.count', { n: total })}
      </p>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {participants.map((person) => {
          const name = `${person.first_name} ${person.last_name}`.trim();
          return (
            <li
              key={person.id}
              className="flex gap-3 rounded-lg border border-border bg-surface p-3 shadow-sm"
            >
              <Avatar src={person.avatar} name={name} size={44} />
              <div className="min-w-0 flex-1 space-y-1">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="truncate font-medium">{name}</p>
                  <span
                    className={cn(
                      'rounded-full px-2 py-0.5 text-xs font-semibold',
                      person.status === 'active'
                        ? 'bg-success-soft text-success'
                        : 'bg-muted text-muted-foreground',
                    )}
                  >
                    {participantStatusLabel(person.status)}
                  </span>
                  {person.payment_status === 'paid' ? (
                    <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-primary-strong">
                      {t('cohortSpace.participants.paid')}
                    </span>
                  ) : null}
                </div>
                {person.email ? (
                  <p className="truncate text-xs text-muted-foreground">{person.email}</p>
                ) : null}
                <div className="flex items-center gap-2">
                  <ProgressBar
                    value={person.completion_rate}
                    label={t('cohortSpace.participants.completion', { name })}
                  />
                  <span className="text-xs text-muted-foreground tabular-nums">
                    {formatPercent(person.completion_rate)}
                  </span>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
