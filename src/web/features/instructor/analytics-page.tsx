import { lazy, Suspense, useState } from 'react';
import type { TCourseFigures, TInstructorAnalytics } from '#shared/instructor/analytics.contract.ts';
import {
  ANALYTICS_PERIODS,
  type AnalyticsPeriod,
  DEFAULT_PERIOD,
} from '#shared/instructor/analytics-period.ts';
import { t } from '#shared/messages/fr-instructor-desk-web.ts';
import { cn } from '#web/lib/cn.ts';
import { formatCount, formatPercent } from '#web/lib/format.ts';
import { isOfflineError } from '#web/lib/offline.ts';
import { useOnlineStatus } from '#web/lib/use-online-status.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { Alert } from '#web/ui/alert.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/ui/card.tsx';
import { LoadError } from '#web/ui/load-error.tsx';
import { Loading } from '#web/ui/loading.tsx';
import { useInstructorAnalytics } from './api/instructor-desk.ts';
import { formatClock, formatFcfa } from './desk-format.ts';
import { ScrollRegion } from './scroll-region.tsx';

// /instructor: the instructor's dashboard (issue 17; spec §7): a period, the headline figures, the
// charts (Chart.js, loaded only here and after the figures), the best courses and every course.
// Asked again every five minutes; a failure shows the API's French text, offline says so.

const AnalyticsCharts = lazy(() =>
  import('./analytics-charts.tsx').then((module) => ({ default: module.AnalyticsCharts })),
);

