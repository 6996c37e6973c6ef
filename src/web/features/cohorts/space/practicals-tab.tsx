import { Link } from '@tanstack/react-router';
import { ClipboardList } from 'lucide-react';
import type { TCohortPractical } from '#shared/cohorts/space.ts';
import { t } from '#shared/messages/fr-cohorts-space-web.ts';
import { cn } from '#web/lib/cn.ts';
import { formatLongDate } from '#web/lib/format.ts';
import { paths } from '#web/paths.ts';
import { buttonClasses } from '#web/ui/button-classes.ts';
import { Loading } from '#web/ui/loading.tsx';
import { useCohortPracticals } from './api/list-cohort-practicals.ts';
import { CohortLoadError } from './cohort-load-error.tsx';
import { loadErrorMessage, type PracticalState, practicalState } from './cohort-space-view.ts';
import type { CohortTabProps } from './cohort-tab-props.ts';

const TONES: Record<PracticalState['tone'], string> = {
  todo: 'bg-warning-soft text-warning',
  late: 'bg-destructive-soft text-destructive',
  done: 'bg-primary-soft text-primary-strong',
  graded: 'bg-success-soft text-success',
};

/** 'Travaux pratiques': the cohort's exercises with their deadlines and where each stands. */
export function PracticalsTab({ cohortId }: CohortTabProps) {
  const practicals = useCohortPracticals(cohortId);
  if (practicals.isPending) return <Loading label={t('cohortSpace.tabLoading')} />;
  if (practicals.isError)
    return (
      <CohortLoadError
        message={loadErrorMessage(practicals.error)}
        onRetry={() => void practicals.refetch()}
      />
    );
  return <PracticalList practicals={practicals.data.practicals} />;
}

export function PracticalList({ practicals }: { practicals: TCohortPractical[] }) {
  if (practicals.length === 0)
    return <p className="text-muted-foreground">{t('cohortSpace.practicals.empty')}</p>;
  return (
    <ul className="space-y-3">
      {practicals.map((practical) => {
        const state = practicalState(practical);
        return (
          <li key={practical.exerciseId} className="rounded-lg border border-border bg-surface p-4 shadow-sm">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h2 className="flex items-center gap-2 font-semibold">
                <ClipboardList aria-hidden="true" className="size-5 shrink-0 text-primary" />
                {practical.title}
              </h2>
              {state ? (
                <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', TONES[state.tone])}>
                  {state.label}
                </span>
              ) : null}
            </div>
            {practical.description ? (
              <p className="mt-1 text-sm text-muted-foreground">{practical.description}</p>
            ) : null}
            <p
              className={cn(
                'mt-2 text-sm',
                practical.isPastDue ? 'text-destructive' : 'text-muted-foreground',
              )}
            >
              {t('cohortSpace.practicals.due', { date: formatLongDate(practical.dueAt) ?? '' })} ·{' '}
              {t('cohortSpace.practicals.points', { n: practical.points })}
            </p>
            {practical.counts ? (
              <p className="mt-1 text-sm">{t('cohortSpace.practicals.counts', practical.counts)}</p>
            ) : null}
            {practical.lessonId ? (
              <Link
                to={paths.dashboard.exercise(practical.lessonId)}
                className={cn(buttonClasses('outline', 'sm'), 'mt-3')}
              >
                {t('cohortSpace.practicals.open')}
              </Link>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
