import { useEffect, useId, useRef, useState } from 'react';
import type { Currency } from '#shared/catalog/currency.ts';
import { t } from '#shared/messages/fr-catalog.ts';
import { boundOf, priceScaleTop, sliderLabel, sliderValueOf } from '../price-range.ts';
import { FilterGroup } from './filter-group.tsx';

/** A pause in sliding before the list is asked for again. */
const COMMIT_DELAY_MS = 400;

type Range = { min: number; max: number };

/**
 * Two sliders, "Prix minimum" and "Prix maximum", in the display currency from 0 to what 1000 € is
 * worth; the top means no upper bound. Bounds go to the address bar (and the API) in FCFA.
 */
export function PriceRangeFilter({
  minPrice,
  maxPrice,
  currency,
  onChange,
}: {
  minPrice: number | undefined;
  maxPrice: number | undefined;
  currency: Currency;
  onChange: (bounds: { minPrice: number | undefined; maxPrice: number | undefined }) => void;
}) {
  const minId = useId();
  const maxId = useId();
  const top = priceScaleTop(currency);
  // While the visitor slides, the sliders show their own positions; a new address bar takes over again.
  const [draft, setDraft] = useState<Range | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the address bar (or currency) changed: drop the draft.
  useEffect(() => setDraft(null), [minPrice, maxPrice, currency]);

  useEffect(() => {
    if (!draft) return;
    const timer = setTimeout(() => {
      onChangeRef.current({
        minPrice: boundOf(draft.min, currency, 'min'),
        maxPrice: boundOf(draft.max, currency, 'max'),
      });
    }, COMMIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, currency]);

  const range: Range = draft ?? {
    min: sliderValueOf(minPrice, currency, 'min'),
    max: sliderValueOf(maxPrice, currency, 'max'),
  };
  const minLabel = sliderLabel(range.min, currency);
  const maxLabel = sliderLabel(range.max, currency);

  return (
    <FilterGroup legend={t('catalog.price')}>
      <p aria-hidden="true" className="mb-2 flex justify-between gap-2 text-sm font-medium tabular-nums">
        <span>{minLabel}</span>
        <span>{maxLabel}</span>
      </p>
      <div className="space-y-3">
        <div>
          <label htmlFor={minId} className="text-xs text-muted-foreground">
            {t('catalog.priceMin')}
          </label>
          <input
            id={minId}
            type="range"
            min={0}
            max={top}
            step={1}
            value={range.min}
            aria-valuetext={minLabel}
            onChange={(event) => {
              const min = Number(event.target.value);
              setDraft({ min, max: Math.max(range.max, min) });
            }}
            className="block w-full accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          />
        </div>
        <div>
          <label htmlFor={maxId} className="text-xs text-muted-foreground">
            {t('catalog.priceMax')}
          </label>
          <input
            id={maxId}
            type="range"
            min={0}
            max={top}
            step={1}
            value={range.max}
            aria-valuetext={maxLabel}
            onChange={(event) => {
              const max = Number(event.target.value);
              setDraft({ min: Math.min(range.min, max), max });
            }}
            className="block w-full accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          />
        </div>
      </div>
    </FilterGroup>
  );
}
