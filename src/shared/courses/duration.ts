import type { LessonType } from '../domain.ts';
import { plainText } from '../learning/lesson-duration.ts';
import { t } from '../messages/fr.ts';

// Duration rules of spec/authoring-and-shell.md §9, in minutes. The editor shows them and the server
// writes them (each lesson's duration, then the course's sum) after every structure save.

export const ARTICLE_CHARACTERS_PER_MINUTE = 200;
export const DOCUMENT_MINUTES_PER_MB = 2;
export const PDF_MINUTES_PER_PAGE = 2.5;
const BYTES_PER_MB = 1024 * 1024;

const whole = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;

/** The characters an article reads as: its text without tags and entities (shared with the player), spaces collapsed. */
export function articleText(html: string): string {
  return plainText(html).replace(/\s+/g, ' ').trim();
}

/** An article: characters / 200 rounded up, at least 1 minute (the editor's minimum). */
export function articleMinutes(html: string): number {
  return Math.max(1, Math.ceil(articleText(html).length / ARTICLE_CHARACTERS_PER_MINUTE));
}

/** A video or a sound: seconds / 60, rounded. */
export function mediaMinutes(seconds: unknown): number {
  return Math.round(whole(seconds) / 60);
}

/** A document: a PDF with known pages at 2.5 min a page rounded up; else 2 min per MB rounded up, at least 1. */
export function documentMinutes(document: { pages?: unknown; size?: unknown; file_type?: unknown }): number {
  const pages = whole(document.pages);
  const isPdf = typeof document.file_type === 'string' && /pdf/i.test(document.file_type);
  if (isPdf && pages > 0) return Math.ceil(pages * PDF_MINUTES_PER_PAGE);
  return Math.max(1, Math.ceil((whole(document.size) / BYTES_PER_MB) * DOCUMENT_MINUTES_PER_MB));
}

/** What a lesson's duration rule needs besides its content: the durations of the quizzes and exercises it points at. */
export type DurationSources = {
  quizMinutes?: (quizId: string) => number | undefined;
  exerciseMinutes?: (exerciseId: string) => number | undefined;
};

/** The duration of one lesson, by its type's rule. */
export function lessonMinutes(
  type: LessonType,
  content: Record<string, unknown>,
  sources: DurationSources = {},
): number {
  switch (type) {
    case 'article':
      return articleMinutes(typeof content.text === 'string' ? content.text : '');
    case 'video':
    case 'audio':
      return mediaMinutes(content.duration);
    case 'document':
      return documentMinutes(content);
    case 'quiz': {
      const own = typeof content.quiz_id === 'string' ? sources.quizMinutes?.(content.quiz_id) : undefined;
      return Math.round(whole(own ?? content.duration));
    }
    case 'exercise': {
      const given = whole(content.estimated_duration);
      if (given > 0) return Math.round(given);
      const own =
        typeof content.exercise_id === 'string' ? sources.exerciseMinutes?.(content.exercise_id) : undefined;
      return Math.round(whole(own));
    }
  }
}

/** 'Non définie' when zero, otherwise 'Xh Ymin'. */
export function formatCourseDuration(minutes: number): string {
  const total = Math.max(0, Math.round(minutes));
  if (total === 0) return t('courses.duration.undefined');
  return t('courses.duration.hoursMinutes', { hours: Math.floor(total / 60), minutes: total % 60 });
}
