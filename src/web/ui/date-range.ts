import { format } from 'date-fns';
import { fr } from 'date-fns/locale/fr';
import { t } from '#shared/messages/fr-web.ts';

export type DateRangeValue = { from: Date | undefined; to?: Date | undefined };

const DAY_FORMAT = 'd MMM yyyy';

/** Default period of the spec: 1 January 2025 to today. */
export function defaultDateRange(today: Date = new Date()): DateRangeValue {
  return { from: new Date(2025, 0, 1), to: today };
}

/** "d MMM yyyy – d MMM yyyy" in French, or the placeholder when nothing is chosen. */
export function formatDateRange(range: DateRangeValue | undefined): string {
  if (!range?.from) return t('shell.dateRangePlaceholder');
  const from = format(range.from, DAY_FORMAT, { locale: fr });
  if (!range.to) return from;
  return `${from} – ${format(range.to, DAY_FORMAT, { locale: fr })}`;
}
