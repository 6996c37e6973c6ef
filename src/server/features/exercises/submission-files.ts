import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
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
import { readFileContent } from '../../storage/file-content.ts';
import type { OpenedObject, Storage } from '../../storage/storage.ts';

// Reading a submission's body (multipart or JSON) and keeping its file in the store under
// `exercises/`; the database keeps the storage key (docs/decisions/069-malformed-exercise-uploads.md,
// 070-upload-type-from-the-bytes.md, 096-one-storage.md).

const FOLDER = 'exercises';

export type StoredFile = { name: string; type: string; size: number; key: string };
export type SubmissionBody = { text: string; file: StoredFile | null };

/** What the parts read so far gave: the first refusal wins, the rest of the body is still read. */
type FormState = { text: string | null; file: StoredFile | null; refusal: AppError | null };

/**
 * The submission's text and file. Any refusal (form, type, size, text) leaves no file behind: the
 * stream is read to its end first so the request completes, then the error is thrown.
 */
export async function readSubmissionBody(request: FastifyRequest, storage: Storage): Promise<SubmissionBody> {
  if (!request.isMultipart()) {
    const parsed = ZSubmitExercise.safeParse(request.body ?? {});
    if (!parsed.success) throw validationError(parsed.error.issues[0]?.message);
    return { text: parsed.data.text.trim(), file: null };
  }

  const form: FormState = { text: null, file: null, refusal: null };
  try {
    for await (const part of formParts(request)) {
      if (part.type === 'field') readField(part, form);
      else await readFilePart(part, storage, form);
    }
    if (form.refusal) throw form.refusal;
    const parsed = ZSubmissionText.safeParse(form.text ?? '');
    if (!parsed.success) throw validationError(parsed.error.issues[0]?.message);
    return { text: parsed.data.trim(), file: form.file };
  } catch (error) {
    if (form.file) await storage.delete(form.file.key);
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
async function readFilePart(part: MultipartFile, storage: Storage, form: FormState) {
  if (part.fieldname !== 'file' || !part.filename || form.file || form.refusal) return drain(part.file);
  if (!isValidFileName(part.filename)) {
    form.refusal = validationError(t('exercises.fileNameInvalid'));
    return drain(part.file);
  }
  if (!hasAcceptedExtension(part.filename)) {
    form.refusal = validationError(t('exercises.fileTypeUnsupported'));
    return drain(part.file);
  }
  const stored = await store(part.file, part.filename, storage);
  if (part.file.truncated) {
    await storage.delete(stored.key);
    form.refusal = new AppError(
      'PAYLOAD_TOO_LARGE',
      t('exercises.fileTooLarge', { max: MAX_EXERCISE_FILE_MB }),
    );
    return;
  }
  if (stored.size === 0) {
    // An empty file input: as if no file were sent.
    await storage.delete(stored.key);
    return;
  }
  const content = await readFileContent(storage, stored.key).catch(async (error: unknown) => {
    await storage.delete(stored.key);
    throw error;
  });
  const verdict = judgeFileContent(part.filename, content);
  if (!verdict.accepted) {
    await storage.delete(stored.key);
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

/**
 * A submission's stored file, opened for reading (404 'exercises.fileMissing' when it is gone or the
 * key is not an exercise file, in case a row was altered). Opened before any header is sent, so a
 * failure is still a clean JSON error.
 */
export async function openStoredFile(storage: Storage, key: string): Promise<OpenedObject> {
  const opened = key.startsWith(`${FOLDER}/`) ? await storage.get(key) : null;
  if (!opened) throw new AppError('NOT_FOUND', t('exercises.fileMissing'));
  return opened;
}

/** Writes the part to a new object; a part that fails half-way (body cut short) leaves nothing. */
async function store(stream: Readable, originalName: string, storage: Storage) {
  const key = `${FOLDER}/${randomUUID()}-${slugifyFileName(originalName)}`;
  try {
    const { size } = await storage.put(key, stream);
    return { name: originalName, size, key };
  } catch (error) {
    // The request failing (its stream errored, maybe before the write started) is the client's
    // error; the store failing stays a server error.
    throw stream.errored ? formError(stream.errored) : error;
  }
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
