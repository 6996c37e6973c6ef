import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { UploadResult } from '#shared/uploads/uploads.contract.ts';

// Who an upload belongs to, on the disk beside the partials (DATA_DIR/tus-uploads, decision 150):
// a partial's owner is in its tus info file (`<id>.json`, metadata set by the server); a finished
// upload leaves `done/<id>.json` with its result, so a client whose last answer was lost on the
// way learns it is complete (HEAD) and what was stored (GET …/result). The clean-up job removes
// both after 24 hours.

/** Ids are the tus server's own: 32 hexadecimal characters, never a path. */
export const UPLOAD_ID = /^[0-9a-f]{32}$/;

export type UploadOwner = { ownerId: string; organizationId: string };

export type DoneRecord = UploadOwner & { completedAt: string; result: UploadResult };

export type PartialRecord = UploadOwner & { size: number };

export type UploadRecords = {
  directory: string;
  partial(id: string): Promise<PartialRecord | null>;
  done(id: string): Promise<DoneRecord | null>;
  saveDone(id: string, record: DoneRecord): Promise<void>;
};

export const DONE_FOLDER = 'done';

async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return null;
  }
}

export function createUploadRecords(directory: string): UploadRecords {
  const doneDirectory = path.join(directory, DONE_FOLDER);
  return {
    directory,
    async partial(id) {
      if (!UPLOAD_ID.test(id)) return null;
      const info = (await readJson(path.join(directory, `${id}.json`))) as {
        size?: number;
        metadata?: Record<string, string | null>;
      } | null;
      const ownerId = info?.metadata?.ownerId;
      const organizationId = info?.metadata?.organizationId;
      if (!ownerId || !organizationId || typeof info.size !== 'number') return null;
      return { ownerId, organizationId, size: info.size };
    },
    async done(id) {
      if (!UPLOAD_ID.test(id)) return null;
      return (await readJson(path.join(doneDirectory, `${id}.json`))) as DoneRecord | null;
    },
    async saveDone(id, record) {
      if (!UPLOAD_ID.test(id)) throw new Error(`identifiant d'envoi invalide : ${id}`);
      await mkdir(doneDirectory, { recursive: true });
      await writeFile(path.join(doneDirectory, `${id}.json`), JSON.stringify(record));
    },
  };
}

/** Removes a partial's bytes and info file (a refused or abandoned upload); already gone is fine. */
export async function removePartial(directory: string, id: string) {
  if (!UPLOAD_ID.test(id)) return;
  await rm(path.join(directory, id), { force: true });
  await rm(path.join(directory, `${id}.json`), { force: true });
}
