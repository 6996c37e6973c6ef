import { LESSON_TYPES, type LessonType } from '#shared/domain.ts';
import { type CatalogDetailsMessageKey, t } from '#shared/messages/fr-catalog-details.ts';
import { formatCount } from './card-format.ts';

// What only the course and instructor pages write: durations, lesson counts, dates, article previews.

export const LESSON_TYPE_KEYS: Record<LessonType, CatalogDetailsMessageKey> = {
  video: 'catalog.lessonType.video',
  article: 'catalog.lessonType.article',
  document: 'catalog.lessonType.document',
  audio: 'catalog.lessonType.audio',
  quiz: 'catalog.lessonType.quiz',
  exercise: 'catalog.lessonType.exercise',
};

const LESSON_COUNT_KEYS: Record<
  LessonType,
  { one: CatalogDetailsMessageKey; other: CatalogDetailsMessageKey }
> = {
  video: { one: 'catalog.course.lessons.video.one', other: 'catalog.course.lessons.video.other' },
  article: { one: 'catalog.course.lessons.article.one', other: 'catalog.course.lessons.article.other' },
  document: { one: 'catalog.course.lessons.document.one', other: 'catalog.course.lessons.document.other' },
  audio: { one: 'catalog.course.lessons.audio.one', other: 'catalog.course.lessons.audio.other' },
  quiz: { one: 'catalog.course.lessons.quiz.one', other: 'catalog.course.lessons.quiz.other' },
  exercise: { one: 'catalog.course.lessons.exercise.one', other: 'catalog.course.lessons.exercise.other' },
};

/** French plural: 0 and 1 take the singular. */
export function plural(
  n: number,
  keys: { one: CatalogDetailsMessageKey; other: CatalogDetailsMessageKey },
): string {
  return t(n <= 1 ? keys.one : keys.other, { n: formatCount(n) });
}

/** Total duration of "Ce cours inclut": "Xh Ymin", or "Non définie" when zero. */
export function formatTotalDuration(minutes: number): string {
  const total = Math.max(0, Math.round(minutes));
  if (total === 0) return t('catalog.course.durationUndefined');
  return t('catalog.course.durationValue', { hours: Math.floor(total / 60), minutes: total % 60 });
}

/** "3 vidéos", "1 article"… for each lesson type present, in the platform's type order. */
export function lessonCountLabels(types: readonly LessonType[]): string[] {
  return LESSON_TYPES.map((type) => ({ type, n: types.filter((item) => item === type).length }))
    .filter(({ n }) => n > 0)
    .map(({ type, n }) => plural(n, LESSON_COUNT_KEYS[type]));
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const longDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long' });
const longDateUtc = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' });

/** "12 janvier 2026"; a calendar date stays the same day in every time zone; else "Date non disponible". */
export function formatDate(value: string | null | undefined): string {
  if (!value) return t('catalog.dateUnavailable');
  const isDateOnly = DATE_ONLY.test(value);
  const date = new Date(isDateOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return t('catalog.dateUnavailable');
  return (isDateOnly ? longDateUtc : longDate).format(date);
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

function decodeEntity(whole: string, name: string): string {
  if (!name.startsWith('#')) return ENTITIES[name.toLowerCase()] ?? whole;
  const isHex = name[1] === 'x' || name[1] === 'X';
  const codePoint = isHex ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
  return codePoint > 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : whole;
}

/**
 * Article preview as plain text: tags dropped, paragraphs and line breaks kept as new lines, common
 * entities decoded. React escapes the result, so no markup from the course ever reaches the page.
 */
export function plainTextOf(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6])>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, decodeEntity)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A link target from course data, only when it is a web address (never javascript: or data:). */
export function safeHttpUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
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
