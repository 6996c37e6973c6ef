// Display currencies (spec/authoring-and-shell.md §9). Prices are stored in XOF; conversion is display only.

export const CURRENCIES = ['XOF', 'EUR', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'XOF';

/** Units of each currency for 1 EUR. */
export const RATES_PER_EUR: Record<Currency, number> = { EUR: 1, XOF: 655.957, USD: 1.1 };

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

export function fromXof(amountXof: number, currency: Currency): number {
  return (amountXof / RATES_PER_EUR.XOF) * RATES_PER_EUR[currency];
}

export function toXof(amount: number, currency: Currency): number {
  return Math.round((amount / RATES_PER_EUR[currency]) * RATES_PER_EUR.XOF);
}

export function fractionDigits(currency: Currency): number {
  return currency === 'XOF' ? 0 : 2;
}

const formatters = new Map<Currency, Intl.NumberFormat>();

/** "10 000 F CFA", "15,24 €", "16,76 $US". */
export function formatMoney(amount: number, currency: Currency): string {
  let formatter = formatters.get(currency);
  if (!formatter) {
    const digits = fractionDigits(currency);
    formatter = new Intl.NumberFormat('fr-SN', {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(currency, formatter);
  }
  return formatter.format(amount);
}

/** An XOF amount shown in the chosen currency. */
export function formatXofIn(amountXof: number, currency: Currency): string {
  return formatMoney(fromXof(amountXof, currency), currency);
}
