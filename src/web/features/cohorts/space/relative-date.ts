import { formatDistanceStrict } from 'date-fns';
import { fr } from 'date-fns/locale/fr';
import { t } from '#shared/messages/fr-cohorts-discussion-web.ts';

/** When a message was written, in French, relative to `now`: « à l'instant », « il y a 5 minutes »… */
export function relativeDate(iso: string, now: Date): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (Math.abs(now.getTime() - date.getTime()) < 60_000) return t('cohorts.date.justNow');
  return formatDistanceStrict(date, now, { addSuffix: true, locale: fr });
}
