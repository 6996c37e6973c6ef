import { t } from '#shared/messages/fr-learning.ts';
import { formatCount, formatLongDate, formatPercent, hoursAndMinutes } from '#web/lib/format.ts';

// How the learner's course screens write durations, dates, percentages and names.

/** Total duration of a course: "Xh Ymin", or "Non définie" when zero. */
export function formatTotalDuration(minutes: number): string {
  const parts = hoursAndMinutes(minutes);
  if (parts.hours === 0 && parts.minutes === 0) return t('learning.course.durationUndefined');
  return t('learning.course.durationValue', parts);
}

/** Time spent in lessons: "36 min" under an hour, "1h 05min" beyond. */
export function formatTimeSpent(minutes: number): string {
  const { hours, minutes: rest } = hoursAndMinutes(minutes);
  if (hours === 0) return t('learning.minutes', { n: rest });
  return t('learning.course.durationValue', { hours, minutes: String(rest).padStart(2, '0') });
}

// Shared with the quizzes' result: it has no words of its own.
export { formatPercent };

/** The average score, or "—" until something is scored. */
export function formatScore(score: number | null): string {
  return score === null ? t('learning.course.noScore') : formatPercent(score);
}

/** "12 janvier 2026", or "Date non disponible" when absent or invalid (spec/learner.md §8). */
export function formatDate(value: string | null | undefined): string {
  return formatLongDate(value) ?? t('learning.dateUnavailable');
}

/** "1 apprenant inscrit", "12 apprenants inscrits" (French: 0 and 1 take the singular). */
export function formatLearners(n: number): string {
  const key = n <= 1 ? 'learning.course.learners.one' : 'learning.course.learners.other';
  return t(key, { n: formatCount(n) });
}
