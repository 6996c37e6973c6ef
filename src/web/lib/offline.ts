import { ApiError } from './api.ts';

// What "offline" means for a page that failed to load: the request helper's OFFLINE error, or any
// failure without an answer (no network, a route chunk that could not be fetched) while the browser
// says it has no network. A refusal the server sent (403, 404…) is never "offline".

/** What the browser says of its network; online where there is no browser (the server render). */
export const browserIsOnline = (): boolean => typeof navigator === 'undefined' || navigator.onLine !== false;

export function isOfflineError(error: unknown, isOnline: boolean = browserIsOnline()): boolean {
  if (error instanceof ApiError) return error.code === 'OFFLINE' || (error.status === 0 && !isOnline);
  return !isOnline;
}
