import { type ReactNode, useEffect, useRef } from 'react';
import { t } from '#shared/messages/fr-payments.ts';
import type { TQuote } from '#shared/payments/payment.contract.ts';
import { Alert, AlertDescription, AlertTitle } from '#web/ui/alert.tsx';
import { formatXof } from '../checkout-plans.ts';
import { summaryLines } from '../summary-lines.ts';
import { PromoCodeField } from './promo-code-field.tsx';

/** The summary (spec §2, §4): the plan and its money, how it will be paid, the promo code, the errors. */
export function SummaryStep({
  quote,
  isQuoteLoading,
  quoteProblem,
  paymentRecap,
  promo,
  payError,
}: {
  quote: TQuote | null;
  isQuoteLoading: boolean;
  /** An alert replacing the lines: a quote that could not be made, a full cohort… */
  quoteProblem: ReactNode;
  /** ["PayDunya · Wave", "+221 77 123 45 67"], null for a free plan. */
  paymentRecap: string[] | null;
  promo: {
    applied: string | null;
    isChecking: boolean;
    onApply: (code: string) => void;
    onRemove: () => void;
  };
  payError: string | null;
}) {
  const lines = quote ? summaryLines(quote) : [];
  const errorRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // On a phone the alert may be under the fold, behind the pay bar: bring it into view.
    if (payError) errorRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [payError]);
  return (
    <div className="space-y-5">
      <h2 className="text-lg font-semibold">{t('payments.checkout.summary.title')}</h2>
      {quoteProblem}
      {quote ? (
        <dl className="divide-y divide-border rounded-lg border border-border bg-surface">
          {lines.map((line) => (
            <div
              key={line.label}
              className={`flex items-baseline justify-between gap-4 px-4 py-3 ${line.isDueNow ? 'bg-muted' : ''}`}
            >
              <dt className={line.isDueNow ? 'font-semibold' : 'text-sm text-muted-foreground'}>
                {line.label}
              </dt>
              <dd
                className={[
                  'text-right',
                  line.isDueNow ? 'text-lg font-bold' : 'text-sm font-medium',
                  line.isDiscount ? 'text-success' : '',
                ].join(' ')}
              >
                {line.value}
              </dd>
            </div>
          ))}
          {paymentRecap ? (
            <div className="flex items-baseline justify-between gap-4 px-4 py-3">
              <dt className="text-sm text-muted-foreground">{t('payments.checkout.summary.gateway')}</dt>
              <dd className="text-right text-sm font-medium">
                {paymentRecap.map((part) => (
                  <span key={part} className="block whitespace-nowrap">
                    {part}
                  </span>
                ))}
              </dd>
            </div>
          ) : null}
        </dl>
      ) : isQuoteLoading ? (
        <p role="status" className="py-6 text-center text-muted-foreground">
          {t('payments.checkout.summary.loading')}
        </p>
      ) : null}
      {/* Promo codes are for first payments only: none when an installment is being paid. */}
      {quote && !quote.isFree && !quote.settles ? (
        <PromoCodeField
          applied={promo.applied}
          discountText={
            quote.promo
              ? t('payments.checkout.promo.applied', {
                  code: quote.promo.code,
                  amount: formatXof(quote.promo.discount),
                })
              : null
          }
          refusal={quote.promoError}
          isChecking={promo.isChecking}
          onApply={promo.onApply}
          onRemove={promo.onRemove}
        />
      ) : null}
      {payError ? (
        <Alert ref={errorRef} variant="destructive">
          <AlertTitle>{t('payments.checkout.error.title')}</AlertTitle>
          <AlertDescription>{payError}</AlertDescription>
        </Alert>
      ) : null}
    </div>
  );
}
