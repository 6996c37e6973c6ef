import { t } from '#shared/messages/fr-learning.ts';

// How the learner's course screens write durations, dates, percentages and names.

/** Total duration of a course: "Xh Ymin", or "Non définie" when zero. */
export function formatTotalDuration(minutes: number): string {
  const total = Math.max(0, Math.round(minutes));
  if (total === 0) return t('learning.course.durationUndefined');
  return t('learning.course.durationValue', { hours: Math.floor(total / 60), minutes: total % 60 });
}

/** Time spent in lessons: "36 min" under an hour, "1h 05min" beyond. */
export function formatTimeSpent(minutes: number): string {
  const total = Math.max(0, Math.round(minutes));
  if (total < 60) return t('learning.minutes', { n: total });
  const rest = String(total % 60).padStart(2, '0');
  return t('learning.course.durationValue', { hours: Math.floor(total / 60), minutes: rest });
}

/** A progress or score percent, clamped to 0–100 and rounded: "35 %". */
export function formatPercent(value: number): string {
  return t('learning.percent', { n: clampPercent(value) });
}

export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value)));
}

/** The average score, or "—" until something is scored. */
export function formatScore(score: number | null): string {
  return score === null ? t('learning.course.noScore') : formatPercent(score);
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const longDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long' });
const longDateUtc = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' });

/** "12 janvier 2026" (a calendar date stays on its day in every time zone), else null. */
export function formatDateOrNull(value: string | null | undefined): string | null {
  if (!value) return null;
  const isDateOnly = DATE_ONLY.test(value);
  const date = new Date(isDateOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return null;
  return (isDateOnly ? longDateUtc : longDate).format(date);
}

/** "12 janvier 2026", or "Date non disponible" when absent or invalid (spec/learner.md §8). */
export function formatDate(value: string | null | undefined): string {
  return formatDateOrNull(value) ?? t('learning.dateUnavailable');
}

const countFormat = new Intl.NumberFormat('fr-FR');

/** A count with French digit grouping: "1 200". */
export function formatCount(n: number): string {
  return countFormat.format(n);
}

/** "1 apprenant inscrit", "12 apprenants inscrits" (French: 0 and 1 take the singular). */
export function formatLearners(n: number): string {
  const key = n <= 1 ? 'learning.course.learners.one' : 'learning.course.learners.other';
  return t(key, { n: formatCount(n) });
}

/** Up to two initials of a name, for an avatar without a picture. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters
    .map((word) => word?.[0] ?? '')
    .join('')
    .toUpperCase();
}

const dateTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short' });

/** "12 janvier 2026 à 14:30", or "Date non disponible" when absent or invalid. */
export function formatDateTime(value: string | null | undefined): string {
  const date = value ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return t('learning.dateUnavailable');
  return dateTime.format(date);
}
