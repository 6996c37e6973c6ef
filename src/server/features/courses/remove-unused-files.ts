import type { FastifyBaseLogger } from 'fastify';
import { parsePictureAddress } from '#shared/pictures/picture-sources.ts';
import type { Executor } from '../../db/client.ts';
import { deleteResizedPicture, storageKeyOf } from '../../storage/resized-pictures.ts';
import { isStorageKey, type Storage } from '../../storage/storage.ts';
import { isFileAddressInUse } from './courses.repo.ts';

// Files a course no longer points at (spec §4, §7; decision 177): a removed lesson's, a lesson's
// replaced file, the file a type change dropped, a replaced thumbnail. They are deleted AFTER the
// save commits — a rolled-back save must find its files still there — and only when they are the
// organisation's own uploads (decision 151's public/uploads/<organisation>/…), never an address
// elsewhere on the web, and never while a lesson or course (of any course) still points at them.
// A deletion that fails is logged; the save has succeeded and says so.

export type CourseFiles = { storage: Storage; log: Pick<FastifyBaseLogger, 'warn'> };

/** The address a lesson's content points at (documents and audio: `url`), if any. */
export function lessonFileAddress(content: unknown): string | null {
  const url = (content as { url?: unknown } | null)?.url;
  return typeof url === 'string' && url !== '' ? url : null;
}

/** The storage key of one of the organisation's editor uploads at this address, or null. */
function ownUploadKey(storage: Storage, address: string, organizationId: string): string | null {
  const key = storageKeyOf(storage, address);
  if (key === null || !isStorageKey(key)) return null;
  return key.startsWith(`public/uploads/${organizationId}/`) ? key : null;
}

/**
 * Deletes from storage each of `addresses` that is an upload of the organisation and that no lesson
 * or course points at any more. Call it once the transaction that dropped them has committed.
 */
export async function removeUnusedFiles(
  db: Executor,
  files: CourseFiles,
  organizationId: string,
  addresses: Iterable<string | null | undefined>,
): Promise<void> {
  for (const address of new Set(addresses)) {
    if (!address) continue;
    const key = ownUploadKey(files.storage, address, organizationId);
    if (!key) continue;
    try {
      if (await isFileAddressInUse(db, `/files/${key}`)) continue;
      // A picture is stored in several widths (decision 135): every one goes.
      if (parsePictureAddress(key)) await deleteResizedPicture(files.storage, address);
      else await files.storage.delete(key);
    } catch (error) {
      files.log.warn({ key, failure: (error as Error).message }, 'unused course file not removed');
    }
  }
}
