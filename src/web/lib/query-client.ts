import { hydrate, QueryClient } from '@tanstack/react-query';
import { SERVER_DATA_ELEMENT_ID } from '#shared/web/page-render.contract.ts';
import { ApiError } from './api.ts';
import { isOfflineError } from './offline.ts';

const MAX_RETRIES = 2;

/**
 * Client errors (4xx) are answers, not accidents: retrying them only wastes a slow connection.
 * Offline, a retry would only wait (TanStack pauses it until the network returns) and keep the page
 * on 'Chargement…': the page says 'Vous êtes hors ligne' instead and loads again when it returns.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  if (isOfflineError(error)) return false;
  return failureCount < MAX_RETRIES;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: shouldRetry,
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Reads are tried even offline: the service worker may answer from its copy (decisions 040,
      // 051), and a read that fails offline shows 'Vous êtes hors ligne' rather than a page that
      // waits forever (decision 053). Reconnecting refetches as before.
      networkMode: 'offlineFirst',
    },
    // A write offline fails at once with the request helper's offline message (decision 053):
    // TanStack's default would hold it, the button busy and nothing said, and send it whenever the
    // network returns — a quiz started or a payment asked for minutes later, unasked.
    mutations: { retry: false, networkMode: 'always' },
  },
});

/**
 * The query cache a server-drawn page carries (entry-server.tsx puts it in a JSON script element):
 * put into `client` once, then the element is removed so a later start cannot take it again.
 */
export function adoptServerData(client: QueryClient): void {
  if (typeof document === 'undefined') return;
  const element = document.getElementById(SERVER_DATA_ELEMENT_ID);
  if (!element) return;
  element.remove();
  try {
    hydrate(client, JSON.parse(element.textContent ?? ''));
  } catch {
    // A broken copy only costs the page its first reads, asked again as without a server render.
  }
}
