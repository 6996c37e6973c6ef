import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ZResourceFields } from '#shared/cohorts/space.ts';
import type { TResourceCategory } from '#shared/cohorts/space-values.ts';
import { MAX_RESOURCE_FILE_MB } from '#shared/cohorts/space-values.ts';
import { AppError } from '#shared/errors.ts';
import { attachmentDisposition, downloadContentType } from '#shared/exercises/exercise-download.ts';
import {
  contentRefusalMessage,
  hasAcceptedExtension,
  judgeFileContent,
} from '#shared/exercises/exercise-file-content.ts';
import {
  EXERCISE_FILE_TYPES,
  fileExtension,
  isValidFileName,
  slugifyFileName,
} from '#shared/exercises/exercise-files.ts';
import { t } from '#shared/messages/fr.ts';
import { containsNul } from '../../plugins/input-guard.ts';
import { readFileContent } from '../../storage/file-content.ts';
import type { OpenedObject, Storage } from '../../storage/storage.ts';

// A cohort resource's file (decision 207): the documents an exercise accepts (PDF, Word, Excel,
// PowerPoint, text, CSV, PNG, JPEG), judged by their bytes as exercise submissions are (decision
// 070), at most 20 MB, kept in the one store under `cohort-resources/`.

export const RESOURCE_FOLDER = 'cohort-resources';

export type ResourceDownload = OpenedObject & { name: string };

export type StoredResourceFile = { name: string; size: number; key: string };
export type ResourceFileBody = {
  title: string;
  description?: string | undefined;
  category: TResourceCategory;
  file: StoredResourceFile;
};

type FormState = {
  fields: Record<string, string>;
  file: StoredResourceFile | null;
  refusal: AppError | null;
};

const FIELDS = new Set(['title', 'description', 'category']);

/**
 * The form's fields and file. Any refusal leaves no file behind: the body is read to its end, the
 * stored file deleted, then the error thrown.
 */
export async function readResourceFileBody(
  request: FastifyRequest,
  storage: Storage,
): Promise<ResourceFileBody> {
  const form: FormState = { fields: {}, file: null, refusal: null };
  try {
    for await (const part of formParts(request)) {
      if (part.type === 'field') readField(part, form);
      else await readFilePart(part, storage, form);
    }
    if (form.refusal) throw form.refusal;
    const parsed = ZResourceFields.safeParse(form.fields);
    if (!parsed.success) throw validationError(parsed.error.issues[0]?.message);
    if (!form.file) throw validationError(t('cohorts.space.fileRequired'));
    return { ...parsed.data, file: form.file };
  } catch (error) {
    if (form.file) await storage.delete(form.file.key);
    throw error;
  }
}

function readField(part: Extract<Multipart, { type: 'field' }>, form: FormState) {
  if (!FIELDS.has(part.fieldname)) return;
  const value = typeof part.value === 'string' ? part.value : '';
  if (part.valueTruncated) form.refusal ??= validationError(t('error.payloadTooLarge'));
  else if (containsNul(value)) form.refusal ??= validationError(t('error.nulCharacter'));
  form.fields[part.fieldname] = value;
}

async function readFilePart(part: MultipartFile, storage: Storage, form: FormState) {
  if (part.fieldname !== 'file' || !part.filename || form.refusal) return drain(part.file);
  if (form.file) {
    form.refusal = validationError(t('cohorts.space.oneFileOnly'));
    return drain(part.file);
  }
  if (!isValidFileName(part.filename)) {
    form.refusal = validationError(t('exercises.fileNameInvalid'));
    return drain(part.file);
  }
  if (!hasAcceptedExtension(part.filename)) {
    form.refusal = validationError(t('exercises.fileTypeUnsupported'));
    return drain(part.file);
  }
  const key = `${RESOURCE_FOLDER}/${randomUUID()}-${slugifyFileName(part.filename)}`;
  let size: number;
  try {
    size = (await storage.put(key, part.file)).size;
  } catch (error) {
    throw part.file.errored ? formError(part.file.errored) : error;
  }
  if (part.file.truncated) {
    await storage.delete(key);
    form.refusal = new AppError(
      'PAYLOAD_TOO_LARGE',
      t('cohorts.space.fileTooLarge', { max: MAX_RESOURCE_FILE_MB }),
    );
    return;
  }
  if (size === 0) {
    await storage.delete(key);
    form.refusal = validationError(t('cohorts.space.fileRequired'));
    return;
  }
  const verdict = judgeFileContent(part.filename, await readFileContent(storage, key));
  if (!verdict.accepted) {
    await storage.delete(key);
    form.refusal = validationError(contentRefusalMessage(part.filename, verdict));
    return;
  }
  form.file = { name: part.filename, size, key };
}

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

function formError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_FILES_LIMIT') return validationError(t('cohorts.space.oneFileOnly'));
  return validationError(t('cohorts.space.formMalformed'));
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

/** Streams the file as an attachment, never rendered as a page of this site. */
export function sendResourceFile(reply: FastifyReply, file: ResourceDownload) {
  const extension = fileExtension(file.name);
  const type = Object.hasOwn(EXERCISE_FILE_TYPES, extension) ? EXERCISE_FILE_TYPES[extension]![0]! : null;
  return reply
    .header('content-type', downloadContentType(file.name, type))
    .header('content-disposition', attachmentDisposition(file.name))
    .header('content-length', String(file.size))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(file.stream);
}
