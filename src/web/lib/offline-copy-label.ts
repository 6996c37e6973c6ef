import { format } from 'date-fns';
import { fr } from 'date-fns/locale/fr';

/**
 * The date of an offline copy as the notice says it: '25 nov. à 10:42' (local time), with the year
 * when it is not this year's; null when the copy carries no usable date.
 */
export function offlineCopyDate(copiedAt: number, now: number): string | null {
  if (!Number.isFinite(copiedAt)) return null;
  const isThisYear = new Date(copiedAt).getFullYear() === new Date(now).getFullYear();
  return format(copiedAt, isThisYear ? "d MMM 'à' HH:mm" : "d MMM yyyy 'à' HH:mm", { locale: fr });
}
