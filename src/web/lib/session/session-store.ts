import type { TMe, TSignInRequest, TSignInResponse } from '#shared/auth/auth.contract.ts';
import type { Role } from '#shared/domain.ts';
import { t } from '#shared/messages/fr-web.ts';
import type { AccessToken, AccessTokenHolder } from '#web/lib/access-token.ts';
import { ApiError, errorMessage, type RefreshedToken } from '#web/lib/api.ts';
import type { LastUserStorage } from './last-user.ts';

// The session store (spec/authoring-and-shell.md §2, §4): signed out, then signed in. The access token
// stays in memory; on start the session cookie buys a new one (POST /api/auth/token), whose answer
// carries the user and roles (GET /api/auth/me when it does not). While signed in, the token and the user are refreshed
// every 15 minutes and always before the token expires.
// Offline start-up (docs/decisions/040): when the server cannot be reached (no answer, or a 5xx), the
// last signed-in user (./last-user.ts) stays signed in, "offline", until the network returns and a
// refresh succeeds (or the server refuses the session: then signed out, as ever).
// Everything it touches comes in as deps (docs/decisions/093): the app builds one store from the
// browser's (src/web/app-session.ts), tests build one from fakes.

export const SESSION_REFRESH_MS = 900_000;
/** Refresh this long before the access token expires. */
export const EXPIRY_MARGIN_MS = 60_000;
export const MIN_REFRESH_DELAY_MS = 5_000;
/** After a failed refresh (network down), try again this much later without signing out. */
export const RETRY_REFRESH_MS = 30_000;
export const SIGN_OUT_REDIRECT_MS = 300;
export const ORG_COOKIES = { id: 'org_id', name: 'org_name' } as const;

export type SessionStatus = 'unknown' | 'loading' | 'authenticated' | 'anonymous';
export type SessionState = { status: SessionStatus; me: TMe | null };

type Timer = unknown;

export type SessionStoreDeps = {
  /** The auth endpoints, through the request helper (its ApiErrors tell a refusal from no answer). */
  api: {
    /**
     * POST /api/auth/token: a new access token from the session cookie, null when it is refused; with
     * the user when the answer carries it (then getMe is not called).
     */
    refreshAccessToken: () => Promise<RefreshedToken | null>;
    getMe: () => Promise<TMe>;
    signIn: (input: TSignInRequest) => Promise<TSignInResponse>;
    signOut: () => Promise<unknown>;
  };
  accessToken: AccessTokenHolder;
  lastUser: LastUserStorage;
  /** Drops the cached course reads and recordings (another user's must never be shown). */
  clearOfflineCaches: () => Promise<void>;
  setCookie: (name: string, value: string) => void;
  clearCookie: (name: string) => void;
  notify: { success: (title: string) => void; error: (title: string, detail: string) => void };
  now: () => number;
  setTimer: (run: () => void, ms: number) => Timer;
  clearTimer: (timer: Timer) => void;
  /** Calls `listener` when the network comes back. */
  onOnline: (listener: () => void) => void;
  /**
   * The session the page arrived with (decision 313: the server answered as POST /api/auth/token
   * would): the store starts signed in with it, without asking.
   */
  initialSession?: TSignInResponse | null;
};

const ANONYMOUS: SessionState = { status: 'anonymous', me: null };

/** The roles of a signed-in user, or null for an anonymous visitor (what decideNavigation expects). */
export function rolesOf(session: SessionState): readonly Role[] | null {
  return session.status === 'authenticated' && session.me ? session.me.roles : null;
}

/** When to refresh next: every 15 minutes, or a minute before the token expires if that is sooner. */
export function nextRefreshDelay(token: AccessToken | null, now: number): number {
  if (!token) return SESSION_REFRESH_MS;
  const beforeExpiry = token.expiresAt - now - EXPIRY_MARGIN_MS;
  return Math.max(MIN_REFRESH_DELAY_MS, Math.min(SESSION_REFRESH_MS, beforeExpiry));
}

/** The server could not be asked (offline, timeout) or could not answer (5xx): not a refusal. */
function isUnreachable(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500);
}

