import { t } from '#shared/messages/fr-exercises.ts';

// How the grading page writes dates, file sizes and counts.

const dateTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium', timeStyle: 'short' });

/** "12 janv. 2026, 14:30", or "Date non disponible" when absent or invalid. */
export function formatSubmittedAt(value: string | null | undefined): string {
  const date = value ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return t('exercises.dateUnavailable');
  return dateTime.format(date);
}

const oneDecimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

/** "850 Ko", "2,4 Mo" (1 Ko = 1 024 octets; a file under 1 Ko shows as 1 Ko). */
export function formatFileSize(bytes: number): string {
  const kb = Math.max(1, Math.ceil(Math.max(0, bytes) / 1024));
  if (kb < 1024) return t('exercises.grading.sizeKb', { n: kb });
  return t('exercises.grading.sizeMb', { n: oneDecimal.format(bytes / (1024 * 1024)) });
}

/** "1 soumission", "12 soumissions" (French: 0 and 1 take the singular). */
export function formatSubmissionCount(n: number): string {
  return t(n <= 1 ? 'exercises.grading.count.one' : 'exercises.grading.count.other', { n });
}
