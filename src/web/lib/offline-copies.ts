// Which API reads were last answered by the service worker's copy instead of the server
// (docs/decisions/051): the worker marks such an answer with OFFLINE_COPY_HEADER, the request
// helper notes it here by path, and pages show 'Hors ligne — copie du …' while it stands. A fresh
// answer from the server clears it.

/** Set by src/web/sw.ts on an answer taken from its cache: the HTTP date of the kept answer. */
export const OFFLINE_COPY_HEADER = 'x-jang-offline-copy';

/** path → when the copy shown was made (epoch ms), NaN when the copy carries no date. */
const copies = new Map<string, number>();
const listeners = new Set<() => void>();

/** Called by the request helper for every answered GET: the copy's date, or null for a fresh answer. */
export function noteOfflineCopy(path: string, copyHeader: string | null): void {
  const before = copies.get(path);
  if (copyHeader === null) {
    if (before === undefined) return;
    copies.delete(path);
  } else {
    const at = Date.parse(copyHeader);
    if (before === at || (Number.isNaN(before) && Number.isNaN(at))) return;
    copies.set(path, at);
  }
  for (const listener of listeners) listener();
}

/** When the copy last shown for this path was made; undefined when the server answered last. */
export function offlineCopyOf(path: string): number | undefined {
  return copies.get(path);
}

export function subscribeOfflineCopies(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
