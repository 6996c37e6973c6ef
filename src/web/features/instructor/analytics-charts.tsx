import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  type ChartConfiguration,
  Filler,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useEffect, useMemo, useRef } from 'react';
import type { TInstructorAnalytics } from '#shared/instructor/analytics.contract.ts';
import type { Bucket } from '#shared/instructor/analytics-period.ts';
import { t } from '#shared/messages/fr-instructor-desk-web.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/ui/card.tsx';
import { axisLabel, formatFcfa, formatNumericDay } from './desk-format.ts';
import { ScrollRegion } from './scroll-region.tsx';

// The dashboard's two charts (revenue by bar, new enrolments by line; the theme's terracotta), drawn by Chart.js: this module
// is imported only lazily by the analytics page, so the library loads on /instructor alone (decision 270).
// Only the pieces used are registered (tree-shaken build). Each chart has its figures as a table too.

Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Filler,
);

const BRAND = '#c2410c';
const BRAND_LIGHT = 'rgba(194, 65, 12, 0.15)';
const count = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });
const formatCountValue = (value: number) => count.format(value);

type Series = TInstructorAnalytics['series'];

type ChartInput = {
  kind: 'bar' | 'line';
  labels: string[];
  values: number[];
  title: string;
  format: (value: number) => string;
};

function chartConfig(input: ChartInput): ChartConfiguration {
  return {
    type: input.kind,
    data: {
      labels: input.labels,
      datasets: [
        {
          label: input.title,
          data: input.values,
          backgroundColor: input.kind === 'bar' ? BRAND : BRAND_LIGHT,
          borderColor: BRAND,
          borderWidth: input.kind === 'bar' ? 0 : 2,
          fill: input.kind === 'line',
          pointRadius: input.values.length > 40 ? 0 : 2,
          tension: 0,
        },
      ],
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      locale: 'fr-FR',
      plugins: {
        legend: { display: false },
        tooltip: { callbacks: { label: (item) => input.format(Number(item.raw)) } },
      },
      scales: {
        x: { ticks: { maxRotation: 0, autoSkip: true, maxTicksLimit: 6 }, grid: { display: false } },
        y: {
          beginAtZero: true,
          ticks: { precision: 0, maxTicksLimit: 5, callback: (value) => count.format(Number(value)) },
        },
      },
    },
  };
}

function ChartCard(props: {
  title: string;
  description: string;
  labels: string[];
  values: number[];
  kind: 'bar' | 'line';
  format: (value: number) => string;
  testId: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const { kind, labels, values, title, format } = props;
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, chartConfig({ kind, labels, values, title, format }));
    return () => chart.destroy();
  }, [kind, labels, values, title, format]);
  return (
    <Card>
      <CardHeader gap="tight">
        <CardTitle className="text-base">{props.title}</CardTitle>
        <CardDescription>{props.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="relative h-48 w-full sm:h-56">
          <canvas ref={canvas} role="img" aria-label={props.title} data-testid={props.testId} />
        </div>
      </CardContent>
    </Card>
  );
}

export function AnalyticsCharts({ series, bucket }: { series: Series; bucket: Bucket }) {
  const invalid = t('desk.dateInvalid');
  // Kept while the series is the same answer: a chart is drawn again only when its figures change.
  const labels = useMemo(
    () => series.map((point) => axisLabel(point.date, bucket, invalid)),
    [series, bucket, invalid],
  );
  const revenue = useMemo(() => series.map((point) => point.revenue), [series]);
  const enrollments = useMemo(() => series.map((point) => point.newEnrollments), [series]);
  const description = bucket === 'week' ? t('desk.charts.byWeek') : t('desk.charts.byDay');
  return (
    <section className="space-y-4">
      <div className="grid gap-4 lg:grid-cols-2 [&>*]:min-w-0">
        <ChartCard
          title={t('desk.charts.revenue')}
          description={description}
          labels={labels}
          values={revenue}
          kind="bar"
          format={formatFcfa}
          testId="chart-revenue"
        />
        <ChartCard
          title={t('desk.charts.enrollments')}
          description={description}
          labels={labels}
          values={enrollments}
          kind="line"
          format={formatCountValue}
          testId="chart-enrollments"
        />
      </div>
      <details className="rounded-lg border border-border bg-surface p-4 text-sm">
        <summary className="cursor-pointer font-medium">{t('desk.charts.table')}</summary>
        <ScrollRegion label={t('desk.charts.table')} className="mt-3 max-h-72">
          <table className="w-full text-left">
            <thead>
              <tr className="text-muted-foreground">
                <th className="py-1 pr-3 font-medium">{t('desk.charts.date')}</th>
                <th className="py-1 pr-3 text-right font-medium">{t('desk.charts.revenue')}</th>
                <th className="py-1 text-right font-medium">{t('desk.charts.enrollments')}</th>
              </tr>
            </thead>
            <tbody>
              {series.map((point) => (
                <tr key={point.date} className="border-t border-border">
                  <td className="py-1 pr-3">
                    {bucket === 'week'
                      ? t('desk.charts.weekOf', { date: formatNumericDay(point.date, invalid) })
                      : formatNumericDay(point.date, invalid)}
                  </td>
                  <td className="py-1 pr-3 text-right tabular-nums">{count.format(point.revenue)}</td>
                  <td className="py-1 text-right tabular-nums">{count.format(point.newEnrollments)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </details>
    </section>
  );
}
