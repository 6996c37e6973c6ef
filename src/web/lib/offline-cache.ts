// What the service worker (src/web/sw.ts) keeps, named once for the worker and the page. The API
// and media caches hold one learner's course reads and lesson recordings: the session store empties
// them on sign-out, on a refused session and when another user signs in (docs/decisions/040).

export const OFFLINE_API_CACHE = 'jang-api';
export const OFFLINE_MEDIA_CACHE = 'jang-media';
export const OFFLINE_ASSETS_CACHE = 'jang-assets';
/** A recording larger than this is played from the network only, never kept. */
export const OFFLINE_MEDIA_MAX_BYTES = 50 * 1024 * 1024;

/**
 * The reads the course player needs to open a course and a lesson again offline: the course with
 * its progress, a lesson's content, and the learner's course list; their feedback and calendar. GET only.
 */
export const OFFLINE_API_READS: readonly RegExp[] = [
  /^\/api\/v1\/student\/courses$/,
  /^\/api\/v1\/student\/courses\/[^/]+\/details$/,
  /^\/api\/v1\/student\/courses\/[^/]+\/lessons\/[^/]+$/,
  // The learner's own pages worth reading again on the road: 'Feedbacks' and 'Calendrier'.
  /^\/api\/v1\/student\/feedback$/,
  /^\/api\/v1\/student\/calendar$/,
  // Progress and achievements (issue 17): 'Progression' and 'Succès'
  /^\/api\/v1\/student\/progress$/,
  /^\/api\/v1\/student\/achievements$/,
];

export function isOfflineApiRead(method: string, pathname: string): boolean {
  return method === 'GET' && OFFLINE_API_READS.some((pattern) => pattern.test(pathname));
}

/** Forgets the cached course reads and recordings (another user's must never be shown). */
export async function clearOfflineUserCaches(): Promise<void> {
  try {
    await Promise.all([
      globalThis.caches?.delete(OFFLINE_API_CACHE),
      globalThis.caches?.delete(OFFLINE_MEDIA_CACHE),
    ]);
  } catch {
    // No Cache Storage (insecure origin, some private modes): nothing was kept.
  }
}

/**
 * Keeps a lesson's recording for offline listening, unless it is kept already (the service worker
 * keeps those it plays; this covers the visit that installed it, played before it took over).
 */
export async function keepMediaOffline(url: string): Promise<void> {
  try {
    const cache = await globalThis.caches?.open(OFFLINE_MEDIA_CACHE);
    if (!cache || (await cache.match(url))) return;
    const response = await fetch(url, { credentials: 'same-origin' });
    const size = Number(response.headers.get('content-length') ?? 0);
    if (response.status === 200 && size <= OFFLINE_MEDIA_MAX_BYTES) await cache.put(url, response);
  } catch {
    // Offline or no Cache Storage: it will play from the network, as before.
  }
}

/**
 * Keeps the course reads a page arrived with (decision 313) as the service worker keeps the ones it
 * fetches: the same cache, the same body (`{ data }`), dated when the server read them. Without
 * this, a course opened from such a page would not open again offline.
 */
export async function keepAnswersOffline(
  answers: ReadonlyArray<readonly [string, unknown]>,
  answeredAt: string,
): Promise<void> {
  const kept = answers.filter(([path]) => isOfflineApiRead('GET', path));
  if (kept.length === 0) return;
  try {
    const cache = await globalThis.caches?.open(OFFLINE_API_CACHE);
    if (!cache) return;
    await Promise.all(
      kept.map(([path, data]) =>
        cache.put(
          path,
          new Response(JSON.stringify({ data }), {
            headers: { 'content-type': 'application/json; charset=utf-8', date: answeredAt },
          }),
        ),
      ),
    );
  } catch {
    // No Cache Storage (insecure origin, some private modes): nothing is kept, as without the worker.
  }
}