function PeriodPicker({
  value,
  onChange,
}: {
  value: AnalyticsPeriod;
  onChange: (p: AnalyticsPeriod) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="sr-only">{t('desk.analytics.period')}</legend>
      <div className="inline-flex w-full rounded-lg border border-border bg-surface p-1 sm:w-auto">
        {ANALYTICS_PERIODS.map((period) => (
          <label
            key={period}
            className={cn(
              'flex h-9 flex-1 cursor-pointer items-center justify-center rounded-md px-3 text-sm font-medium whitespace-nowrap sm:flex-none',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
              period === value ? 'bg-primary text-primary-foreground' : 'text-foreground hover:bg-muted',
            )}
          >
            <input
              type="radio"
              name="period"
              value={period}
              checked={period === value}
              onChange={() => onChange(period)}
              className="sr-only"
            />
            {t(`desk.analytics.period.${period}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Kpi({
  label,
  value,
  unit,
  hint,
  testId,
}: {
  label: string;
  value: string;
  unit?: string;
  hint?: string;
  testId: string;
}) {
  return (
    <Card className="h-full p-4">
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="mt-1 text-xl font-semibold tabular-nums lg:text-2xl" data-testid={testId}>
        {value}
        {unit ? <span className="ml-1 text-sm font-medium">{unit}</span> : null}
      </p>
      {hint ? <p className="mt-1 text-xs text-muted-foreground">{hint}</p> : null}
    </Card>
  );
}

const REGION_LABEL = t('desk.courses.title');

const quizScore = (score: number | null) => (score === null ? '—' : formatPercent(score));

function TopCourses({ courses }: { courses: TCourseFigures[] }) {
  return (
    <Card>
      <CardHeader gap="tight">
        <CardTitle className="text-base">{t('desk.top.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {courses.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('desk.top.empty')}</p>
        ) : (
          <ol className="space-y-3">
            {courses.map((course, index) => (
              <li key={course.courseId} className="flex items-start gap-3">
                <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-primary-soft text-xs font-semibold">
                  {index + 1}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="font-medium break-words">{course.title}</p>
                  <p className="text-sm text-muted-foreground">
                    {formatFcfa(course.revenue)} · {formatCount(course.newEnrollments)}{' '}
                    {t('desk.courses.enrollments').toLowerCase()}
                  </p>
                </div>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

function CoursesTable({ courses }: { courses: TCourseFigures[] }) {
  return (
    <Card>
      <CardHeader gap="tight">
        <CardTitle className="text-base">{t('desk.courses.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {courses.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('desk.courses.empty')}</p>
        ) : (
          <ScrollRegion label={REGION_LABEL} className="-mx-1">
            <table className="w-full min-w-[34rem] text-left text-sm">
              <thead className="text-muted-foreground">
                <tr>
                  <th className="px-1 py-2 font-medium">{t('desk.courses.course')}</th>
                  <th className="px-1 py-2 text-right font-medium">{t('desk.courses.revenue')}</th>
                  <th className="px-1 py-2 text-right font-medium">{t('desk.courses.enrollments')}</th>
                  <th className="px-1 py-2 text-right font-medium">{t('desk.courses.active')}</th>
                  <th className="px-1 py-2 text-right font-medium">{t('desk.courses.completion')}</th>
                  <th className="px-1 py-2 text-right font-medium">{t('desk.courses.quiz')}</th>
                </tr>
              </thead>
              <tbody>
                {courses.map((course) => (
                  <tr key={course.courseId} className="border-t border-border">
                    <td className="px-1 py-2 font-medium">{course.title}</td>
                    <td className="px-1 py-2 text-right tabular-nums whitespace-nowrap">
                      {formatFcfa(course.revenue)}
                    </td>
                    <td className="px-1 py-2 text-right tabular-nums">
                      {formatCount(course.newEnrollments)}
                    </td>
                    <td className="px-1 py-2 text-right tabular-nums">
                      {formatCount(course.activeLearners)}
                    </td>
                    <td className="px-1 py-2 text-right tabular-nums">
                      {formatPercent(course.completionRate)}
                    </td>
                    <td className="px-1 py-2 text-right tabular-nums">
                      {quizScore(course.averageQuizScore)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </CardContent>
    </Card>
  );
}

function Freshness({
  data,
  isOnline,
  failure,
}: {
  data: TInstructorAnalytics;
  isOnline: boolean;
  failure: unknown;
}) {
  const invalid = t('desk.dateInvalid');
  const time = formatClock(data.refreshedAt ?? new Date().toISOString(), invalid);
  if (!isOnline || isOfflineError(failure)) {
    return <Alert variant="warning">{t('desk.analytics.offlineStale', { time })}</Alert>;
  }
  return (
    <p className="text-xs text-muted-foreground">
      {data.source === 'rollup' ? t('desk.analytics.refreshedAt', { time }) : t('desk.analytics.live')}
    </p>
  );
}

export function InstructorAnalyticsPage() {
  usePageTitle(t('desk.analytics.title'));
  const [period, setPeriod] = useState<AnalyticsPeriod>(DEFAULT_PERIOD);
  const query = useInstructorAnalytics(period);
  const isOnline = useOnlineStatus();
  const data = query.data;
  return (
    <div className="mx-auto max-w-6xl space-y-5 px-4 py-6 sm:px-6">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold">{t('desk.analytics.title')}</h1>
          <p className="text-sm text-muted-foreground">{t('desk.analytics.subtitle')}</p>
        </div>
        <PeriodPicker value={period} onChange={setPeriod} />
      </header>
      {!data ? (
        query.isError ? (
          <LoadError
            error={query.error}
            onRetry={() => void query.refetch()}
            title={t('desk.analytics.loadError')}
          />
        ) : (
          <Loading label={t('desk.analytics.loading')} />
        )
      ) : (
        <>
          <Freshness data={data} isOnline={isOnline} failure={query.error} />
          {query.isError && !isOfflineError(query.error) ? (
            <Alert variant="destructive">{`${t('desk.analytics.loadError')} : ${query.error.message}`}</Alert>
          ) : null}
          <section
            aria-label={t('desk.analytics.title')}
            className={cn(
              'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5',
              query.isPlaceholderData && 'opacity-60',
            )}
          >
            <div className="col-span-2 sm:col-span-1">
              <Kpi
                label={t('desk.kpi.revenue')}
                value={formatCount(data.totals.revenue)}
                unit="FCFA"
                hint={t('desk.kpi.sales', { n: formatCount(data.totals.sales) })}
                testId="kpi-revenue"
              />
            </div>
            <Kpi
              label={t('desk.kpi.newEnrollments')}
              value={formatCount(data.totals.newEnrollments)}
              testId="kpi-enrollments"
            />
            <Kpi
              label={t('desk.kpi.activeLearners')}
              value={formatCount(data.totals.activeLearners)}
              testId="kpi-active"
            />
            <Kpi
              label={t('desk.kpi.completionRate')}
              value={formatPercent(data.totals.completionRate)}
              testId="kpi-completion"
            />
            <Kpi
              label={t('desk.kpi.averageQuizScore')}
              value={quizScore(data.totals.averageQuizScore)}
              hint={data.totals.averageQuizScore === null ? t('desk.kpi.noQuiz') : undefined}
              testId="kpi-quiz"
            />
          </section>
          <Suspense fallback={<Loading label={t('desk.charts.loading')} />}>
            <AnalyticsCharts series={data.series} bucket={data.bucket} />
          </Suspense>
          <div className="grid gap-4 lg:grid-cols-[1fr_2fr] [&>*]:min-w-0">
            <TopCourses courses={data.topCourses} />
            <CoursesTable courses={data.courses} />
          </div>
        </>
      )}
    </div>
  );
}
