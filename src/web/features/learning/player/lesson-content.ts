import { articleCompletionDelayMs, readingMinutes } from '#shared/learning/progress.ts';

// Reading a lesson's content by type (spec/learner.md §3 "Content fields by type"). Content may come as
// an object or a JSON string; each reader answers null when the field the renderer needs is missing,
// and the renderer then shows the message of spec §8.

export type LessonContentRecord = Record<string, unknown>;

/** The content as an object, or null when it cannot be read ('Contenu non disponible…'). */
export function readContent(raw: unknown): LessonContentRecord | null {
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as LessonContentRecord) : null;
}

function text(content: LessonContentRecord, ...fields: string[]): string | null {
  for (const field of fields) {
    const value = content[field];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return null;
}

function positiveNumber(content: LessonContentRecord, ...fields: string[]): number | null {
  for (const field of fields) {
    const value = Number(content[field]);
    if (content[field] !== null && content[field] !== '' && Number.isFinite(value) && value > 0) return value;
  }
  return null;
}

/** video: url or video_url. */
export function videoUrl(content: LessonContentRecord): string | null {
  return text(content, 'url', 'video_url');
}

/** audio: url or audio_url (the seed's audio lessons carry url). */
export function audioUrl(content: LessonContentRecord): string | null {
  return text(content, 'url', 'audio_url');
}

export type ArticleBody = { kind: 'html'; html: string } | { kind: 'text'; text: string };

/** article: html, content, body or text hold HTML; markdown is shown as plain text (never as HTML). */
export function articleBody(content: LessonContentRecord): ArticleBody | null {
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
export function articleTiming(
  content: LessonContentRecord,
  body: ArticleBody,
): { minutes: number; delayMs: number } {
  const given = positiveNumber(content, 'readingTime', 'estimated_duration');
  const minutes = given
    ? Math.ceil(given)
    : readingMinutes(body.kind === 'html' ? plainText(body.html) : body.text);
  return { minutes, delayMs: articleCompletionDelayMs(minutes) };
}

export type DocumentFile = {
  url: string;
  fileName: string | null;
  fileType: string | null;
  fileSize: number | null;
  isPdf: boolean;
};

/** document: url or document_url, with fileName/file_name, fileType/file_type, fileSize/size. */
export function documentFile(content: LessonContentRecord): DocumentFile | null {
  const url = text(content, 'url', 'document_url');
  if (!url) return null;
  const fileName = text(content, 'fileName', 'file_name');
  const fileType = text(content, 'fileType', 'file_type');
  const path = url.split(/[?#]/)[0] ?? '';
  const isPdf = fileType ? /pdf/i.test(fileType) : /\.pdf$/i.test(path) || /\.pdf$/i.test(fileName ?? '');
  return {
    url,
    fileName,
    fileType,
    fileSize: positiveNumber(content, 'fileSize', 'file_size', 'size'),
    isPdf,
  };
}
