import type { ReactNode } from 'react';
import { t } from '#shared/messages/fr-payments.ts';

/**
 * The bottom bar of every step: what is due now, always in sight on a phone, and the step's action.
 * Sticky inside the page, so it never covers the page's own end.
 */
export function AmountBar({ amount, children }: { amount: string | null; children: ReactNode }) {
  return (
    <div className="sticky bottom-0 z-10 -mx-4 border-t border-border bg-surface/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-lg sm:border">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        {amount ? (
          <p className="flex items-baseline justify-between gap-3 sm:flex-col sm:items-start sm:gap-0">
            <span className="text-sm text-muted-foreground">{t('payments.checkout.amountNow')}</span>
            <span className="text-xl font-bold" data-testid="amount-now">
              {amount}
            </span>
          </p>
        ) : (
          <span />
        )}
        <div className="sm:min-w-56">{children}</div>
      </div>
    </div>
  );
}
