/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { createPartialResponse } from 'workbox-range-requests';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  isOfflineApiRead,
  OFFLINE_API_CACHE,
  OFFLINE_ASSETS_CACHE,
  OFFLINE_MEDIA_CACHE,
  OFFLINE_MEDIA_MAX_BYTES,
} from './lib/offline-cache.ts';
import { OFFLINE_COPY_HEADER } from './lib/offline-copies.ts';

// The offline app shell (docs/decisions/040), built by vite-plugin-pwa into dist/web/sw.js for the
// production build only. The network always comes first for pages and course reads; the caches
// answer only when it fails, so an online learner never sees an old page or old progress.

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

// A new deployment takes over at once: pages come from the network first, so the shell a running
// page holds is never older than its last load, and the new precache is the offline fallback.
void self.skipWaiting();
clientsClaim();

// index.html, the stylesheet and the chunks the course player needs (the list is chosen in
// vite.config.ts). Hashed files already downloaded by the page come from the HTTP cache.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Pages: the network, else the cached index.html (the app then routes itself). Server-made pages
// (API docs, the payment sandbox) are left to the browser.
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch (error) {
        const shell = await matchPrecache('/index.html');
        if (shell) return shell;
        throw error;
      }
    },
    { denylist: [/^\/api(\/|$)/, /^\/sandbox\//] },
  ),
);

// Other hashed chunks, as pages load them: a file name never changes content.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: OFFLINE_ASSETS_CACHE,
    plugins: [new CacheableResponsePlugin({ statuses: [200] })],
  }),
);

/**
 * A kept answer handed to the page carries the date it was made (the server's `Date` header), so
 * the page can say 'Hors ligne — copie du …' (docs/decisions/051). Fresh answers never carry it.
 */
function markedAsCopy(kept: Response): Response {
  const headers = new Headers(kept.headers);
  headers.set(OFFLINE_COPY_HEADER, kept.headers.get('date') ?? '');
  return new Response(kept.body, { status: kept.status, statusText: kept.statusText, headers });
}

// The learner's course reads ('Mes formations', a course, a lesson): the server's answer when there
// is one (and kept), the last kept one offline, marked as a copy. A reload offline has no access
// token yet, so the match ignores `Vary`; the cache holds one learner's answers (emptied by the page
// on sign-out or another user's sign-in).
registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && isOfflineApiRead(request.method, url.pathname),
  new NetworkFirst({
    cacheName: OFFLINE_API_CACHE,
    matchOptions: { ignoreVary: true },
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      {
        cachedResponseWillBeUsed: async ({ cachedResponse }) =>
          cachedResponse && markedAsCopy(cachedResponse),
      },
    ],
  }),
);

// Audio lessons served by the platform: a kept recording answers the player's range requests; an
// unkept one is fetched whole once (no second download) and kept, unless it is very large. Videos
// are left to the network (YouTube, Vimeo, or files too large to keep on a phone).
registerRoute(
  ({ request, sameOrigin }) => sameOrigin && request.destination === 'audio',
  async ({ request, event }) => {
    const cache = await caches.open(OFFLINE_MEDIA_CACHE);
    const kept = await cache.match(request.url);
    if (kept) return request.headers.has('range') ? createPartialResponse(request, kept) : kept;
    const whole = await fetch(request.url, { credentials: 'same-origin' });
    const size = Number(whole.headers.get('content-length') ?? 0);
    if (whole.status === 200 && size > 0 && size <= OFFLINE_MEDIA_MAX_BYTES) {
      event.waitUntil(cache.put(request.url, whole.clone()));
    }
    return whole;
  },
);
