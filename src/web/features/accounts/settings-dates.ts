import { formatDistanceStrict } from 'date-fns';
import { fr } from 'date-fns/locale/fr';
import { t } from '#shared/messages/fr-accounts-settings-web.ts';

const MONTH_MS = 30 * 24 * 3_600_000;

/**
 * When a sign-in happened, as a person says it: « il y a 3 jours » within a month, « le 12 octobre
 * 2026 » beyond; « Date invalide » for a date that cannot be read (spec §8).
 */
export function approximateDate(iso: string, now: Date): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return t('accountsWeb.dateInvalid');
  const distance = now.getTime() - date.getTime();
  if (Math.abs(distance) < 60_000) return 'à l’instant';
  if (distance > MONTH_MS) {
    return `le ${new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' }).format(date)}`;
  }
  return formatDistanceStrict(date, now, { addSuffix: true, locale: fr });
}
