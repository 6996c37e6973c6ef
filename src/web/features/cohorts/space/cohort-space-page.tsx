import { Link } from '@tanstack/react-router';
import { CalendarDays, ChevronRight, Users, Video } from 'lucide-react';
import { type KeyboardEvent, Suspense, useRef } from 'react';
import type { TCohortSpace } from '#shared/cohorts/space.ts';
import { COHORT_TABS, type CohortTab } from '#shared/cohorts/space-tabs.ts';
import { t } from '#shared/messages/fr-cohorts-space-web.ts';
import { cn } from '#web/lib/cn.ts';
import { isOfflineError } from '#web/lib/offline.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { paths } from '#web/paths.ts';
import { OfflineNotice } from '#web/ui/load-error.tsx';
import { Loading } from '#web/ui/loading.tsx';
import { useCohortSpace } from './api/get-cohort-space.ts';
import { CohortLoadError } from './cohort-load-error.tsx';
import { cohortDates, loadErrorMessage } from './cohort-space-view.ts';
import { TAB_PANELS } from './cohort-tabs.tsx';

export type CohortSpacePageProps = {
  cohortId: string;
  tab: CohortTab;
  onTabChange: (tab: CohortTab) => void;
};

/** /dashboard/cohorts/{cohortId}?tab=…: the learner's cohort (spec/cohorts.md §2.1). */
export function CohortSpacePage({ cohortId, tab, onTabChange }: CohortSpacePageProps) {
  const cohort = useCohortSpace(cohortId);
  usePageTitle(cohort.data?.name ?? t('cohortSpace.breadcrumb'));
  if (cohort.isPending) return <Loading label={t('cohortSpace.loading')} />;
  if (cohort.isError) {
    if (isOfflineError(cohort.error)) return <OfflineNotice onRetry={() => void cohort.refetch()} />;
    return <CohortLoadError message={loadErrorMessage(cohort.error)} onRetry={() => void cohort.refetch()} />;
  }
  return <CohortSpaceLayout cohort={cohort.data} tab={tab} onTabChange={onTabChange} />;
}

/** The header band, the sticky tab bar and the open tab's panel. */
export function CohortSpaceLayout({
  cohort,
  tab,
  onTabChange,
}: {
  cohort: TCohortSpace;
  tab: CohortTab;
  onTabChange: (tab: CohortTab) => void;
}) {
  const Panel = TAB_PANELS[tab];
  return (
    <div className="-mt-2 space-y-0">
      <header className="rounded-t-lg bg-primary px-4 py-5 text-primary-foreground sm:px-6">
        <nav aria-label={t('cohortSpace.breadcrumbLabel')}>
          <ol className="flex flex-wrap items-center gap-1 text-sm opacity-90">
            <li>
              <Link to={paths.dashboard.courses()} className="underline-offset-2 hover:underline">
                {t('cohortSpace.breadcrumb')}
              </Link>
            </li>
            <li aria-hidden="true">
              <ChevronRight className="size-4" />
            </li>
            <li aria-current="page" className="font-medium">
              {cohort.name}
            </li>
          </ol>
        </nav>
        <h1 id="page-title" className="mt-2 text-2xl font-semibold text-balance sm:text-3xl">
          {cohort.name}
        </h1>
        <ul className="mt-3 flex flex-col gap-1.5 text-sm sm:flex-row sm:flex-wrap sm:gap-x-5">
          <li className="flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
            {cohortDates(cohort)}
          </li>
          <li className="flex items-center gap-1.5">
            <Users aria-hidden="true" className="size-4 shrink-0" />
            {t('cohortSpace.activeParticipants', { n: cohort.stats.active_participants })}
          </li>
          <li className="flex items-center gap-1.5">
            <Video aria-hidden="true" className="size-4 shrink-0" />
            {t('cohortSpace.format')}
          </li>
        </ul>
      </header>
      <CohortTabBar tab={tab} onTabChange={onTabChange} />
      <div role="tabpanel" id={`cohort-panel-${tab}`} aria-labelledby={`cohort-tab-${tab}`} className="pt-5">
        <Suspense fallback={<Loading label={t('cohortSpace.tabLoading')} />}>
          <Panel cohortId={cohort.id} viewer={cohort.viewer} cohort={cohort} onTabChange={onTabChange} />
        </Suspense>
      </div>
    </div>
  );
}

/** The eight tabs, sticky under the shell's bar, scrolling sideways on a phone; arrows move between them. */
export function CohortTabBar({
  tab,
  onTabChange,
}: {
  tab: CohortTab;
  onTabChange: (tab: CohortTab) => void;
}) {
  const list = useRef<HTMLDivElement>(null);
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const next = COHORT_TABS[(COHORT_TABS.indexOf(tab) + step + COHORT_TABS.length) % COHORT_TABS.length]!;
    onTabChange(next);
    list.current?.querySelector<HTMLButtonElement>(`#cohort-tab-${next}`)?.focus();
  };
  return (
    <div className="sticky top-0 z-20 -mx-4 border-b border-border bg-background/95 px-4 backdrop-blur sm:mx-0 sm:px-0">
      <div
        ref={list}
        role="tablist"
        aria-label={t('cohortSpace.tabsLabel')}
        onKeyDown={move}
        className="flex snap-x gap-0 overflow-x-auto py-2 [scrollbar-width:thin]"
      >
        {COHORT_TABS.map((value) => {
          const isSelected = value === tab;
          return (
            <button
              key={value}
              type="button"
              role="tab"
              id={`cohort-tab-${value}`}
              aria-selected={isSelected}
              aria-controls={`cohort-panel-${value}`}
              tabIndex={isSelected ? 0 : -1}
              data-tab={value}
              onClick={() => onTabChange(value)}
              className={cn(
                'shrink-0 snap-start rounded-md px-2.5 py-2 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-ring',
                isSelected
                  ? 'bg-primary-soft text-primary-strong'
                  : 'text-muted-foreground hover:bg-muted hover:text-foreground',
              )}
            >
              {t(`cohortSpace.tab.${value}`)}
            </button>
          );
        })}
      </div>
    </div>
  );
}
