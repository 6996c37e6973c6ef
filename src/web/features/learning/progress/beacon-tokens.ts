import type { z } from 'zod';
import type { ZBeaconToken } from '#shared/learning/progress.contract.ts';
import type { RequestOptions } from '#web/lib/api.ts';

// A page-unload beacon cannot carry an Authorization header, and there is no time to ask for
// anything while the page goes away: each course's beacon token (GET /api/progress/beacon-token,
// valid 12 h) is fetched while the lesson is open and fetched again an hour before it expires.
// Kept in memory only: it is a credential.

export const BEACON_TOKEN_REFRESH_MARGIN_MS = 60 * 60_000;

type BeaconToken = z.infer<typeof ZBeaconToken>;

export type BeaconTokenDeps = {
  request: <T>(path: string, options?: RequestOptions) => Promise<T>;
  now: () => number;
  isOnline: () => boolean;
  log: (message: string, detail?: unknown) => void;
};

export function createBeaconTokens(deps: BeaconTokenDeps) {
  const tokens = new Map<string, { value: string; expiresAt: number }>();
  const loading = new Map<string, Promise<void>>();
  /** Bumped by clear(): an answer for the previous account is thrown away. */
  let generation = 0;

  function isFresh(courseId: string): boolean {
    const token = tokens.get(courseId);
    return !!token && token.expiresAt - deps.now() > BEACON_TOKEN_REFRESH_MARGIN_MS;
  }

  return {
    /** A token still valid for this course, or null (a beacon then cannot be sent). */
    current(courseId: string): string | null {
      const token = tokens.get(courseId);
      return token && token.expiresAt > deps.now() ? token.value : null;
    },

    /** Fetches the course's token when missing or within an hour of expiry; one call at a time. */
    ensure(courseId: string): Promise<void> {
      if (isFresh(courseId) || !deps.isOnline()) return Promise.resolve();
      const running = loading.get(courseId);
      if (running) return running;
      const startedAt = generation;
      const load = deps
        .request<BeaconToken>(`/api/progress/beacon-token?courseId=${encodeURIComponent(courseId)}`, {
          timeoutMs: 15_000,
        })
        .then((answer) => {
          if (startedAt !== generation) return;
          tokens.set(courseId, { value: answer.token, expiresAt: Date.parse(answer.expiresAt) });
        })
        .catch((error: unknown) => deps.log('progress: beacon token not obtained', error))
        .finally(() => loading.delete(courseId));
      loading.set(courseId, load);
      return load;
    },

    /** Sign-out or another account: forget every token. */
    clear(): void {
      generation += 1;
      tokens.clear();
      loading.clear();
    },
  };
}

export type BeaconTokens = ReturnType<typeof createBeaconTokens>;
