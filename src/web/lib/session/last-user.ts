import type { TMe } from '#shared/auth/auth.contract.ts';

// The last signed-in user (name, roles, organisation: what /api/auth/me answered), kept in
// localStorage so that a reload without network can show the learner their courses instead of the
// sign-in page (docs/decisions/040). Never the access token: that stays in memory. Forgotten on
// sign-out and whenever the server refuses the session.

export const LAST_USER_KEY = 'jang-last-user';
/** As long as a server session lives without being used (src/server/plugins/better-auth.ts). */
export const LAST_USER_MAX_AGE_MS = 30 * 24 * 3_600_000;

type Stored = { me: TMe; savedAt: number };
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type LastUserStorage = {
  save: (me: TMe, now: number) => void;
  /** The last user, unless it is older than a server session can live or unreadable. */
  read: (now: number) => TMe | null;
  forget: () => void;
};

function browserStorage(): KeyValueStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The last user kept in `storage` (localStorage by default; tests pass a map). */
export function createLastUserStorage(
  storage: () => KeyValueStorage | null = browserStorage,
): LastUserStorage {
  return {
    save(me, now) {
      try {
        storage()?.setItem(LAST_USER_KEY, JSON.stringify({ me, savedAt: now } satisfies Stored));
      } catch {
        // Storage full or refused: the offline start-up is a convenience, not a requirement.
      }
    },
    read(now) {
      try {
        const raw = storage()?.getItem(LAST_USER_KEY);
        if (!raw) return null;
        const stored = JSON.parse(raw) as Partial<Stored>;
        const isUsable =
          typeof stored.savedAt === 'number' &&
          now - stored.savedAt <= LAST_USER_MAX_AGE_MS &&
          typeof stored.me?.user?.id === 'string' &&
          Array.isArray(stored.me.roles);
        return isUsable ? (stored.me as TMe) : null;
      } catch {
        return null;
      }
    },
    forget() {
      try {
        storage()?.removeItem(LAST_USER_KEY);
      } catch {
        // Nothing could be stored either.
      }
    },
  };
}
