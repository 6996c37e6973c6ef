import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import { pictureAddress } from '#shared/pictures/picture-sources.ts';
import { storedFileName } from '#shared/uploads/file-name.ts';
import {
  type AcceptedType,
  hasMarkup,
  judgeUpload,
  type UploadVerdict,
} from '#shared/uploads/upload-types.ts';
import type { UploadResult } from '#shared/uploads/uploads.contract.ts';
import { readContent } from '../../storage/file-content.ts';
import { storeResizedPicture } from '../../storage/resized-pictures.ts';
import type { Storage } from '../../storage/storage.ts';
import { pdfPageCountOf } from './pdf-pages.ts';
import { removePartial, type UploadOwner, type UploadRecords } from './upload-records.ts';

// A finished upload (decision 150): its type is read from the bytes of the partial, then it is
// moved into the storage under public/uploads/<organisation>/<upload id>/<slug>-<timestamp>.<ext>,
// or refused (415) and deleted, leaving nothing in the storage.

export type CompletedUpload = {
  id: string;
  owner: UploadOwner;
  originalName: string;
  now: Date;
};

/** What the bytes of the partial are: magic bytes, then for text its markup. */
async function judgePartial(file: string, originalName: string): Promise<UploadVerdict> {
  const content = await readContent(async () => createReadStream(file));
  const markup = content.isText ? hasMarkup(await readFile(file, 'utf8')) : false;
  return judgeUpload(originalName, { ...content, hasMarkup: markup });
}

function refusal(name: string, verdict: Extract<UploadVerdict, { accepted: false }>): AppError {
  const accepted = t('uploads.acceptedTypes');
  if (verdict.reason === 'markup')
    return new AppError('UNSUPPORTED_FILE_TYPE', t('uploads.markupType', { name, accepted }));
  if (verdict.reason === 'detected' && verdict.detected) {
    const detected = `${verdict.detected.mime} (.${verdict.detected.ext})`;
    return new AppError('UNSUPPORTED_FILE_TYPE', t('uploads.unsupportedType', { name, detected, accepted }));
  }
  return new AppError('UNSUPPORTED_FILE_TYPE', t('uploads.unknownType', { name, accepted }));
}

/**
 * A picture is stored in web-friendly WebP widths (decision 135), the widest named in the result;
 * another file as sent.
 */
async function put(storage: Storage, key: string, partial: string, isPicture: boolean) {
  if (!isPicture) return { key: (await storage.put(key, createReadStream(partial))).key, extension: null };
  const base = key.replace(/\.[^./]+$/, '');
  const picture = await storeResizedPicture(storage, await readFile(partial), base);
  return { key: pictureAddress(base, picture.width, picture.height), extension: 'webp' };
}

export async function completeUpload(
  deps: { storage: Storage; records: UploadRecords },
  upload: CompletedUpload,
): Promise<UploadResult> {
  const partial = path.join(deps.records.directory, upload.id);
  try {
    const verdict = await judgePartial(partial, upload.originalName);
    if (!verdict.accepted) throw refusal(upload.originalName, verdict);
    const result = await store(deps.storage, partial, upload, verdict);
    await deps.records.saveDone(upload.id, {
      ...upload.owner,
      completedAt: upload.now.toISOString(),
      result,
    });
    return result;
  } finally {
    await removePartial(deps.records.directory, upload.id);
  }
}

async function store(
  storage: Storage,
  partial: string,
  upload: CompletedUpload,
  type: AcceptedType,
): Promise<UploadResult> {
  const fileName = storedFileName(upload.originalName, type.ext, upload.now);
  const key = `public/uploads/${upload.owner.organizationId}/${upload.id}/${fileName}`;
  const pageCount = type.ext === 'pdf' ? await pdfPageCountOf(partial) : null;
  const { size } = await stat(partial);
  const stored = await put(storage, key, partial, type.kind === 'image');
  return {
    id: upload.id,
    key: stored.key,
    url: storage.publicUrl(stored.key),
    kind: type.kind,
    mimeType: stored.extension ? 'image/webp' : type.mime,
    extension: stored.extension ?? type.ext,
    fileName: stored.key.split('/').pop() ?? fileName,
    originalName: upload.originalName,
    sizeBytes: size,
    pageCount,
  };
}
