import type { CourseLanguage, CourseLevel } from '#shared/domain.ts';
import { type CatalogMessageKey, t } from '#shared/messages/fr-catalog.ts';

// How a course card and the listing write numbers, durations and vocabularies in French.

const oneDecimal = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const upToOneDecimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

export const LEVEL_KEYS: Record<CourseLevel, CatalogMessageKey> = {
  beginner: 'catalog.level.beginner',
  intermediate: 'catalog.level.intermediate',
  advanced: 'catalog.level.advanced',
};

export const LANGUAGE_KEYS: Record<CourseLanguage, CatalogMessageKey> = {
  fr: 'catalog.language.fr',
  en: 'catalog.language.en',
  es: 'catalog.language.es',
  de: 'catalog.language.de',
  other: 'catalog.language.other',
};

/** A rating with one decimal: "4,5", "4,0". */
export function formatRating(rating: number): string {
  return oneDecimal.format(rating);
}

/** Card duration in hours, one decimal when not whole: "1,5 h", "3 h". */
export function formatHours(minutes: number): string {
  return t('catalog.card.hours', { hours: upToOneDecimal.format(Math.max(0, minutes) / 60) });
}

/** A tag colour from course data, only when it is a plain hex colour. */
export function safeColor(value: string | null): string | null {
  return value && /^#[0-9a-f]{3,8}$/i.test(value) ? value : null;
}
