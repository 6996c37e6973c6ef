import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '#shared/errors.ts';
import { ZSubmissionText, ZSubmitExercise } from '#shared/exercises/exercise.contract.ts';
import {
  contentRefusalMessage,
  hasAcceptedExtension,
  judgeFileContent,
} from '#shared/exercises/exercise-file-content.ts';
import {
  isValidFileName,
  MAX_EXERCISE_FILE_MB,
  MAX_SUBMISSION_TEXT,
  slugifyFileName,
} from '#shared/exercises/exercise-files.ts';
import { t } from '#shared/messages/fr.ts';
import { containsNul } from '../../plugins/input-guard.ts';
import { readFileContent } from './file-content.ts';

// Reading a submission's body (multipart or JSON) and keeping its file under
// ${DATA_DIR}/uploads/exercises. The database stores the path relative to DATA_DIR.
// docs/decisions/069-malformed-exercise-uploads.md and 070-upload-type-from-the-bytes.md.

const UPLOADS = ['uploads', 'exercises'] as const;

export type StoredFile = { name: string; type: string; size: number; relativePath: string };
export type SubmissionBody = { text: string; file: StoredFile | null };

/** What the parts read so far gave: the first refusal wins, the rest of the body is still read. */
type FormState = { text: string | null; file: StoredFile | null; refusal: AppError | null };

/**
 * The submission's text and file. Any refusal (form, type, size, text) leaves no file behind: the
 * stream is read to its end first so the request completes, then the error is thrown.
 */
export async function readSubmissionBody(request: FastifyRequest, dataDir: string): Promise<SubmissionBody> {
  if (!request.isMultipart()) {
    const parsed = ZSubmitExercise.safeParse(request.body ?? {});
    if (!parsed.success) throw validationError(parsed.error.issues[0]?.message);
    return { text: parsed.data.text.trim(), file: null };
  }

  const form: FormState = { text: null, file: null, refusal: null };
  try {
    for await (const part of formParts(request)) {
      if (part.type === 'field') readField(part, form);
      else await readFilePart(part, dataDir, form);
    }
    if (form.refusal) throw form.refusal;
    const parsed = ZSubmissionText.safeParse(form.text ?? '');
    if (!parsed.success) throw validationError(parsed.error.issues[0]?.message);
    return { text: parsed.data.trim(), file: form.file };
  } catch (error) {
    if (form.file) await removeStoredFile(dataDir, form.file.relativePath);
    throw error;
  }
}

function readField(part: Extract<Multipart, { type: 'field' }>, form: FormState) {
  if (part.fieldname !== 'text') return;
  if (form.text !== null) form.refusal ??= validationError(t('exercises.textRepeated'));
  const value = typeof part.value === 'string' ? part.value : '';
  form.text = value;
  if (part.valueTruncated) {
    form.refusal ??= validationError(t('exercises.textTooLong', { max: MAX_SUBMISSION_TEXT }));
  } else if (containsNul(value)) {
    // The global NUL guard sees parsed bodies only; this one is read here, in the handler.
    form.refusal ??= validationError(t('error.nulCharacter'));
  }
}

/** Keeps the file when it is the one expected and its bytes are what its name says. */
async function readFilePart(part: MultipartFile, dataDir: string, form: FormState) {
  if (part.fieldname !== 'file' || !part.filename || form.file || form.refusal) return drain(part.file);
  if (!isValidFileName(part.filename)) {
    form.refusal = validationError(t('exercises.fileNameInvalid'));
    return drain(part.file);
  }
  if (!hasAcceptedExtension(part.filename)) {
    form.refusal = validationError(t('exercises.fileTypeUnsupported'));
    return drain(part.file);
  }
  const stored = await store(part.file, part.filename, dataDir);
  if (part.file.truncated) {
    await removeStoredFile(dataDir, stored.relativePath);
    form.refusal = new AppError(
      'PAYLOAD_TOO_LARGE',
      t('exercises.fileTooLarge', { max: MAX_EXERCISE_FILE_MB }),
    );
    return;
  }
  if (stored.size === 0) {
    // An empty file input: as if no file were sent.
    await removeStoredFile(dataDir, stored.relativePath);
    return;
  }
  const content = await readFileContent(path.join(dataDir, stored.relativePath)).catch(
    async (error: unknown) => {
      await removeStoredFile(dataDir, stored.relativePath);
      throw error;
    },
  );
  const verdict = judgeFileContent(part.filename, content);
  if (!verdict.accepted) {
    await removeStoredFile(dataDir, stored.relativePath);
    form.refusal = validationError(contentRefusalMessage(part.filename, verdict));
    return;
  }
  // The type the bytes proved, never the one the browser declared.
  form.file = { ...stored, type: verdict.type };
}

