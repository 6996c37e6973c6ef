import { t } from '#shared/messages/fr-payments.ts';
import type { TQuote } from '#shared/payments/payment.contract.ts';
import { Alert, AlertDescription } from '#web/ui/alert.tsx';
import { installmentDueText } from '../installment-due.ts';
import { Badge } from './choice-card.tsx';

/**
 * The first step for a learner with a schedule under way: no plan to choose, the installment due now
 * (the server's quote), and why access is suspended when it is.
 */
export function InstallmentDue({ quote }: { quote: TQuote }) {
  const text = installmentDueText(quote);
  if (!text) return null;
  return (
    <section className="space-y-3" aria-labelledby="installment-due-title">
      <h2 id="installment-due-title" className="text-lg font-semibold">
        {t('payments.checkout.due.title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('payments.checkout.due.intro')}</p>
      <div
        data-testid="installment-due"
        className="space-y-1 rounded-lg border border-primary bg-primary-soft/40 p-4 ring-1 ring-primary"
      >
        {text.isLate ? (
          <span className="float-right ml-2">
            <Badge tone="warning">{t('payments.checkout.due.late')}</Badge>
          </span>
        ) : null}
        <span className="block text-sm text-muted-foreground">{text.plan}</span>
        <span className="block font-semibold">{text.title}</span>
        <span className="block text-sm">{text.dueOn}</span>
        <span className="block text-sm font-medium">{text.dueNow}</span>
        {text.remaining ? (
          <span className="block text-sm text-muted-foreground">{text.remaining}</span>
        ) : null}
      </div>
      {text.suspended || text.severalLate ? (
        <Alert variant="warning">
          {text.suspended ? <AlertDescription>{text.suspended}</AlertDescription> : null}
          {text.severalLate ? <AlertDescription>{text.severalLate}</AlertDescription> : null}
        </Alert>
      ) : null}
    </section>
  );
}
