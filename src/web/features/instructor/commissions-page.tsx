import { Download } from 'lucide-react';
import { useState } from 'react';
import type { TCommissionsSummary } from '#shared/instructor/commissions.contract.ts';
import { EMPTY_COMMISSIONS } from '#shared/instructor/commissions.ts';
import { t } from '#shared/messages/fr-instructor-desk-web.ts';
import { errorMessage } from '#web/lib/api.ts';
import { cn } from '#web/lib/cn.ts';
import { formatCount } from '#web/lib/format.ts';
import { isOfflineError } from '#web/lib/offline.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { Alert } from '#web/ui/alert.tsx';
import { buttonClasses } from '#web/ui/button-classes.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/ui/card.tsx';
import { Loading } from '#web/ui/loading.tsx';
import { exportCommissionsCsv, useInstructorCommissions } from './api/instructor-desk.ts';
import { formatFcfa, formatGrowth, formatNumericDay } from './desk-format.ts';
import { ScrollRegion } from './scroll-region.tsx';

// /instructor/commissions (issue 17; spec §3, §7, §8): received, pending, rate, this month against
// last month, the latest lines and 'Exporter en CSV'. A failure falls back to zeros at 70 % (§8),
// with a line saying why and 'Réessayer'.

/** An amount: the number, then 'FCFA' smaller, so a large amount fits a half-width card at 360 px. */
function Figure({
  label,
  amount,
  hint,
  testId,
}: {
  label: string;
  amount: number;
  hint?: string;
  testId: string;
}) {
  return (
    <Card className="h-full p-4">
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="mt-1 text-xl font-semibold tabular-nums lg:text-2xl" data-testid={testId}>
        {formatCount(amount)}
        <span className="ml-1 text-sm font-medium">FCFA</span>
      </p>
      {hint ? <p className="mt-1 text-xs text-muted-foreground">{hint}</p> : null}
    </Card>
  );
}

function ExportButton() {
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const onExport = async () => {
    setState({ busy: true, error: null });
    try {
      await exportCommissionsCsv(
        t('desk.commissions.fileName', { date: new Date().toISOString().slice(0, 10) }),
      );
      setState({ busy: false, error: null });
    } catch (error) {
      setState({ busy: false, error: t('desk.commissions.exportError', { message: errorMessage(error) }) });
    }
  };
  return (
    <div className="flex flex-col gap-2 sm:items-end">
      <button
        type="button"
        className={buttonClasses('outline')}
        onClick={() => void onExport()}
        disabled={state.busy}
      >
        <Download aria-hidden="true" className="size-4" />
        {state.busy ? t('desk.commissions.exporting') : t('desk.commissions.export')}
      </button>
      {state.error ? (
        <p role="alert" className="text-sm text-destructive">
          {state.error}
        </p>
      ) : null}
    </div>
  );
}

const REGION_LABEL = t('desk.commissions.history');

function History({ history }: { history: TCommissionsSummary['history'] }) {
  const invalid = t('desk.dateInvalid');
  return (
    <Card>
      <CardHeader gap="tight">
        <CardTitle className="text-base">{t('desk.commissions.history')}</CardTitle>
        <CardDescription>{t('desk.commissions.historyHint')}</CardDescription>
      </CardHeader>
      <CardContent>
        {history.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('desk.commissions.empty')}</p>
        ) : (
          <ScrollRegion label={REGION_LABEL} className="-mx-1">
            <table className="w-full min-w-[30rem] text-left text-sm">
              <thead className="text-muted-foreground">
                <tr>
                  <th className="px-1 py-2 font-medium">{t('desk.commissions.date')}</th>
                  <th className="px-1 py-2 font-medium">{t('desk.commissions.course')}</th>
                  <th className="px-1 py-2 text-right font-medium">{t('desk.commissions.sale')}</th>
                  <th className="px-1 py-2 text-right font-medium">{t('desk.commissions.rateColumn')}</th>
                  <th className="px-1 py-2 text-right font-medium">{t('desk.commissions.amount')}</th>
                </tr>
              </thead>
              <tbody>
                {history.map((line) => (
                  <tr key={line.id} className="border-t border-border">
                    <td className="px-1 py-2 whitespace-nowrap">
                      {formatNumericDay(line.createdAt, invalid)}
                    </td>
                    <td className="px-1 py-2">{line.courseTitle}</td>
                    <td className="px-1 py-2 text-right tabular-nums whitespace-nowrap">
                      {formatFcfa(line.saleAmount)}
                    </td>
                    <td className="px-1 py-2 text-right tabular-nums">{formatCount(line.rate)}&nbsp;%</td>
                    <td className="px-1 py-2 text-right font-medium tabular-nums whitespace-nowrap">
                      {formatFcfa(line.amount)}
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

export function InstructorCommissionsPage() {
  usePageTitle(t('desk.commissions.title'));
  const query = useInstructorCommissions();
  if (query.isPending) return <Loading label={t('desk.commissions.loading')} />;
  const summary: TCommissionsSummary = query.data ?? { ...EMPTY_COMMISSIONS, history: [] };
  return (
    <div className="mx-auto max-w-6xl space-y-5 px-4 py-6 sm:px-6">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold">{t('desk.commissions.title')}</h1>
          <p className="text-sm text-muted-foreground">
            {t('desk.commissions.subtitle', { rate: formatCount(summary.rate) })}
          </p>
        </div>
        <ExportButton />
      </header>
      {query.isError ? (
        <Alert variant="warning">
          <p>
            {isOfflineError(query.error) ? t('desk.commissions.offline') : t('desk.commissions.unavailable')}
          </p>
          <button
            type="button"
            className={cn(buttonClasses('outline', 'sm'), 'mt-2')}
            onClick={() => void query.refetch()}
          >
            {t('desk.commissions.retry')}
          </button>
        </Alert>
      ) : null}
      <section aria-label={t('desk.commissions.title')} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <div className="col-span-2 sm:col-span-1">
          <Figure
            label={t('desk.commissions.received')}
            amount={summary.received}
            testId="commissions-received"
          />
        </div>
        <div className="col-span-2 sm:col-span-1">
          <Figure
            label={t('desk.commissions.pending')}
            amount={summary.pending}
            hint={t('desk.commissions.pendingHint')}
            testId="commissions-pending"
          />
        </div>
        <Figure
          label={t('desk.commissions.thisMonth')}
          amount={summary.thisMonth}
          hint={t('desk.commissions.growth', { growth: formatGrowth(summary.growth) })}
          testId="commissions-this-month"
        />
        <Figure
          label={t('desk.commissions.lastMonth')}
          amount={summary.lastMonth}
          testId="commissions-last-month"
        />
      </section>
      <History history={summary.history} />
    </div>
  );
}
