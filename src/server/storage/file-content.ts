import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { fileTypeFromStream } from 'file-type';
import type { FileContent } from '#shared/exercises/exercise-file-content.ts';
import type { Storage } from './storage.ts';

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

/** What the stored object `key` is, from its bytes (read from the store, never from the request). */
export function readFileContent(storage: Storage, key: string): Promise<FileContent> {
  return readContent(async () => {
    const opened = await storage.get(key);
    if (!opened) throw new Error(`Objet absent du stockage : ${key}`);
    return opened.stream;
  });
}

/** What the bytes `open` streams are (opened twice at most: the magic bytes, then the text check). */
export async function readContent(open: () => Promise<Readable>): Promise<FileContent> {
  const detected = await detectType(open);
  if (detected) return { detected: { ext: detected.ext, mime: detected.mime }, isText: false };
  return { detected: null, isText: await isUtf8Text(open) };
}

async function detectType(open: () => Promise<Readable>) {
  const stream = await open();
  try {
    return await fileTypeFromStream(Readable.toWeb(stream) as WebReadableStream<Uint8Array>);
  } finally {
    stream.destroy();
  }
}

/** Streams the file through a strict UTF-8 decoder: a file of at most 10 MB, read once. */
async function isUtf8Text(open: () => Promise<Readable>): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of await open()) {
      if (hasControlCharacter(decoder.decode(chunk as Buffer, { stream: true }))) return false;
    }
    return !hasControlCharacter(decoder.decode());
  } catch (error) {
    // Only the decoder's refusal means "not text"; a read failure stays a server error.
    if ((error as { code?: unknown }).code === 'ERR_ENCODING_INVALID_ENCODED_DATA') return false;
    throw error;
  }
}
