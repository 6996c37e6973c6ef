import type { Bucket } from '#shared/instructor/analytics-period.ts';

// How the instructor's desk writes money, chart dates and times in French (UTC days: Dakar's time).

const fcfa = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });
const shortDay = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' });
const numericDay = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeZone: 'UTC' });
const clock = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit' });

/** "12 500 FCFA" (French grouping, a no-break space before the unit). */
export const formatFcfa = (amount: number): string => `${fcfa.format(amount)}\u00a0FCFA`;

const parse = (value: string): Date | null => {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** A chart's axis label: "27 nov." for a day, "sem. 23 nov." for a week (named by its Monday). */
export function axisLabel(day: string, bucket: Bucket, invalid: string): string {
  const date = parse(day);
  if (!date) return invalid;
  return bucket === 'week' ? `sem. ${shortDay.format(date)}` : shortDay.format(date);
}

/** "27 novembre 2026", or `invalid` (spec §8: 'Date invalide'). */
export const formatDay = (value: string, invalid: string): string => {
  const date = parse(value);
  return date ? longDay.format(date) : invalid;
};

/** "27/11/2026" for a table's date column, or `invalid`. */
export const formatNumericDay = (value: string, invalid: string): string => {
  const date = parse(value);
  return date ? numericDay.format(date) : invalid;
};

/** "14:05" in the reader's time. */
export const formatClock = (value: string, invalid: string): string => {
  const date = parse(value);
  return date ? clock.format(date) : invalid;
};

/** "+12,5 %" / "-3 %" / "0 %". */
export function formatGrowth(growth: number): string {
  const sign = growth > 0 ? '+' : growth < 0 ? '−' : '';
  return `${sign}${new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 }).format(Math.abs(growth))}\u00a0%`;
}