export function createSessionStore(deps: SessionStoreDeps) {
  let state: SessionState = { status: 'unknown', me: null };
  /** True when the last start-up attempt failed for a reason other than "no session" (offline…). */
  let canRetryRestore = false;
  /** True while signed in as the last known user without the server having confirmed the session. */
  let isOffline = false;
  let restoring: Promise<SessionState> | null = null;
  /** Bumped by sign-in and sign-out, so a slow start-up answer cannot overwrite them. */
  let generation = 0;
  let isSigningOut = false;
  let refreshTimer: Timer | undefined;
  const listeners = new Set<() => void>();

  function setState(next: SessionState): void {
    state = next;
    for (const listener of listeners) listener();
  }

  function getSession(): SessionState {
    return state;
  }

  function subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  function setOrgCookies(me: TMe): void {
    deps.setCookie(ORG_COOKIES.id, me.user.organization.id);
    deps.setCookie(ORG_COOKIES.name, me.user.organization.name);
  }

  function clearOrgCookies(): void {
    deps.clearCookie(ORG_COOKIES.id);
    deps.clearCookie(ORG_COOKIES.name);
  }

  /** Signed in offline: the session could not be checked, but nothing says it ended. */
  function isSessionOffline(): boolean {
    return isOffline && state.status === 'authenticated';
  }

  /** Keeps the user for an offline start-up; another user's cached course reads are dropped first. */
  function rememberUser(me: TMe): void {
    if (deps.lastUser.read(deps.now())?.user.id !== me.user.id) void deps.clearOfflineCaches();
    deps.lastUser.save(me, deps.now());
  }

  /** Nobody is signed in on this device any more: nothing of theirs is kept for offline use. */
  function forgetUser(): void {
    deps.lastUser.forget();
    void deps.clearOfflineCaches();
  }

  function stopRefresh(): void {
    if (refreshTimer !== undefined) deps.clearTimer(refreshTimer);
    refreshTimer = undefined;
  }

  function scheduleRefresh(delay = nextRefreshDelay(deps.accessToken.get(), deps.now())): void {
    stopRefresh();
    refreshTimer = deps.setTimer(() => void runRefresh(), delay);
  }

  function authenticate(me: TMe): void {
    canRetryRestore = false;
    isOffline = false;
    rememberUser(me);
    setState({ status: 'authenticated', me });
    setOrgCookies(me);
    scheduleRefresh();
  }

  /** The server no longer knows this session: forget everything local. */
  function expire(): void {
    if (state.status !== 'authenticated') return;
    stopRefresh();
    clearOrgCookies();
    forgetUser();
    isOffline = false;
    setState(ANONYMOUS);
  }

  /** The last known user, signed in offline; the session is checked again as soon as it can be. */
  function continueOffline(me: TMe): void {
    canRetryRestore = false;
    isOffline = true;
    setState({ status: 'authenticated', me });
    scheduleRefresh(RETRY_REFRESH_MS);
  }

  async function runRefresh(): Promise<void> {
    try {
      const token = await deps.api.refreshAccessToken();
      if (!token) {
        expire();
        return;
      }
      const me = token.me ?? (await deps.api.getMe());
      if (state.status !== 'authenticated' || isSigningOut) return;
      isOffline = false;
      rememberUser(me);
      setState({ status: 'authenticated', me });
      setOrgCookies(me);
      scheduleRefresh();
    } catch {
      if (state.status === 'authenticated') scheduleRefresh(RETRY_REFRESH_MS);
    }
  }

  // A refresh done by the request helper (after a 401) moves the next one; losing the token ends the session.
  deps.accessToken.onChange((token) => {
    if (state.status !== 'authenticated' || isSigningOut) return;
    if (token) scheduleRefresh();
    else expire();
  });

  // The network is back: an offline session is checked at once (the progress outbox then goes out
  // with a fresh token) rather than at the next retry.
  deps.onOnline(() => {
    if (isSessionOffline() && !isSigningOut) void runRefresh();
  });

  async function restoreSession(): Promise<SessionState> {
    const startedAt = generation;
    setState({ status: 'loading', me: null });
    try {
      const token = await deps.api.refreshAccessToken();
      const me = token ? (token.me ?? (await deps.api.getMe())) : null;
      if (startedAt !== generation) return state;
      if (me) authenticate(me);
      else {
        forgetUser();
        setState(ANONYMOUS);
      }
    } catch (error) {
      if (startedAt !== generation) return state;
      const lastUser = isUnreachable(error) ? deps.lastUser.read(deps.now()) : null;
      if (lastUser) continueOffline(lastUser);
      else {
        // Nobody to continue offline: anonymous for now; the next navigation tries again.
        canRetryRestore = true;
        setState(ANONYMOUS);
      }
    }
    return state;
  }

  /**
   * The session, restored once from the cookie on first use (the router guard awaits it on protected
   * pages). Auth pages never call it: they skip the current-user call.
   */
  function ensureSession(): Promise<SessionState> {
    const isSettled = state.status === 'authenticated' || (state.status === 'anonymous' && !canRetryRestore);
    if (isSettled) return Promise.resolve(state);
    restoring ??= restoreSession().finally(() => {
      restoring = null;
    });
    return restoring;
  }

  /** Signs in; resolves the current user. Errors are ApiErrors from the request helper. */
  async function signIn(input: TSignInRequest): Promise<TMe> {
    generation += 1;
    const answer = await deps.api.signIn(input);
    if (!answer?.me) throw new ApiError({ status: 0, code: 'NO_USER', message: t('auth.noUserReturned') });
    deps.accessToken.set({ value: answer.accessToken, expiresAt: Date.parse(answer.expiresAt) });
    authenticate(answer.me);
    return answer.me;
  }

  /**
   * Signs out: ends the server session, stops the refresh, clears the org cookies, says
   * "Déconnexion réussie", and after 300 ms hands over to `goToLogin`. Resolves false when the server
   * could not be reached (the session then stays open, and the user is told).
   */
  async function signOut(goToLogin: () => unknown): Promise<boolean> {
    try {
      await deps.api.signOut();
    } catch (error) {
      deps.notify.error(t('auth.signOutError'), errorMessage(error));
      return false;
    }
    generation += 1;
    isSigningOut = true;
    stopRefresh();
    clearOrgCookies();
    forgetUser();
    deps.notify.success(t('auth.signOutSuccess'));
    try {
      await new Promise((resolve) => deps.setTimer(() => resolve(undefined), SIGN_OUT_REDIRECT_MS));
      await goToLogin();
    } finally {
      deps.accessToken.set(null);
      canRetryRestore = false;
      isOffline = false;
      setState(ANONYMOUS);
      isSigningOut = false;
    }
    return true;
  }

  // Accounts, part settings (issue 17): the settings pages read the user again after changing a name or picture.
  const reloadUser = (): Promise<void> => runRefresh();

  if (deps.initialSession) {
    const { accessToken, expiresAt, me } = deps.initialSession;
    deps.accessToken.set({ value: accessToken, expiresAt: Date.parse(expiresAt) });
    authenticate(me);
  }

  return { getSession, subscribe, isSessionOffline, ensureSession, signIn, signOut, reloadUser };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
