import type { Readable } from 'node:stream';

// Where the platform keeps files: exercise submissions today; editor uploads, certificate PDFs,
// avatars, logos and data exports next (docs/decisions/096-one-storage.md). Features see this
// interface only; the local disk is the default store, an S3-compatible one can follow.

/** A stored object, opened for reading. The stream owns its resources and frees them when done. */
export type OpenedObject = { stream: Readable; size: number };

export type Storage = {
  /** Writes the stream under `key`; a write that fails half-way leaves nothing behind. */
  put(key: string, body: Readable): Promise<{ key: string; size: number }>;
  /** The object, or null when there is none (or the key is not one of ours). */
  get(key: string): Promise<OpenedObject | null>;
  /** Deletes the object; an object already gone is not an error. */
  delete(key: string): Promise<void>;
  /** The address a browser downloads a public object from (keys under `public/` only). */
  publicUrl(key: string): string;
};

/** Keys are relative paths of plain segments: letters, digits, dots, dashes and underscores. */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export function isStorageKey(key: string): boolean {
  if (key.length === 0 || key.length > 512) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment) && !/^\.+$/.test(segment));
}

/** Public objects (avatars, logos, covers) live under this prefix; everything else is private. */
export const PUBLIC_PREFIX = 'public/';

export function isPublicKey(key: string): boolean {
  return key.startsWith(PUBLIC_PREFIX) && isStorageKey(key);
}
