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
        <RangeSlider
          id={minId}
          label={t('catalog.priceMin')}
          top={top}
          value={range.min}
          valueText={minLabel}
          onChange={(min) => setDraft({ min, max: Math.max(range.max, min) })}
        />
        <RangeSlider
          id={maxId}
          label={t('catalog.priceMax')}
          top={top}
          value={range.max}
          valueText={maxLabel}
          onChange={(max) => setDraft({ min: Math.min(range.min, max), max })}
        />
      </div>
    </FilterGroup>
  );
}

/** One labelled thumb of the price filter, from 0 to `top` in steps of 1. */
function RangeSlider(props: {
  id: string;
  label: string;
  top: number;
  value: number;
  valueText: string;
  onChange: (value: number) => void;
}) {
  return (
    <div>
      <label htmlFor={props.id} className="text-xs text-muted-foreground">
        {props.label}
      </label>
      <input
        id={props.id}
        type="range"
        min={0}
        max={props.top}
        step={1}
        value={props.value}
        aria-valuetext={props.valueText}
        onChange={(event) => props.onChange(Number(event.target.value))}
        className="block w-full accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      />
    </div>
  );
}
