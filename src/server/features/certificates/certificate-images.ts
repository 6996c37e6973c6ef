import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import {
  CERTIFICATE_IMAGE_MAX_BYTES,
  CERTIFICATE_IMAGE_MAX_MB,
  CERTIFICATE_IMAGE_TYPES,
  type CertificateAssetKind,
  certificateAssetFolder,
  type TStoredAsset,
} from '#shared/certificates/certificate-templates.contract.ts';
import { isOrganizationAssetKey } from '#shared/certificates/template-rules.ts';
import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import { storedFileName } from '#shared/uploads/file-name.ts';
import { storageKeyOf } from '../../storage/resized-pictures.ts';
import type { Storage } from '../../storage/storage.ts';
import type { Caller } from '../auth/caller.ts';
import { requireDesigner } from './certificate-designer-access.ts';

// The designer's pictures (issue 16 "Designer"; decisions 225, 226): a background, a client logo, a
// director's signature. Judged by their bytes (the magic numbers: JPEG, PNG, GIF or WebP; SVG and
// anything else refused, whatever the name or declared type says), at most 5 MB, decoded, then stored
// in a format every PDF library embeds — the background as JPEG, logos and signatures as PNG (they
// keep their transparency) — under public/certificates/<organisation>/<kind>/<id>/<slug>-<time>.<ext>.
// Stored pictures are never deleted: an issued certificate keeps the settings that name them.

/** A picture larger than this canvas is refused before it is decoded (a small file can claim a huge one). */
const MAX_INPUT_PIXELS = 40_000_000;

/** How each kind is stored: the PDF's A4 page at about 200 dpi for a background, smaller for the rest. */
const OUTPUT: Record<CertificateAssetKind, { maxSide: number; format: 'jpeg' | 'png' }> = {
  background: { maxSide: 2480, format: 'jpeg' },
  logo: { maxSide: 1200, format: 'png' },
  signature: { maxSide: 900, format: 'png' },
};

/** Room for the multipart envelope around the file. */
const ENVELOPE_BYTES = 64 * 1024;

export const tooLarge = () =>
  new AppError(
    'PAYLOAD_TOO_LARGE',
    t('certificates.designer.imageTooLarge', { max: CERTIFICATE_IMAGE_MAX_MB }),
  );
const validation = (message: string) => new AppError('VALIDATION', message);

/** A failure while reading the request (busboy's or @fastify/multipart's), as the client's error. */
function formError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return validation(t('certificates.designer.multipartRequired'));
  return validation(t('certificates.designer.formMalformed'));
}

export type UploadedImage = { bytes: Buffer; fileName: string };

/**
 * The one picture of a multipart request (field `file`). A body announced larger than the limit is
 * refused before it is read (413); a file cut at the limit too.
 */
export async function readImageUpload(request: FastifyRequest): Promise<UploadedImage> {
  if (!request.isMultipart()) throw validation(t('certificates.designer.multipartRequired'));
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > CERTIFICATE_IMAGE_MAX_BYTES + ENVELOPE_BYTES) throw tooLarge();
  let part: MultipartFile | undefined;
  try {
    part = await request.file();
  } catch (error) {
    throw formError(error);
  }
  if (!part) throw validation(t('certificates.designer.fileRequired'));
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    throw formError(error);
  }
  if (part.file.truncated || bytes.length > CERTIFICATE_IMAGE_MAX_BYTES) throw tooLarge();
  if (bytes.length === 0) throw validation(t('certificates.designer.fileRequired'));
  return { bytes, fileName: part.filename || 'image' };
}

/** The bytes' type from their magic numbers when it is one of the accepted pictures; 400 otherwise. */
export async function acceptedImageType(bytes: Uint8Array): Promise<string> {
  const detected = await fileTypeFromBuffer(bytes).catch(() => undefined);
  if (!detected || !(CERTIFICATE_IMAGE_TYPES as readonly string[]).includes(detected.mime)) {
    throw validation(t('certificates.designer.imageType'));
  }
  return detected.mime;
}

/** Decodes, turns upright, fits and re-encodes the picture of `kind`; 400 when it cannot be read. */
export async function normalizeImage(bytes: Uint8Array, kind: CertificateAssetKind) {
  const { maxSide, format } = OUTPUT[kind];
  const input = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  try {
    const pipeline = input.autoOrient().resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true });
    const encoded =
      format === 'jpeg'
        ? pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 85, mozjpeg: true })
        : pipeline.png({ compressionLevel: 9 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, extension: format === 'jpeg' ? 'jpg' : 'png' };
  } catch {
    throw validation(t('certificates.designer.imageUnreadable'));
  }
}

/** POST /api/admin/certificate-assets?kind=…: the picture stored, its public URL and size. */
export async function storeCertificateImage(
  storage: Storage,
  caller: Caller,
  kind: CertificateAssetKind,
  upload: UploadedImage,
  now = new Date(),
): Promise<TStoredAsset> {
  requireDesigner(caller);
  await acceptedImageType(upload.bytes);
  const image = await normalizeImage(upload.bytes, kind);
  const name = storedFileName(upload.fileName, image.extension, now);
  const key = `${certificateAssetFolder(caller.organizationId)}${kind}/${randomUUID()}/${name}`;
  await storage.put(key, Readable.from([image.data]));
  return { url: storage.publicUrl(key), width: image.width, height: image.height };
}

/** Whether a picture's address is one of the organisation's certificate pictures in this store. */
export function isOrganizationImage(storage: Storage, organizationId: string, url: string): boolean {
  const key = storageKeyOf(storage, url);
  return key !== null && isOrganizationAssetKey(key, organizationId);
}