/**
 * The request's parts, with every failure of the request itself (no or wrong boundary, a body
 * cut short, a part header too large, limits) turned into a French 400. Thrown by
 * `request.parts()` itself for a missing boundary, by the iterator for the rest.
 */
async function* formParts(request: FastifyRequest): AsyncGenerator<Multipart> {
  let parts: AsyncIterator<Multipart>;
  try {
    parts = request.parts()[Symbol.asyncIterator]();
  } catch (error) {
    throw formError(error);
  }
  for (;;) {
    let step: IteratorResult<Multipart>;
    try {
      step = await parts.next();
    } catch (error) {
      throw formError(error);
    }
    if (step.done) return;
    yield step.value;
  }
}

/** A failure while reading the request (busboy's or @fastify/multipart's), as the client's error. */
function formError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_FILES_LIMIT') return validationError(t('exercises.oneFileOnly'));
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return validationError(t('exercises.formTooManyParts'));
  }
  return validationError(t('exercises.formMalformed'));
}

/** Deletes a stored file; a file already gone is not an error. */
export async function removeStoredFile(dataDir: string, relativePath: string): Promise<void> {
  await rm(path.join(dataDir, relativePath), { force: true });
}

export type OpenedFile = { stream: Readable; size: number };

/**
 * A stored file, opened for reading (404 'exercises.fileMissing' when it is gone). The path comes
 * from our own row, but is still kept inside DATA_DIR/uploads/exercises in case a row was altered.
 * The file is opened before any header is sent, so a failure is still a clean JSON error.
 */
export async function openStoredFile(dataDir: string, relativePath: string): Promise<OpenedFile> {
  const folder = path.resolve(dataDir, ...UPLOADS);
  const absolute = path.resolve(dataDir, relativePath);
  if (path.dirname(absolute) !== folder) throw new AppError('NOT_FOUND', t('exercises.fileMissing'));
  const handle = await open(absolute, 'r').catch(() => null);
  if (!handle) throw new AppError('NOT_FOUND', t('exercises.fileMissing'));
  try {
    const stats = await handle.stat();
    if (!stats.isFile()) throw new AppError('NOT_FOUND', t('exercises.fileMissing'));
    // The stream owns the handle from here and closes it when done or destroyed.
    return { stream: handle.createReadStream(), size: stats.size };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/** Writes the part to a new file; a part that fails half-way (body cut short) leaves nothing. */
async function store(stream: Readable, originalName: string, dataDir: string) {
  const directory = path.join(dataDir, ...UPLOADS);
  await mkdir(directory, { recursive: true });
  const storedName = `${randomUUID()}-${slugifyFileName(originalName)}`;
  const relativePath = path.posix.join(...UPLOADS, storedName);
  const output = createWriteStream(path.join(directory, storedName));
  try {
    await pipeline(stream, output);
  } catch (error) {
    await removeStoredFile(dataDir, relativePath);
    // The request failing (its stream errored, maybe before the pipeline started) is the client's
    // error; the disk failing stays a server error.
    throw stream.errored ? formError(stream.errored) : error;
  }
  return { name: originalName, size: output.bytesWritten, relativePath };
}

async function drain(stream: Readable) {
  stream.resume();
  await finished(stream).catch((error: unknown) => {
    throw formError(error);
  });
}

function validationError(message: string | undefined) {
  return new AppError('VALIDATION', message ?? t('error.validation'));
}
