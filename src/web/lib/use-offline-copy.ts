import { useSyncExternalStore } from 'react';
import { offlineCopyOf, subscribeOfflineCopies } from './offline-copies.ts';
import { useOnlineStatus } from './use-online-status.ts';

/**
 * When the data a page shows was copied, if it is an offline copy: the service worker's kept answer
 * (its date), or — offline, with data the page fetched earlier still in memory — that fetch's time.
 * null while the page shows a fresh answer from the server.
 */
export function useOfflineCopy(path: string, dataUpdatedAt: number): number | null {
  const isOnline = useOnlineStatus();
  const copiedAt = useSyncExternalStore(
    subscribeOfflineCopies,
    () => offlineCopyOf(path),
    () => undefined,
  );
  if (copiedAt !== undefined) return copiedAt;
  return !isOnline && dataUpdatedAt > 0 ? dataUpdatedAt : null;
}
