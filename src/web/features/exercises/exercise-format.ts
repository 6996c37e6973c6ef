import { t } from '#shared/messages/fr-exercises.ts';

// How the exercise screens write a moment.

const dateTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short' });

/** "12 janvier 2026 à 14:30", or "Date non disponible" when absent or invalid. */
export function formatDateTime(value: string | null | undefined): string {
  const date = value ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return t('exercises.dateUnavailable');
  return dateTime.format(date);
}
