import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { AppError } from '#shared/errors.ts';
import { ZSubmissionText, ZSubmitExercise } from '#shared/learning/exercise.contract.ts';
import {
  isAllowedExerciseFile,
  MAX_EXERCISE_FILE_MB,
  MAX_SUBMISSION_TEXT,
  slugifyFileName,
} from '#shared/learning/exercise-files.ts';
import { t } from '#shared/messages/fr.ts';

// Reading a submission's body (multipart or JSON) and keeping its file under
// ${DATA_DIR}/uploads/exercises. The database stores the path relative to DATA_DIR.

const UPLOADS = ['uploads', 'exercises'] as const;

export type StoredFile = { name: string; type: string; size: number; relativePath: string };
export type SubmissionBody = { text: string; file: StoredFile | null };

/**
 * The submission's text and file. Any refusal (type, size, text) leaves no file behind: the
 * stream is read to its end first so the request completes, then the error is thrown.
 */
export async function readSubmissionBody(request: FastifyRequest, dataDir: string): Promise<SubmissionBody> {
  if (!request.isMultipart()) {
    const parsed = ZSubmitExercise.safeParse(request.body ?? {});
    if (!parsed.success) throw validationError(parsed.error.issues[0]?.message);
    return { text: parsed.data.text.trim(), file: null };
  }

  // Without a boundary the multipart reader throws a plain Error (a 500): the request is malformed.
  if (!/;\s*boundary=/i.test(request.headers['content-type'] ?? '')) {
    throw validationError(t('error.malformedMultipart'));
  }
  let text = '';
  let file: StoredFile | null = null;
  let refusal: AppError | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname !== 'text') continue;
        if (part.valueTruncated) {
          refusal ??= validationError(t('exercise.textTooLong', { max: MAX_SUBMISSION_TEXT }));
        }
        text = typeof part.value === 'string' ? part.value : '';
        continue;
      }
      if (part.fieldname !== 'file' || file || refusal || !part.filename) {
        await drain(part.file);
        continue;
      }
      if (!isAllowedExerciseFile(part.filename, part.mimetype)) {
        refusal = validationError(t('exercise.fileTypeUnsupported'));
        await drain(part.file);
        continue;
      }
      const stored = await store(part.file, part.filename, dataDir);
      if (part.file.truncated) {
        await removeStoredFile(dataDir, stored.relativePath);
        refusal = new AppError(
          'PAYLOAD_TOO_LARGE',
          t('exercise.fileTooLarge', { max: MAX_EXERCISE_FILE_MB }),
        );
      } else if (stored.size === 0) {
        // An empty file input: as if no file were sent.
        await removeStoredFile(dataDir, stored.relativePath);
      } else {
        file = { ...stored, type: part.mimetype };
      }
    }
    if (refusal) throw refusal;
    const parsed = ZSubmissionText.safeParse(text);
    if (!parsed.success) throw validationError(parsed.error.issues[0]?.message);
    return { text: parsed.data.trim(), file };
  } catch (error) {
    if (file) await removeStoredFile(dataDir, file.relativePath);
    // The multipart reader's own complaints (a body cut short) are plain Errors: a malformed request.
    if (error instanceof Error && MALFORMED_MULTIPART.test(error.message)) {
      throw validationError(t('error.malformedMultipart'));
    }
    throw error;
  }
}

/** What @fastify/busboy says about a body that is not well-formed multipart. */
const MALFORMED_MULTIPART = /unexpected end of multipart data|^Multipart: /i;

/** Deletes a stored file; a file already gone is not an error. */
export async function removeStoredFile(dataDir: string, relativePath: string): Promise<void> {
  await rm(path.join(dataDir, relativePath), { force: true });
}

export type OpenedFile = { stream: Readable; size: number };

/**
 * A stored file, opened for reading (404 'exercise.fileMissing' when it is gone). The path comes
 * from our own row, but is still kept inside DATA_DIR/uploads/exercises in case a row was altered.
 * The file is opened before any header is sent, so a failure is still a clean JSON error.
 */
export async function openStoredFile(dataDir: string, relativePath: string): Promise<OpenedFile> {
  const folder = path.resolve(dataDir, ...UPLOADS);
  const absolute = path.resolve(dataDir, relativePath);
  if (path.dirname(absolute) !== folder) throw new AppError('NOT_FOUND', t('exercise.fileMissing'));
  const handle = await open(absolute, 'r').catch(() => null);
  if (!handle) throw new AppError('NOT_FOUND', t('exercise.fileMissing'));
  try {
    const stats = await handle.stat();
    if (!stats.isFile()) throw new AppError('NOT_FOUND', t('exercise.fileMissing'));
    // The stream owns the handle from here and closes it when done or destroyed.
    return { stream: handle.createReadStream(), size: stats.size };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

async function store(stream: Readable, originalName: string, dataDir: string) {
  const directory = path.join(dataDir, ...UPLOADS);
  await mkdir(directory, { recursive: true });
  const storedName = `${randomUUID()}-${slugifyFileName(originalName)}`;
  const relativePath = path.posix.join(...UPLOADS, storedName);
  const output = createWriteStream(path.join(directory, storedName));
  // A body cut short fails the pipeline: the partial file is not kept.
  await pipeline(stream, output).catch(async (error: unknown) => {
    await removeStoredFile(dataDir, relativePath);
    throw error;
  });
  return { name: originalName, size: output.bytesWritten, relativePath };
}

async function drain(stream: Readable) {
  stream.resume();
  await finished(stream);
}

function validationError(message: string | undefined) {
  return new AppError('VALIDATION', message ?? t('error.validation'));
}
