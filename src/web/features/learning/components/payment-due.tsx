import { Link } from '@tanstack/react-router';
import { CalendarClock, Lock, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatMoney } from '#shared/catalog/currency.ts';
import type { TPaymentStanding } from '#shared/learning/course-details.contract.ts';
import { t } from '#shared/messages/fr-learning.ts';
import { Alert, AlertDescription, AlertTitle } from '#web/ui/alert.tsx';
import { buttonClasses } from '#web/ui/button-classes.ts';
import { formatDate } from '../learning-format.ts';

// What the learner owes on an installment or monthly plan (issue 5): the 'Prochaine échéance'
// card, and the notice above the course when it is overdue (amber) or locked (red).

const formatXof = (amount: number) => formatMoney(amount, 'XOF');

function PayLink({ standing, className = '' }: { standing: TPaymentStanding; className?: string }) {
  return (
    <Link to={standing.checkoutPath} className={`${buttonClasses('default')} ${className}`}>
      <Wallet aria-hidden="true" className="size-4" />
      {t('learning.dues.pay')}
    </Link>
  );
}

/** Amount, date and what is left, with the link to pay the next installment. */
export function NextPaymentCard({ standing, caption }: { standing: TPaymentStanding; caption?: ReactNode }) {
  const left = standing.installmentsLeft <= 1 ? 'learning.dues.left.one' : 'learning.dues.left.other';
  return (
    <section
      aria-labelledby="next-payment-title"
      className="space-y-3 rounded-lg border border-border bg-surface p-4 shadow-sm"
      data-testid="next-payment"
    >
      <h2 id="next-payment-title" className="flex items-center gap-2 font-semibold">
        <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
        {t('learning.dues.title')}
      </h2>
      {caption}
      <dl className="divide-y divide-border text-sm">
        <div className="flex items-baseline justify-between gap-3 py-1.5">
          <dt className="text-muted-foreground">{t('learning.dues.amount')}</dt>
          <dd className="text-lg font-bold tabular-nums">{formatXof(standing.nextAmount)}</dd>
        </div>
        <div className="flex items-baseline justify-between gap-3 py-1.5">
          <dt className="text-muted-foreground">{t('learning.dues.dueOn')}</dt>
          <dd className={`font-medium ${standing.isOverdue ? 'text-destructive' : ''}`}>
            {formatDate(standing.nextDueDate)}
          </dd>
        </div>
        <div className="flex items-baseline justify-between gap-3 py-1.5">
          <dt className="text-muted-foreground">{t('learning.dues.remaining')}</dt>
          <dd className="text-right font-medium tabular-nums">
            {formatXof(standing.remainingAmount)}
            <span className="block text-xs font-normal text-muted-foreground">
              {t(left, { n: standing.installmentsLeft })}
            </span>
          </dd>
        </div>
      </dl>
      <PayLink standing={standing} className="w-full" />
    </section>
  );
}

/** Red when access is suspended past the grace period, amber while overdue within it, nothing otherwise. */
export function PaymentNotice({ standing }: { standing: TPaymentStanding }) {
  const values = { amount: formatXof(standing.nextAmount), date: formatDate(standing.nextDueDate) };
  if (standing.isSuspended) {
    return (
      <Alert variant="destructive" data-testid="course-locked">
        <AlertTitle className="flex items-center gap-2">
          <Lock aria-hidden="true" className="size-4 shrink-0" />
          {t('learning.dues.suspendedTitle')}
        </AlertTitle>
        <AlertDescription className="space-y-3">
          <p>{t('learning.dues.suspended', values)}</p>
          <PayLink standing={standing} className="w-full sm:w-auto" />
        </AlertDescription>
      </Alert>
    );
  }
  if (!standing.isOverdue) return null;
  return (
    <Alert variant="warning" data-testid="payment-overdue">
      <AlertTitle>{t('learning.dues.overdueTitle')}</AlertTitle>
      <AlertDescription>
        {t('learning.dues.overdue', { ...values, graceDate: formatDate(standing.graceUntil) })}
      </AlertDescription>
    </Alert>
  );
}
