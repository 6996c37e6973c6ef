// The access token lives in memory only (never in storage): a page reload gets a new one through the
// httpOnly session cookie (POST /api/auth/token). The request helper reads it; the session store owns it.

export type AccessToken = { value: string /** epoch milliseconds */; expiresAt: number };

type Listener = (token: AccessToken | null) => void;

let current: AccessToken | null = null;
const listeners = new Set<Listener>();

export function getAccessToken(): AccessToken | null {
  return current;
}

export function setAccessToken(token: AccessToken | null): void {
  if (token === current) return;
  current = token;
  for (const listener of listeners) listener(token);
}

/** Calls `listener` whenever the token changes (sign-in, refresh, expiry). Returns the unsubscribe. */
export function onAccessTokenChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
