import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Jobs } from '../../jobs/jobs.ts';
import { DONE_FOLDER, UPLOAD_ID } from './upload-records.ts';

// Partials nobody finished, and the records of finished uploads, are removed after 24 hours
// (decision 150): a recurring job, every hour, over DATA_DIR/tus-uploads.

export const ABANDONED_UPLOADS_JOB = 'uploads.remove-abandoned';
export const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;
const EVERY_SECONDS = 60 * 60;

async function isOlderThan(file: string, limit: number): Promise<boolean> {
  const stats = await stat(file).catch(() => null);
  return stats !== null && stats.mtimeMs < limit;
}

/**
 * Removes what was last written more than 24 hours before `now`: a partial (its bytes and its info
 * file, judged by the newer of the two, so an upload resumed an hour ago stays), and a done record.
 * Returns how many uploads went.
 */
export async function removeAbandonedUploads(directory: string, now = new Date()): Promise<number> {
  const limit = now.getTime() - ABANDONED_AFTER_MS;
  const names = await readdir(directory).catch(() => [] as string[]);
  const ids = new Set(names.map((name) => name.replace(/\.json$/, '')).filter((id) => UPLOAD_ID.test(id)));
  let removed = 0;
  for (const id of ids) {
    const files = [path.join(directory, id), path.join(directory, `${id}.json`)];
    const ages = await Promise.all(files.map(async (file) => (await stat(file).catch(() => null))?.mtimeMs));
    const lastWrite = Math.max(...ages.map((age) => age ?? 0));
    if (lastWrite >= limit) continue;
    await Promise.all(files.map((file) => rm(file, { force: true })));
    removed += 1;
  }
  const doneDirectory = path.join(directory, DONE_FOLDER);
  for (const name of await readdir(doneDirectory).catch(() => [] as string[])) {
    const file = path.join(doneDirectory, name);
    if (await isOlderThan(file, limit)) {
      await rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}

export function defineAbandonedUploadsJob(jobs: Jobs, directory: string) {
  jobs.defineJob(ABANDONED_UPLOADS_JOB, async () => ({ removed: await removeAbandonedUploads(directory) }));
  jobs.schedule(ABANDONED_UPLOADS_JOB, { everySeconds: EVERY_SECONDS, isRunAtStart: true });
}
