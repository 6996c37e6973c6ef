import type { PriceLabel } from '#shared/catalog/price-label.ts';
import { t } from '#shared/messages/fr-catalog.ts';
import { cn } from '#web/lib/cn.ts';

/** A card's price: the amount, the struck original when discounted, and the small line under it. */
export function PriceBlock({ label, size = 'default' }: { label: PriceLabel; size?: 'default' | 'large' }) {
  return (
    <div className="min-w-0">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="sr-only">{t('catalog.price.label')} </span>
        <span
          data-testid="card-price"
          className={cn(
            'font-bold',
            size === 'large' ? 'text-2xl' : 'text-lg',
            label.kind === 'free' ? 'text-success' : 'text-foreground',
          )}
        >
          {label.amount}
          {label.suffix ? (
            <span className="text-sm font-medium text-muted-foreground">{label.suffix}</span>
          ) : null}
        </span>
        {label.original ? (
          <s className="text-sm text-muted-foreground">
            <span className="sr-only">{t('catalog.price.original')} </span>
            {label.original}
          </s>
        ) : null}
      </p>
      {label.note ? <p className="text-xs text-muted-foreground">{label.note}</p> : null}
    </div>
  );
}
