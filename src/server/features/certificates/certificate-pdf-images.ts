import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isPublicKey, PUBLIC_PREFIX, type Storage } from '../../storage/storage.ts';
import type { ReadImage } from './certificate-pdf.ts';

// Where the PDF finds a certificate's pictures (decision 217): only in the app's own files, never on
// the network. A template's logos and background and a director's signature are public files of the
// store (`{APP_URL}/files/public/…` or `/files/public/…`); the product's logo is a file of the web app
// (`/certificates/jang-logo.png`). Any other address (another site, a private file, a path that
// climbs out) draws nothing: the PDF is drawn without that picture rather than fetching it.

/** A picture larger than this is not drawn (uploads are 10 MB at most, spec §9). */
const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** The web app's own pictures a certificate may name (paths under the web app's public folder). */
const WEB_FILE =
  /^\/(?:certificates|demo)\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*\.(?:png|jpe?g|webp|avif|gif)$/;

export type PdfImageSources = {
  storage: Storage;
  /** The app's public address: absolute URLs must be under it. */
  appUrl: string;
  /** Folders holding the web app's public files, tried in order (the build, then the sources). */
  webPublicDirs: readonly string[];
};

async function readStored(storage: Storage, key: string): Promise<Uint8Array | null> {
  if (!isPublicKey(key)) return null;
  const object = await storage.get(key);
  if (!object) return null;
  if (object.size > MAX_IMAGE_BYTES) {
    object.stream.destroy();
    return null;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of object.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The path of `url` when it points at this app (relative, or absolute under APP_URL); else null. */
export function ownPath(url: string, appUrl: string): string | null {
  if (url.startsWith('/') && !url.startsWith('//')) return url.split(/[?#]/)[0] ?? null;
  let parsed: URL;
  let app: URL;
  try {
    parsed = new URL(url);
    app = new URL(appUrl);
  } catch {
    return null;
  }
  if (parsed.origin !== app.origin) return null;
  return parsed.pathname;
}

export function createPdfImageReader(sources: PdfImageSources): ReadImage {
  return async (url) => {
    const pathname = ownPath(url, sources.appUrl);
    if (!pathname) return null;
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return null;
    }
    const filesPrefix = `/files/${PUBLIC_PREFIX}`;
    if (decoded.startsWith(filesPrefix)) {
      return readStored(sources.storage, `${PUBLIC_PREFIX}${decoded.slice(filesPrefix.length)}`);
    }
    if (!WEB_FILE.test(decoded)) return null;
    for (const dir of sources.webPublicDirs) {
      const file = await readFile(path.join(dir, decoded)).catch(() => null);
      if (file && file.length <= MAX_IMAGE_BYTES) return file;
    }
    return null;
  };
}
