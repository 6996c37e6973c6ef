// The access token lives in memory only (never in storage): a page reload gets a new one through the
// httpOnly session cookie (POST /api/auth/token). The request helper reads it; the session store owns it.

export type AccessToken = { value: string /** epoch milliseconds */; expiresAt: number };

type Listener = (token: AccessToken | null) => void;

export type AccessTokenHolder = {
  get: () => AccessToken | null;
  set: (token: AccessToken | null) => void;
  /** Calls `listener` whenever the token changes (sign-in, refresh, expiry). Returns the unsubscribe. */
  onChange: (listener: Listener) => () => void;
};

/** A token holder of its own: the app has one (below); tests make a fresh one each. */
export function createAccessTokenHolder(): AccessTokenHolder {
  let current: AccessToken | null = null;
  const listeners = new Set<Listener>();
  return {
    get: () => current,
    set(token) {
      if (token === current) return;
      current = token;
      for (const listener of listeners) listener(token);
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's one token, shared by the request helper and the session store. */
export const appAccessToken = createAccessTokenHolder();

export const getAccessToken = appAccessToken.get;
export const setAccessToken = appAccessToken.set;
export const onAccessTokenChange = appAccessToken.onChange;
