import { useId } from 'react';
import { CURRENCIES, isCurrency } from '#shared/catalog/currency.ts';
import { t } from '#shared/messages/fr-catalog.ts';
import { cn } from '#web/lib/cn.ts';
import { useCurrency } from '../use-currency.ts';

/** "Devise": XOF, EUR or USD for every price on screen; remembered in this browser. */
export function CurrencySwitch({ className }: { className?: string }) {
  const id = useId();
  const { currency, setCurrency } = useCurrency();
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <label htmlFor={id} className="sr-only text-sm font-medium sm:not-sr-only">
        {t('catalog.currency')}
      </label>
      <select
        id={id}
        value={currency}
        onChange={(event) => {
          if (isCurrency(event.target.value)) setCurrency(event.target.value);
        }}
        className="h-9 rounded-md border border-input bg-surface px-2 text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
      >
        {CURRENCIES.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
    </div>
  );
}
