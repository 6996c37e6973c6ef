import { createWriteStream } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isStorageKey, type OpenedObject, type Storage } from './storage.ts';

/**
 * The default store: files under one folder (DATA_DIR/uploads), one file per key. A key is checked
 * and resolved inside the folder, so a key altered in a database row never reaches another file.
 */
export function createLocalDiskStorage(options: { rootDir: string; publicBaseUrl: string }): Storage {
  const root = path.resolve(options.rootDir);

  function pathOf(key: string): string | null {
    if (!isStorageKey(key)) return null;
    const absolute = path.resolve(root, key);
    return absolute.startsWith(root + path.sep) ? absolute : null;
  }

  return {
    async put(key, body: Readable) {
      const target = pathOf(key);
      if (!target) throw new Error(`Clé de stockage invalide : ${key}`);
      await mkdir(path.dirname(target), { recursive: true });
      const output = createWriteStream(target);
      try {
        await pipeline(body, output);
      } catch (error) {
        await rm(target, { force: true });
        throw error;
      }
      return { key, size: output.bytesWritten };
    },

    async get(key): Promise<OpenedObject | null> {
      const target = pathOf(key);
      if (!target) return null;
      const handle = await open(target, 'r').catch(() => null);
      if (!handle) return null;
      try {
        const stats = await handle.stat();
        if (!stats.isFile()) {
          await handle.close();
          return null;
        }
        // The stream owns the handle from here and closes it when done or destroyed.
        return { stream: handle.createReadStream(), size: stats.size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async delete(key) {
      const target = pathOf(key);
      if (target) await rm(target, { force: true });
    },

    publicUrl(key) {
      return `${options.publicBaseUrl.replace(/\/$/, '')}/files/${key}`;
    },
  };
}
