import { createReadStream } from 'node:fs';
import { fileTypeFromFile } from 'file-type';
import type { FileContent } from '#shared/exercises/exercise-file-content.ts';

// Reading what a stored file is from its bytes (docs/decisions/070-upload-type-from-the-bytes.md):
// `file-type` recognises formats by their magic bytes; plain text has none, so a file it does not
// recognise is text when it is valid UTF-8 without control characters (tab, line breaks and form
// feed aside).

/** The C0 control codes text may hold: tab, line feed, form feed and carriage return. */
const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0c, 0x0d]);

/** NUL and the other control codes (C0 but the four above, and DEL): not in a text file. */
function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if ((code < 0x20 && !TEXT_CONTROLS.has(code)) || code === 0x7f) return true;
  }
  return false;
}

export async function readFileContent(absolutePath: string): Promise<FileContent> {
  const detected = await fileTypeFromFile(absolutePath);
  if (detected) return { detected: { ext: detected.ext, mime: detected.mime }, isText: false };
  return { detected: null, isText: await isUtf8Text(absolutePath) };
}

/** Streams the file through a strict UTF-8 decoder: a file of at most 10 MB, read once. */
async function isUtf8Text(absolutePath: string): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of createReadStream(absolutePath)) {
      if (hasControlCharacter(decoder.decode(chunk as Buffer, { stream: true }))) return false;
    }
    return !hasControlCharacter(decoder.decode());
  } catch (error) {
    // Only the decoder's refusal means "not text"; a read failure stays a server error.
    if ((error as { code?: unknown }).code === 'ERR_ENCODING_INVALID_ENCODED_DATA') return false;
    throw error;
  }
}
