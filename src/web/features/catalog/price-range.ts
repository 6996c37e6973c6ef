import { type Currency, formatMoney, fromXof, RATES_PER_EUR, toXof } from '#shared/catalog/currency.ts';
import { t } from '#shared/messages/fr-catalog.ts';

// The price slider of spec/learner.md §5 ("0 to 1000, step 1; at 1000 the upper label reads '1000€+'"),
// moved into the display currency: it runs from 0 to what 1000 € is worth in that currency, in steps of
// one unit of it. The top of the scale means "no upper bound". The address bar and the API hold FCFA.

const SCALE_TOP_EUR = 1000;

/** The top of the slider in a currency: 1000 €, 655 957 F CFA, 1 100 $US. */
export function priceScaleTop(currency: Currency): number {
  return Math.round(SCALE_TOP_EUR * RATES_PER_EUR[currency]);
}

/** Where an FCFA bound sits on the slider (absent: the end of the scale). */
export function sliderValueOf(amountXof: number | undefined, currency: Currency, end: 'min' | 'max'): number {
  const top = priceScaleTop(currency);
  if (amountXof === undefined) return end === 'min' ? 0 : top;
  return Math.min(top, Math.max(0, Math.round(fromXof(amountXof, currency))));
}

/** The FCFA bound a slider position stands for; the ends of the scale mean "no bound". */
export function boundOf(value: number, currency: Currency, end: 'min' | 'max'): number | undefined {
  if (end === 'min' && value <= 0) return undefined;
  if (end === 'max' && value >= priceScaleTop(currency)) return undefined;
  return toXof(value, currency);
}

/** The label of a slider position: the amount, and "1000€+" style at the top of the scale. */
export function sliderLabel(value: number, currency: Currency): string {
  const top = priceScaleTop(currency);
  if (value < top) return formatMoney(value, currency);
  if (currency === 'EUR') return t('catalog.priceTopEur');
  return t('catalog.priceOrMore', { amount: formatMoney(top, currency) });
}
