import { LESSON_TYPES, type LessonType } from '#shared/domain.ts';
import { type CatalogDetailsMessageKey, t } from '#shared/messages/fr-catalog-details.ts';
import { formatCount, formatLongDate, hoursAndMinutes } from '#web/lib/format.ts';

// What only the course and instructor pages write: durations, lesson counts, dates, article previews.

export const LESSON_TYPE_KEYS: Record<LessonType, CatalogDetailsMessageKey> = {
  video: 'lessonType.video',
  article: 'lessonType.article',
  document: 'lessonType.document',
  audio: 'lessonType.audio',
  quiz: 'lessonType.quiz',
  exercise: 'lessonType.exercise',
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
  const parts = hoursAndMinutes(minutes);
  if (parts.hours === 0 && parts.minutes === 0) return t('catalog.course.durationUndefined');
  return t('catalog.course.durationValue', parts);
}

/** "3 vidéos", "1 article"… for each lesson type present, in the platform's type order. */
export function lessonCountLabels(types: readonly LessonType[]): string[] {
  return LESSON_TYPES.map((type) => ({ type, n: types.filter((item) => item === type).length }))
    .filter(({ n }) => n > 0)
    .map(({ type, n }) => plural(n, LESSON_COUNT_KEYS[type]));
}

/** "12 janvier 2026"; a calendar date stays the same day in every time zone; else "Date non disponible". */
export function formatDate(value: string | null | undefined): string {
  return formatLongDate(value) ?? t('catalog.dateUnavailable');
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
