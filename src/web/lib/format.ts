// How any screen writes dates, durations, counts, percents and initials in French. Text that depends on a
// feature's wording (the "Date non disponible" fallback, "Xh Ymin") stays with the feature's messages;
// what is here has no words of its own, so catalog, learning and the next areas share one copy.

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const longDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long' });
const longDateUtc = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' });

/** "12 janvier 2026" (a calendar date stays on its day in every time zone), or null when absent or invalid. */
export function formatLongDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const isDateOnly = DATE_ONLY.test(value);
  const date = new Date(isDateOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return null;
  return (isDateOnly ? longDateUtc : longDate).format(date);
}

/** A duration in whole minutes (negative counts as zero), split into hours and the minutes left over. */
export function hoursAndMinutes(minutes: number): { hours: number; minutes: number } {
  const total = Math.max(0, Math.round(minutes));
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

const wholeNumber = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });

/** A count with French digit grouping: "1 234". */
export function formatCount(n: number): string {
  return wholeNumber.format(n);
}

/** A progress or score percent, clamped to 0–100 and rounded; 0 when it is not a number. */
export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value)));
}

/** A progress or score percent, clamped to 0–100 and rounded: "35 %" (a no-break space before the sign). */
export function formatPercent(value: number): string {
  return `${clampPercent(value)}\u00a0%`;
}

/** The first character of a word in capitals, one character even when it grows ("ß" gives "S", not "SS"). */
function initialOf(word: string): string {
  const first = Array.from(word)[0] ?? '';
  return Array.from(first.toUpperCase())[0] ?? '';
}

/** Up to two initials of a name (first and last word), for an avatar without a picture. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0] ?? '', words[words.length - 1] ?? ''] : words;
  return letters.map(initialOf).join('');
}
