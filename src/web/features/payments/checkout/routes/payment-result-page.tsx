import { Link, useSearch } from '@tanstack/react-router';
import { CheckCircle2, Clock, SearchX, XCircle } from 'lucide-react';
import { type ReactElement, type ReactNode, useEffect } from 'react';
import { t } from '#shared/messages/fr-payments.ts';
import type { TPaymentStatusView } from '#shared/payments/payment.contract.ts';
import { ApiError, errorMessage } from '#web/lib/api.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { paths } from '#web/paths.ts';
import { Alert, AlertDescription } from '#web/ui/alert.tsx';
import { Button } from '#web/ui/button.tsx';
import { buttonClasses } from '#web/ui/button-classes.ts';
import { usePaymentStatus } from '../api/check-payment-status.ts';
import { forgetCheckout, sessionMemory } from '../checkout-memory.ts';
import { formatXof } from '../checkout-plans.ts';
import { resultView } from '../status-polling.ts';
import { formatPaymentDate } from '../summary-lines.ts';
import type { Viewer } from '../viewer.ts';

function ResultCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-md space-y-5 rounded-lg border border-border bg-surface p-6 text-center shadow-sm">
      <div className="flex justify-center">{icon}</div>
      <h1 className="text-2xl font-bold">{title}</h1>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: Array<[string, string]> }) {
  return (
    <dl className="divide-y divide-border rounded-lg border border-border text-left">
      {rows.map(([label, value]) => (
        <div key={label} className="flex items-baseline justify-between gap-4 px-4 py-2.5">
          <dt className="shrink-0 text-sm text-muted-foreground">{label}</dt>
          <dd className="min-w-0 text-right text-sm font-medium [overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Success({ payment }: { payment: TPaymentStatusView }) {
  // Paid: the operator, phone and promo code kept for a retry are no longer needed (decision 047).
  useEffect(() => forgetCheckout(sessionMemory(), payment.courseId), [payment.courseId]);
  const rows: Array<[string, string]> = [
    [
      t('payments.result.amountPaid'),
      payment.amount > 0 ? formatXof(payment.amount) : t('payments.checkout.summary.free'),
    ],
  ];
  if (payment.remainingAmount > 0)
    rows.push([t('payments.result.remaining'), formatXof(payment.remainingAmount)]);
  if (payment.nextPaymentDate)
    rows.push([t('payments.result.nextPayment'), formatPaymentDate(payment.nextPaymentDate)]);
  rows.push([t('payments.result.reference'), payment.reference]);
  return (
    <ResultCard
      icon={<CheckCircle2 aria-hidden="true" className="size-14 text-success" />}
      title={t('payments.result.successTitle')}
    >
      <p>{t('payments.result.successDetail')}</p>
      <Facts rows={rows} />
      <Link to={paths.dashboard.course(payment.courseId)} className={`${buttonClasses('default')} w-full`}>
        {t('payments.result.goToCourse')}
      </Link>
    </ResultCard>
  );
}

function Failure({ payment }: { payment: TPaymentStatusView }) {
  return (
    <ResultCard
      icon={<XCircle aria-hidden="true" className="size-14 text-destructive" />}
      title={t('payments.result.failedTitle')}
    >
      <p className="font-medium">{t('payments.result.failedSubtitle')}</p>
      {/* The server's own reason when it is more than the generic one (the session filled up, refund due…). */}
      {payment.failureMessage && payment.failureMessage !== t('payments.result.failedSubtitle') ? (
        <Alert variant="warning" className="text-left">
          <AlertDescription>{payment.failureMessage}</AlertDescription>
        </Alert>
      ) : null}
      <p className="text-sm text-muted-foreground">{t('payments.result.failedAdvice')}</p>
      {/* What support asks first, when the learner was debited all the same. */}
      <Facts rows={[[t('payments.result.reference'), payment.reference]]} />
      <div className="flex flex-col gap-2">
        <Link to={payment.checkoutPath} className={`${buttonClasses('default')} w-full`}>
          {t('payments.result.backToPayment')}
        </Link>
        <Link to={paths.support(payment.reference)} className={`${buttonClasses('outline')} w-full`}>
          {t('payments.result.contactSupport')}
        </Link>
      </div>
    </ResultCard>
  );
}

function Waiting({ onRefresh, isRefreshing }: { onRefresh: () => void; isRefreshing: boolean }) {
  return (
    <ResultCard
      icon={<Clock aria-hidden="true" className="size-14 animate-pulse text-warning" />}
      title={t('payments.result.pendingTitle')}
    >
      <p role="status">{t('payments.result.pendingDetail')}</p>
      <Button variant="outline" className="w-full" isLoading={isRefreshing} onClick={onRefresh}>
        {t('payments.result.refresh')}
      </Button>
    </ResultCard>
  );
}

function NotFoundPayment() {
  return (
    <ResultCard
      icon={<SearchX aria-hidden="true" className="size-14 text-muted-foreground" />}
      title={t('payments.result.notFoundTitle')}
    >
      <p>{t('payments.result.notFoundDetail')}</p>
      <Link to={paths.marketplace.home()} className={`${buttonClasses('outline')} w-full`}>
        {t('payments.result.marketplace')}
      </Link>
    </ResultCard>
  );
}

/** /marketplace/payment/result?ref=…: asks the server until the payment is settled, then says how it went. */
export function PaymentResultPage({
  viewer,
  currentPath,
}: {
  viewer: Viewer;
  currentPath: string;
}): ReactElement {
  const { ref } = useSearch({ strict: false }) as { ref?: string };
  const reference = ref ?? '';
  const status = usePaymentStatus(reference, viewer.status === 'signed-in');
  usePageTitle(t('payments.result.title'));

  if (reference === '') return <NotFoundPayment />;
  if (viewer.status === 'anonymous') {
    return (
      <ResultCard
        icon={<Clock aria-hidden="true" className="size-14 text-muted-foreground" />}
        title={t('payments.result.signInTitle')}
      >
        <Link to={paths.auth.login(currentPath)} className={`${buttonClasses('default')} w-full`}>
          {t('payments.result.signIn')}
        </Link>
      </ResultCard>
    );
  }
  if (status.data) {
    const view = resultView(status.data.status);
    if (view === 'success') return <Success payment={status.data} />;
    if (view === 'failed') return <Failure payment={status.data} />;
    return <Waiting onRefresh={() => void status.refetch()} isRefreshing={status.isFetching} />;
  }
  if (viewer.status === 'unknown' || status.isPending) {
    return (
      <p role="status" className="py-16 text-center text-muted-foreground">
        {t('payments.result.checking')}
      </p>
    );
  }
  if (status.error instanceof ApiError && (status.error.status === 404 || status.error.status === 400)) {
    return <NotFoundPayment />;
  }
  return (
    <Alert variant="destructive" className="mx-auto max-w-md space-y-2">
      <AlertDescription>{errorMessage(status.error)}</AlertDescription>
      <Button variant="outline" size="sm" onClick={() => void status.refetch()}>
        {t('shell.retry')}
      </Button>
    </Alert>
  );
}
