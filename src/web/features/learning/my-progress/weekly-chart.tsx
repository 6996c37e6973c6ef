import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  type ChartConfiguration,
  LinearScale,
  Tooltip,
} from 'chart.js';
import { useEffect, useMemo, useRef } from 'react';
import type { TWeekMinutes } from '#shared/learning/my-progress.contract.ts';
import { t } from '#shared/messages/fr-learning-progress.ts';
import { weekLabel } from './progress-format.ts';

// The minutes per week as bars, drawn by Chart.js the way the instructor's dashboard draws its charts
// (decision 270): this module is imported only lazily by the progress page, so the library loads on
// /dashboard/progress alone. Only the pieces used are registered. The figures are a table too.

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

const BRAND = '#c2410c';
const count = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });

function chartConfig(labels: string[], values: number[]): ChartConfiguration {
  return {
    type: 'bar',
    data: {
      labels,
      datasets: [
        { label: t('progress.chart.minutes'), data: values, backgroundColor: BRAND, borderWidth: 0 },
      ],
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      locale: 'fr-FR',
      plugins: {
        legend: { display: false },
        tooltip: {
          callbacks: {
            title: (items) => t('progress.chart.weekOf', { date: items[0]?.label ?? '' }),
            label: (item) => t('learning.minutes', { n: count.format(Number(item.raw)) }),
          },
        },
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

export function WeeklyChart({ weeks }: { weeks: readonly TWeekMinutes[] }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  // Kept while the answer is the same: the chart is drawn again only when its figures change.
  const labels = useMemo(() => weeks.map((week) => weekLabel(week.weekStart)), [weeks]);
  const values = useMemo(() => weeks.map((week) => week.minutes), [weeks]);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, chartConfig(labels, values));
    return () => chart.destroy();
  }, [labels, values]);
  return (
    <div className="space-y-3">
      <div className="relative h-48 w-full sm:h-56">
        <canvas
          ref={canvas}
          role="img"
          aria-label={t('progress.chart.title')}
          data-testid="chart-weekly-minutes"
        />
      </div>
      <details className="rounded-lg border border-border p-3 text-sm">
        <summary className="cursor-pointer font-medium">{t('progress.chart.table')}</summary>
        <table className="mt-2 w-full text-left">
          <thead>
            <tr className="text-muted-foreground">
              <th className="py-1 pr-3 font-medium">{t('progress.chart.week')}</th>
              <th className="py-1 text-right font-medium">{t('progress.chart.minutes')}</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week, i) => (
              <tr key={week.weekStart} className="border-t border-border">
                <td className="py-1 pr-3">
                  {t('progress.chart.weekOf', { date: labels[i] ?? week.weekStart })}
                </td>
                <td className="py-1 text-right tabular-nums">{count.format(week.minutes)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
