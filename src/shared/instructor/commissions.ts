// The instructor's commissions summary (spec/authoring-and-shell.md §3: pending, received, rate
// (fallback 70), thisMonth, lastMonth, growth, history; §8: a failure shows zeros at 70 %). Pure.

export const FALLBACK_COMMISSION_RATE = 70;

/** This month's change on last month, a percent with one decimal: 100 from nothing, 0 for nothing to nothing. */
export function commissionGrowth(thisMonth: number, lastMonth: number): number {
  if (lastMonth === 0) return thisMonth === 0 ? 0 : 100;
  return Math.round(((thisMonth - lastMonth) * 1000) / lastMonth) / 10;
}

/** The first instants (UTC) of the month of `now`, of the one before and of the next. */
export function monthStarts(now: Date): { lastMonth: Date; thisMonth: Date; nextMonth: Date } {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return {
    lastMonth: new Date(Date.UTC(year, month - 1, 1)),
    thisMonth: new Date(Date.UTC(year, month, 1)),
    nextMonth: new Date(Date.UTC(year, month + 1, 1)),
  };
}

/** The share of a sale at a rate, in whole FCFA, as checkout records it (rounded down). */
export const commissionOf = (amount: number, rate: number): number => Math.floor((amount * rate) / 100);

/** What the page shows when the summary cannot be read (§8). */
export const EMPTY_COMMISSIONS = {
  pending: 0,
  received: 0,
  rate: FALLBACK_COMMISSION_RATE,
  thisMonth: 0,
  lastMonth: 0,
  growth: 0,
  history: [],
} as const;
