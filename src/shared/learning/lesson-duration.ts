import type { LessonType } from '../domain.ts';
import { articleCompletionDelayMs, readingMinutes } from './progress.ts';

// One duration per lesson, on every screen (docs/decisions/044): the course page, the player's
// header and mobile bar, the side navigation and the public curriculum all read `durationMinutes`,
// and for an article that figure is its reading time, computed here from the text it carries.

type Content = Record<string, unknown>;

function text(content: Content, ...fields: string[]): string | null {
  for (const field of fields) {
    const value = content[field];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return null;
}

/** The first of these fields holding a positive number (or a numeric string). */
export function positiveNumber(content: Content, ...fields: string[]): number | null {
  for (const field of fields) {
    const value = Number(content[field]);
    if (content[field] !== null && content[field] !== '' && Number.isFinite(value) && value > 0) return value;
  }
  return null;
}

export type ArticleBody = { kind: 'html'; html: string } | { kind: 'text'; text: string };

/** article: html, content, body or text hold HTML; markdown is shown as plain text (never as HTML). */
export function articleBody(content: Content): ArticleBody | null {
  const html = text(content, 'html', 'content', 'body', 'text');
  if (html) return { kind: 'html', html };
  const markdown = text(content, 'markdown');
  return markdown ? { kind: 'text', text: markdown } : null;
}

/** The words of an HTML fragment, without tags or entities, for the reading time. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[#a-z0-9]+;/gi, ' ');
}

/**
 * Reading time in minutes (readingTime or estimated_duration when given, else words / 250 rounded up)
 * and when 'Article terminé' appears: after max(5 s, 10 s per minute).
 */
export function articleTiming(content: Content, body: ArticleBody): { minutes: number; delayMs: number } {
  const given = positiveNumber(content, 'readingTime', 'estimated_duration');
  const minutes = given
    ? Math.ceil(given)
    : readingMinutes(body.kind === 'html' ? plainText(body.html) : body.text);
  return { minutes, delayMs: articleCompletionDelayMs(minutes) };
}

/**
 * The lesson's one duration in minutes: an article's reading time when it has a text, otherwise the
 * stored figure (video and audio: the media's length; document, quiz, exercise: as set).
 */
export function lessonDurationMinutes(lesson: {
  type: LessonType;
  content: unknown;
  durationMinutes: number;
}): number {
  if (lesson.type !== 'article' || !lesson.content || typeof lesson.content !== 'object')
    return lesson.durationMinutes;
  const content = lesson.content as Content;
  const body = articleBody(content);
  return body ? articleTiming(content, body).minutes : lesson.durationMinutes;
}

/** A media's length in whole minutes, rounded up (a 16-second recording reads '1 min', never '0 min'). */
export function mediaMinutes(seconds: number): number {
  return Math.max(1, Math.ceil(Math.max(0, seconds) / 60));
}
