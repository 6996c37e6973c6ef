import { Link } from '@tanstack/react-router';
import { BookOpen } from 'lucide-react';
import { lazy, type ReactElement, Suspense } from 'react';
import type { TMyProgress } from '#shared/learning/my-progress.contract.ts';
import { t } from '#shared/messages/fr-learning-progress.ts';
import { useOfflineCopy } from '#web/lib/use-offline-copy.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { paths } from '#web/paths.ts';
import { buttonClasses } from '#web/ui/button-classes.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/ui/card.tsx';
import { Loading } from '#web/ui/loading.tsx';
import { OfflineCopyNotice } from '#web/ui/offline-copy-notice.tsx';
import { MY_PROGRESS_PATH, useMyProgress } from '../api/get-my-progress.ts';
import { LoadErrorScreen } from '../components/load-states.tsx';
import { formatTimeSpent } from '../learning-format.ts';
import { CourseProgressList } from './course-progress-list.tsx';
import { weekFigures } from './progress-format.ts';

// Chart.js comes with this module only, on this page only.
const WeeklyChart = lazy(() =>
  import('./weekly-chart.tsx').then((module) => ({ default: module.WeeklyChart })),
);

function EmptyState() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border bg-surface px-6 py-12 text-center">
      <BookOpen aria-hidden="true" className="size-10 text-primary" />
      <p className="text-lg font-medium">{t('progress.empty')}</p>
      <p className="max-w-md text-muted-foreground">{t('progress.emptyHint')}</p>
      <Link to={paths.marketplace.home()} className={buttonClasses('default')}>
        {t('progress.browse')}
      </Link>
    </div>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="rounded-lg border border-border bg-surface p-4 shadow-sm">
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="mt-1 text-2xl font-semibold tabular-nums" data-testid={testId}>
        {value}
      </p>
    </div>
  );
}

function TimeCard({ data }: { data: TMyProgress }) {
  const figures = weekFigures(data.weeks);
  return (
    <section className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-3">
        <Figure
          label={t('progress.thisWeek')}
          value={formatTimeSpent(figures.thisWeek)}
          testId="time-this-week"
        />
        <Figure label={t('progress.inWeeks')} value={formatTimeSpent(figures.total)} testId="time-in-weeks" />
        <Figure
          label={t('progress.lessonsInWeeks')}
          value={String(data.lessonsCompletedInWeeks)}
          testId="lessons-in-weeks"
        />
      </div>
      <Card>
        <CardHeader gap="tight">
          <CardTitle className="text-base">{t('progress.chart.title')}</CardTitle>
          <CardDescription>{t('progress.chart.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          {figures.hasAny ? (
            <Suspense fallback={<Loading label={t('progress.chart.loading')} />}>
              <WeeklyChart weeks={data.weeks} />
            </Suspense>
          ) : (
            <p className="text-sm text-muted-foreground">{t('progress.chart.none')}</p>
          )}
        </CardContent>
      </Card>
    </section>
  );
}

/** /dashboard/progress, 'Progression': each course's progress and the time learnt per week. */
export function ProgressPage(): ReactElement {
  const progress = useMyProgress();
  const copiedAt = useOfflineCopy(MY_PROGRESS_PATH, progress.dataUpdatedAt);
  usePageTitle(t('nav.student.progress'));

  if (progress.isPending) return <Loading label={t('progress.loading')} />;
  if (progress.isError)
    return <LoadErrorScreen error={progress.error} onRetry={() => void progress.refetch()} />;
  const { data } = progress;
  return (
    <div className="space-y-8">
      <header className="space-y-1">
        <h1 id="page-title" className="text-2xl font-semibold sm:text-3xl">
          {t('nav.student.progress')}
        </h1>
        <p className="text-muted-foreground">{t('progress.subtitle')}</p>
      </header>
      <OfflineCopyNotice copiedAt={copiedAt} />
      {data.courses.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          <TimeCard data={data} />
          <section aria-labelledby="courses-title" className="space-y-3">
            <h2 id="courses-title" className="text-lg font-semibold">
              {t('progress.courses.title')}
            </h2>
            <CourseProgressList courses={data.courses} />
          </section>
        </>
      )}
    </div>
  );
}
