import { fileExtension, isAllowedExerciseFile, slugifyFileName } from './exercise-files.ts';

// How a submitted file is served back (docs/decisions/019-grading-page.md): always as an
// attachment, never rendered by the browser, under a name that cannot break the header.

const FALLBACK_TYPE = 'application/octet-stream';
const MAX_NAME = 150;

/**
 * The Content-Type to send: the stored MIME type when it still names an accepted document of the
 * same extension (it was checked on upload), otherwise application/octet-stream. Text types say
 * UTF-8 so an accented CSV opens right.
 */
export function downloadContentType(fileName: string, storedType: string | null): string {
  if (!storedType || !isAllowedExerciseFile(fileName, storedType)) return FALLBACK_TYPE;
  const mime = storedType.split(';', 1)[0]!.trim().toLowerCase();
  return mime.startsWith('text/') ? `${mime}; charset=utf-8` : mime;
}

/**
 * `attachment; filename="<ascii>"; filename*=UTF-8''<encoded>` (RFC 6266 / RFC 8187). The ASCII
 * name is the stored slug ('Mémoire final.PDF' → 'memoire-final.pdf'); the UTF-8 name is the
 * original without control characters, path separators or quotes, percent-encoded, so neither can
 * end the header, add one, or point outside the download folder.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = slugifyFileName(fileName);
  const cleaned = cleanFileName(fileName) || ascii;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc8187(cleaned)}`;
}

/** The original name, minus what a header or a file system would misread; at most 150 characters. */
export function cleanFileName(fileName: string): string {
  const extension = fileExtension(fileName);
  const cleaned = fileName
    .normalize('NFC')
    // Control and format characters (CR/LF included), lone surrogates, quotes, path separators and
    // what Windows forbids in a name.
    .replace(/[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}"'\\/:*?<>|]+/gu, ' ')
    .replace(/\s+/g, ' ')
    // No hidden file ('.bashrc') nor a name made of dots.
    .replace(/^[.\s]+/, '')
    .trimEnd();
  // Counted in code points, so an emoji is never cut in half.
  const characters = Array.from(cleaned);
  if (characters.length <= MAX_NAME) return cleaned;
  const tail = extension && extension.length < 10 ? `.${extension}` : '';
  return `${characters
    .slice(0, MAX_NAME - tail.length)
    .join('')
    .trimEnd()}${tail}`;
}

/** RFC 8187 value-chars: encodeURIComponent, plus the few characters it leaves that the RFC does not. */
function encodeRfc8187(text: string): string {
  return encodeURIComponent(text).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}
