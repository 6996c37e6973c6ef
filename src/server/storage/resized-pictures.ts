import { Readable } from 'node:stream';
import sharp from 'sharp';
import { AppError } from '#shared/errors.ts';
import { t } from '#shared/messages/fr.ts';
import {
  avifTwin,
  MAX_PICTURE_WIDTH,
  parsePictureAddress,
  pictureAddress,
  pictureVariants,
  variantHeight,
} from '#shared/pictures/picture-sources.ts';
import { isStorageKey, PUBLIC_PREFIX, type Storage } from './storage.ts';

// A picture (course cover, avatar) stored as WebP in a few widths (docs/decisions/135), so a phone
// downloads the width its card shows, never the photo as taken; each width also as AVIF, which the
// public files route sends to browsers that read it (decision 187). Variants are named by
// #shared/pictures/picture-sources.ts, which the web app reads back to build `srcset`.

/** A WebP quality that keeps a 960 px cover near 30 KB without visible loss on a phone. */
const WEBP_QUALITY = 72;

/**
 * The AVIF twin's quality (docs/decisions/187): sharp's default, which looks like the WebP above at
 * about two thirds of its bytes on our covers.
 */
const AVIF_QUALITY = 50;

/** Larger inputs are refused before decoding (a small file can claim a huge canvas). */
const MAX_INPUT_PIXELS = 50_000_000;

export type StoredPicture = { address: string; width: number; height: number };

/**
 * Writes `bytes` (any image sharp reads: JPEG, PNG, WebP, GIF, AVIF…) as WebP variants under
 * `public/<baseName>.<w>x<h>.webp`, turned upright from its EXIF orientation, its metadata dropped, never
 * enlarged (at most `maxWidth` wide, MAX_PICTURE_WIDTH by default). Returns the public address of the
 * widest variant and its size: the address to keep in the row. Throws a VALIDATION AppError when the
 * bytes are not a readable picture; a write that fails leaves no variant behind.
 */
export async function storeResizedPicture(
  storage: Storage,
  bytes: Uint8Array,
  baseName: string,
  options: { maxWidth?: number } = {},
): Promise<StoredPicture> {
  const base = baseName.startsWith(PUBLIC_PREFIX) ? baseName : `${PUBLIC_PREFIX}${baseName}`;
  if (!isStorageKey(`${base}.webp`)) throw new Error(`Nom d'image invalide : ${baseName}`);
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const upright = await readUprightSize(input);
  const width = Math.min(upright.width, options.maxWidth ?? MAX_PICTURE_WIDTH);
  const height = variantHeight(width, upright.width, upright.height);

  const written: string[] = [];
  try {
    for (const variant of pictureVariants(base, width, height)) {
      const resized = decode(input).autoOrient().resize(variant.width, variant.height, { fit: 'cover' });
      const [webp, avif] = await Promise.all([
        resized.clone().webp({ quality: WEBP_QUALITY }).toBuffer(),
        resized.clone().avif({ quality: AVIF_QUALITY }).toBuffer(),
      ]).catch(() => {
        throw unreadable();
      });
      await storage.put(variant.url, Readable.from([webp]));
      written.push(variant.url);
      const twin = avifTwin(variant.url) as string;
      await storage.put(twin, Readable.from([avif]));
      written.push(twin);
    }
  } catch (error) {
    await Promise.all(written.map((key) => storage.delete(key)));
    throw error;
  }
  return { address: storage.publicUrl(pictureAddress(base, width, height)), width, height };
}

/** Deletes every variant of a picture stored by storeResizedPicture; any other address is left alone. */
export async function deleteResizedPicture(storage: Storage, address: string): Promise<void> {
  const key = storageKeyOf(storage, address);
  const parsed = key === null ? null : parsePictureAddress(key);
  if (!parsed || !isStorageKey(key as string)) return;
  const files = pictureVariants(parsed.base, parsed.width, parsed.height).flatMap((variant) => [
    variant.url,
    avifTwin(variant.url) as string,
  ]);
  await Promise.all(files.map((file) => storage.delete(file)));
}

function unreadable(): AppError {
  return new AppError('VALIDATION', t('files.unreadablePicture'));
}

/** Sharp on the input; only a real decoding error refuses it (a phone photo often carries warnings). */
function decode(input: Buffer) {
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
}

async function readUprightSize(input: Buffer): Promise<{ width: number; height: number }> {
  const metadata = await decode(input)
    .metadata()
    .catch(() => null);
  if (!metadata?.width || !metadata.height) throw unreadable();
  return metadata.autoOrient ?? { width: metadata.width, height: metadata.height };
}

/**
 * The key behind a public address: what follows the store's public URL prefix, or, for an address
 * written under another host name, what follows `/files/` in its path. Null for anything else.
 */
export function storageKeyOf(storage: Storage, address: string): string | null {
  const prefix = storage.publicUrl('');
  if (address.startsWith(prefix)) return address.slice(prefix.length);
  const path = /^(?:https?:\/\/[^/]+)?\/files\/(public\/[^?#]+)$/.exec(address);
  return path?.[1] ?? null;
}
