import { t } from '../messages/fr.ts';
import { cleanFileName } from './exercise-download.ts';
import { EXERCISE_FILE_TYPES, fileExtension } from './exercise-files.ts';

// Whether a submitted file's bytes are what its name says (docs/decisions/070-upload-type-from-the-bytes.md).
// The server reads the bytes (the `file-type` package, then a UTF-8 check for text); this rule
// only compares, so it is tested without files.

/** What the bytes were recognised as: `file-type`'s answer, or null when it recognised nothing. */
export type DetectedType = { ext: string; mime: string } | null;

/** What was read from a file's bytes. `isText`: valid UTF-8 without control characters. */
export type FileContent = { detected: DetectedType; isText: boolean };

export type ContentVerdict =
  | { accepted: true; type: string }
  | { accepted: false; reason: 'mismatch' | 'unknown' | 'notText'; detected: DetectedType };

/** Old Office files (doc, xls, ppt) are all OLE compound files: the bytes cannot tell them apart. */
const COMPOUND_FILE = 'application/x-cfb';
/** Plain text has no magic bytes: it is judged by being UTF-8 text instead. */
const TEXT_EXTENSIONS: Readonly<Record<string, string>> = { txt: 'text/plain', csv: 'text/csv' };

/**
 * The detected MIME types each accepted extension may hold, and the type then stored (and served).
 * The stored type is always one EXERCISE_FILE_TYPES lists for the extension, so the download keeps it.
 */
const BINARY_EXTENSIONS: Readonly<Record<string, { detected: readonly string[]; stored: string }>> = {
  pdf: { detected: ['application/pdf'], stored: 'application/pdf' },
  png: { detected: ['image/png'], stored: 'image/png' },
  jpg: { detected: ['image/jpeg'], stored: 'image/jpeg' },
  jpeg: { detected: ['image/jpeg'], stored: 'image/jpeg' },
  docx: officeOpenXml('docx'),
  xlsx: officeOpenXml('xlsx'),
  pptx: officeOpenXml('pptx'),
  doc: { detected: [COMPOUND_FILE], stored: 'application/msword' },
  xls: { detected: [COMPOUND_FILE], stored: 'application/vnd.ms-excel' },
  ppt: { detected: [COMPOUND_FILE], stored: 'application/vnd.ms-powerpoint' },
};

function officeOpenXml(extension: string) {
  const mime = EXERCISE_FILE_TYPES[extension]![0]!;
  return { detected: [mime], stored: mime };
}

/** True when the name's extension is one an exercise accepts (checked before anything is stored). */
export function hasAcceptedExtension(fileName: string): boolean {
  const extension = fileExtension(fileName);
  return Object.hasOwn(BINARY_EXTENSIONS, extension) || Object.hasOwn(TEXT_EXTENSIONS, extension);
}

/** The bytes must be what the extension says; the declared MIME type plays no part. */
export function judgeFileContent(fileName: string, content: FileContent): ContentVerdict {
  const extension = fileExtension(fileName);
  const { detected } = content;
  if (Object.hasOwn(TEXT_EXTENSIONS, extension)) {
    if (detected) return { accepted: false, reason: 'mismatch', detected };
    if (!content.isText) return { accepted: false, reason: 'notText', detected };
    return { accepted: true, type: TEXT_EXTENSIONS[extension]! };
  }
  if (!Object.hasOwn(BINARY_EXTENSIONS, extension)) return { accepted: false, reason: 'unknown', detected };
  const expected = BINARY_EXTENSIONS[extension]!;
  if (!detected) return { accepted: false, reason: 'unknown', detected };
  if (!expected.detected.includes(detected.mime)) return { accepted: false, reason: 'mismatch', detected };
  return { accepted: true, type: expected.stored };
}

/** The French refusal, naming what the bytes were recognised as. */
export function contentRefusalMessage(
  fileName: string,
  verdict: Extract<ContentVerdict, { accepted: false }>,
): string {
  const name = cleanFileName(fileName);
  const extension = fileExtension(fileName);
  if (verdict.reason === 'notText') return t('exercises.fileNotUtf8Text', { name });
  if (verdict.reason === 'mismatch' && verdict.detected) {
    const detected = `${verdict.detected.mime} (.${verdict.detected.ext})`;
    return t('exercises.fileContentMismatch', { name, extension, detected });
  }
  return t('exercises.fileContentUnknown', { name, extension });
}
