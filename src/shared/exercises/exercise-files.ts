import { slugify } from '../slug.ts';

// What a learner may attach to an exercise submission, and how the stored file is named
// (spec/learner.md §3 Exercise submission; docs/decisions/012-exercise-submissions.md).

export const MAX_EXERCISE_FILE_MB = 10;
export const MAX_EXERCISE_FILE_BYTES = MAX_EXERCISE_FILE_MB * 1024 * 1024;
export const MAX_SUBMISSION_TEXT = 20_000;

/** Accepted documents by extension, each with the MIME types that may name it. */
export const EXERCISE_FILE_TYPES: Readonly<Record<string, readonly string[]>> = {
  pdf: ['application/pdf'],
  doc: ['application/msword'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  xls: ['application/vnd.ms-excel'],
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ppt: ['application/vnd.ms-powerpoint'],
  pptx: ['application/vnd.openxmlformats-officedocument.presentationml.presentation'],
  txt: ['text/plain'],
  csv: ['text/csv', 'application/csv', 'application/vnd.ms-excel', 'text/plain'],
  png: ['image/png'],
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
};

/** The lowercase extension of a file name ('' without one). */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

/**
 * True when the extension and the MIME type name the same accepted document type. Uploads are
 * judged by their bytes (exercise-file-content.ts); this checks a stored type before it is served.
 */
export function isAllowedExerciseFile(fileName: string, mimeType: string): boolean {
  const mime = mimeType.split(';', 1)[0]!.trim().toLowerCase();
  const extension = fileExtension(fileName);
  // Own keys only: "x.constructor" must not reach Object.prototype.
  return Object.hasOwn(EXERCISE_FILE_TYPES, extension) && EXERCISE_FILE_TYPES[extension]!.includes(mime);
}

const MAX_FILE_NAME = 255;

/**
 * A name we can keep and show: at most 255 characters, no control character (NUL included), and
 * valid UTF-8 — a name that was not arrives with U+FFFD in place of its bytes.
 */
export function isValidFileName(fileName: string): boolean {
  return (
    fileName.trim().length > 0 &&
    Array.from(fileName).length <= MAX_FILE_NAME &&
    // A lone surrogate (\p{Cs}) cannot come from UTF-8 either.
    !/[\p{Cc}\p{Cs}\uFFFD]/u.test(fileName)
  );
}

/**
 * A stored file's name: the slug of the original name without its extension (or 'fichier' when
 * nothing is left), then the extension when it is an accepted one ('Mémoire final.PDF' →
 * 'memoire-final.pdf').
 */
export function slugifyFileName(fileName: string): string {
  const extension = fileExtension(fileName);
  const known = Object.hasOwn(EXERCISE_FILE_TYPES, extension);
  const base = slugify(known ? fileName.slice(0, -(extension.length + 1)) : fileName) || 'fichier';
  return known ? `${base}.${extension}` : base;
}
