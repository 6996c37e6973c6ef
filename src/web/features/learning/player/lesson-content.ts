import type { TLessonContent } from '#shared/learning/course-details.contract.ts';
import { positiveNumber } from '#shared/learning/lesson-duration.ts';

// Reading a lesson's content by type (spec/learner.md §3 "Content fields by type"). Content may come as
// an object or a JSON string; each reader answers null when the field the renderer needs is missing,
// and the renderer then shows the message of spec §8.

export type LessonContentRecord = Record<string, unknown>;

/** What the player hands every renderer of its own lesson types (video, audio, article, document). */
export type LessonRendererProps = {
  courseId: string;
  lesson: TLessonContent;
  content: LessonContentRecord;
  onCompleted: () => void;
};

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

/** video: url or video_url. */
export function videoUrl(content: LessonContentRecord): string | null {
  return text(content, 'url', 'video_url');
}

/** audio: url or audio_url (the seed's audio lessons carry url). */
export function audioUrl(content: LessonContentRecord): string | null {
  return text(content, 'url', 'audio_url');
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
