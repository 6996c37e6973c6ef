import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TMe, TSignInRequest, TSignInResponse } from '#shared/auth/auth.contract.ts';
import { createAccessTokenHolder } from '../access-token.ts';
import { createApiClient } from '../api.ts';
import { clearCookie, setCookie } from '../cookies.ts';
import { createLastUserStorage } from './last-user.ts';
import { createSessionStore, nextRefreshDelay, rolesOf } from './session-store.ts';

// The store built from fakes (docs/decisions/093): a fake server behind the real request helper, a
// token holder, storage, cookie jar and network of the test's own, and vitest's clock. Each test
// builds a fresh store, as a page load does.

const me: TMe = {
  user: {
    id: 'u1',
    email: 'awa@jang.sn',
    name: 'Awa Diop',
    firstName: 'Awa',
    lastName: 'Diop',
    image: null,
    emailVerified: true,
    organization: { id: 'org-1', name: 'Jàng Académie', isDemo: false },
  },
  roles: ['student'],
  currentRole: 'student',
};

const HOUR = 3_600_000;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

type Route = (init: RequestInit) => Response | Promise<Response>;

let routes: Record<string, Route>;
let calls: string[];
let cookieWrites: string[];
let stored: Map<string, string>;
/** How many times the cached course reads and recordings were dropped. */
let cacheClears: number;
let onlineListeners: Array<() => void>;

/** A fake API: one handler per "METHOD path", every call recorded. */
function fakeApi(handlers: Record<string, Route>) {
  routes = handlers;
  return {
    calls,
    get routes() {
      return routes;
    },
  };
}

function tokenAnswer(expiresInMs = HOUR) {
  return json(200, {
    data: { accessToken: 'tok', expiresAt: new Date(Date.now() + expiresInMs).toISOString() },
  });
}

/** What an earlier visit left: the user /api/auth/me gave, `ageMs` ago. */
function storeLastUser(user: TMe, ageMs = 0) {
  stored.set('jang-last-user', JSON.stringify({ me: user, savedAt: Date.now() - ageMs }));
}

const offline = () => Promise.reject(new TypeError('Failed to fetch'));

function goOnline() {
  for (const listener of onlineListeners) listener();
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') });
  routes = {};
  calls = [];
  cookieWrites = [];
  stored = new Map();
  cacheClears = 0;
  onlineListeners = [];
});

afterEach(() => {
  vi.useRealTimers();
});

/** A fresh store (a page load) over the test's fakes; what it was built from is returned beside it. */
function loadSession(initialSession: TSignInResponse | null = null) {
  const accessToken = createAccessTokenHolder();
  const client = createApiClient({
    fetch: async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const key = `${init.method ?? 'GET'} ${String(input)}`;
      calls.push(key);
      const route = routes[key];
      if (!route) return json(404, { error: 'x', code: 'NOT_FOUND' });
      return route(init);
    },
    isOnline: () => true,
    isDemoMode: () => false,
    getToken: accessToken.get,
    setToken: accessToken.set,
    noteOfflineCopy: () => {},
  });
  const jar = {
    get cookie() {
      return '';
    },
    set cookie(value: string) {
      cookieWrites.push(value);
    },
  };
  const notify = { success: vi.fn(), error: vi.fn() };
  const store = createSessionStore({
    api: {
      refreshAccessToken: client.refreshAccessToken,
      getMe: () => client.request<TMe>('/api/auth/me'),
      signIn: (input: TSignInRequest) =>
        client.request<TSignInResponse>('/api/auth/sign-in', { method: 'POST', body: input, auth: false }),
      signOut: () => client.request('/api/auth/sign-out', { method: 'POST' }),
    },
    accessToken,
    lastUser: createLastUserStorage(() => ({
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
      removeItem: (key: string) => void stored.delete(key),
    })),
    clearOfflineCaches: async () => {
      cacheClears += 1;
    },
    setCookie: (name, value) => setCookie(name, value, jar),
    clearCookie: (name) => clearCookie(name, jar),
    notify,
    now: () => Date.now(),
    setTimer: (run, ms) => setTimeout(run, ms),
    clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
    onOnline: (listener) => void onlineListeners.push(listener),
    initialSession,
  });
  return { ...store, rolesOf, notify, getAccessToken: accessToken.get };
}

describe('nextRefreshDelay', () => {
  it('is 15 minutes when the token lives longer', () => {
    expect(nextRefreshDelay({ value: 't', expiresAt: 10 * HOUR }, 0)).toBe(900_000);
    expect(nextRefreshDelay(null, 0)).toBe(900_000);
  });

  it('is a minute before expiry when that comes sooner, never under 5 s', () => {
    expect(nextRefreshDelay({ value: 't', expiresAt: 5 * 60_000 }, 0)).toBe(4 * 60_000);
    expect(nextRefreshDelay({ value: 't', expiresAt: 30_000 }, 0)).toBe(5_000);
  });
});

describe('session start-up', () => {
  it('trades the cookie for a token, loads the user, and sets the org cookies', async () => {
    const api = fakeApi({
      'POST /api/auth/token': () => tokenAnswer(),
      'GET /api/auth/me': (init) => {
        expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
        return json(200, { data: me });
      },
    });
    const { ensureSession, rolesOf } = loadSession();
    const session = await ensureSession();
    expect(session.status).toBe('authenticated');
    expect(rolesOf(session)).toEqual(['student']);
    expect(api.calls).toEqual(['POST /api/auth/token', 'GET /api/auth/me']);
    expect(cookieWrites.some((c) => c.startsWith('org_id=org-1; path=/'))).toBe(true);
    expect(
      cookieWrites.some((c) => c.startsWith(`org_name=${encodeURIComponent('Jàng Académie')}; path=/`)),
    ).toBe(true);
  });

  it('takes the user from the token answer when it carries one: no /me round trip', async () => {
    const api = fakeApi({
      'POST /api/auth/token': () =>
        json(200, { data: { accessToken: 'tok', expiresAt: new Date(Date.now() + HOUR).toISOString(), me } }),
    });
    const { ensureSession, rolesOf } = loadSession();
    const session = await ensureSession();
    expect(session.status).toBe('authenticated');
    expect(rolesOf(session)).toEqual(['student']);
    expect(api.calls).toEqual(['POST /api/auth/token']);
  });

  it('starts signed in from the session the page arrived with, asking nothing, and refreshes it as ever (decision 313)', async () => {
    const api = fakeApi({
      'POST /api/auth/token': () =>
        json(200, { data: { accessToken: 'tok', expiresAt: new Date(Date.now() + HOUR).toISOString(), me } }),
    });
    const expiresAt = new Date(Date.now() + 10 * 60_000).toISOString();
    const { getSession, ensureSession, getAccessToken } = loadSession({ accessToken: 'page', expiresAt, me });
    expect(getSession()).toEqual({ status: 'authenticated', me });
    expect((await ensureSession()).status).toBe('authenticated');
    expect(getAccessToken()?.value).toBe('page');
    expect(cookieWrites.some((line) => line.startsWith('org_id='))).toBe(true);
    expect(stored.has('jang-last-user')).toBe(true);
    expect(api.calls).toEqual([]);
    // A minute before the page's token expires, a new one is asked for.
    await vi.advanceTimersByTimeAsync(9 * 60_000);
    expect(api.calls).toEqual(['POST /api/auth/token']);
    expect(getAccessToken()?.value).toBe('tok');
  });

  it('is anonymous without a session cookie, and does not call /me', async () => {
    const api = fakeApi({ 'POST /api/auth/token': () => json(401, { error: 'x', code: 'UNAUTHENTICATED' }) });
    const { ensureSession, rolesOf } = loadSession();
    const session = await ensureSession();
    expect(session.status).toBe('anonymous');
    expect(rolesOf(session)).toBeNull();
    expect(api.calls).toEqual(['POST /api/auth/token']);
    await ensureSession();
    expect(api.calls).toHaveLength(1);
  });

  it('shares one start-up between concurrent callers', async () => {
    const api = fakeApi({
      'POST /api/auth/token': () => tokenAnswer(),
      'GET /api/auth/me': () => json(200, { data: me }),
    });
    const { ensureSession } = loadSession();
    await Promise.all([ensureSession(), ensureSession()]);
    expect(api.calls).toHaveLength(2);
  });
});

describe('offline start-up', () => {
  it('keeps the last user signed in when the server cannot be reached, and checks again once online', async () => {
    storeLastUser(me, 3 * 24 * HOUR);
    const api = fakeApi({ 'POST /api/auth/token': offline });
    const { ensureSession, getSession, isSessionOffline, rolesOf, getAccessToken } = loadSession();
    const session = await ensureSession();
    expect(session).toEqual({ status: 'authenticated', me });
    expect(rolesOf(session)).toEqual(['student']);
    expect(isSessionOffline()).toBe(true);
    expect(cacheClears).toBe(0);
    // Settled: the guard's next navigation does not ask again.
    await ensureSession();
    expect(api.calls).toEqual(['POST /api/auth/token']);

    api.routes['POST /api/auth/token'] = () => tokenAnswer();
    api.routes['GET /api/auth/me'] = () => json(200, { data: me });
    goOnline();
    await vi.advanceTimersByTimeAsync(0);
    expect(api.calls).toEqual(['POST /api/auth/token', 'POST /api/auth/token', 'GET /api/auth/me']);
    expect(isSessionOffline()).toBe(false);
    expect(getSession()).toEqual({ status: 'authenticated', me });
    expect(getAccessToken()?.value).toBe('tok');
  });

  it('a server that answers 5xx is unreachable too', async () => {
    storeLastUser(me);
    fakeApi({ 'POST /api/auth/token': () => json(503, { error: 'x', code: 'INTERNAL' }) });
    const { ensureSession, isSessionOffline } = loadSession();
    expect((await ensureSession()).status).toBe('authenticated');
    expect(isSessionOffline()).toBe(true);
  });

  it('tries again every 30 s while the network stays down', async () => {
    storeLastUser(me);
    const api = fakeApi({ 'POST /api/auth/token': offline });
    const { ensureSession, getSession } = loadSession();
    await ensureSession();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(api.calls.filter((call) => call === 'POST /api/auth/token')).toHaveLength(3);
    expect(getSession().status).toBe('authenticated');
  });

  it('signs out when the network returns and the server refuses the session', async () => {
    storeLastUser(me);
    const api = fakeApi({ 'POST /api/auth/token': offline });
    const { ensureSession, getSession } = loadSession();
    await ensureSession();
    api.routes['POST /api/auth/token'] = () => json(401, { error: 'x', code: 'UNAUTHENTICATED' });
    goOnline();
    await vi.advanceTimersByTimeAsync(0);
    expect(getSession().status).toBe('anonymous');
    expect(stored.has('jang-last-user')).toBe(false);
    expect(cacheClears).toBe(1);
  });

  it('a refused session (401) at start-up signs out and forgets the last user, even offline-capable', async () => {
    storeLastUser(me);
    fakeApi({ 'POST /api/auth/token': () => json(401, { error: 'x', code: 'UNAUTHENTICATED' }) });
    const { ensureSession } = loadSession();
    expect((await ensureSession()).status).toBe('anonymous');
    expect(stored.has('jang-last-user')).toBe(false);
    expect(cacheClears).toBe(1);
  });

  it('is anonymous offline without a last user, or with one older than a session lives', async () => {
    fakeApi({ 'POST /api/auth/token': offline });
    const first = loadSession();
    expect((await first.ensureSession()).status).toBe('anonymous');

    storeLastUser(me, 31 * 24 * HOUR);
    const second = loadSession();
    expect((await second.ensureSession()).status).toBe('anonymous');
  });

  it('remembers the user on start-up, and drops the cached course reads when another user signs in', async () => {
    fakeApi({
      'POST /api/auth/token': () => tokenAnswer(),
      'GET /api/auth/me': () => json(200, { data: me }),
    });
    storeLastUser(me);
    const { ensureSession } = loadSession();
    await ensureSession();
    expect(JSON.parse(stored.get('jang-last-user')!).me).toEqual(me);
    expect(cacheClears).toBe(0);

    const other: TMe = { ...me, user: { ...me.user, id: 'u2', email: 'modou@jang.sn' } };
    fakeApi({
      'POST /api/auth/sign-in': () =>
        json(200, {
          data: { accessToken: 'tok-in', expiresAt: new Date(Date.now() + HOUR).toISOString(), me: other },
        }),
    });
    const { signIn } = loadSession();
    await signIn({ email: 'modou@jang.sn', password: 'secret-123' });
    expect(cacheClears).toBe(1);
    expect(JSON.parse(stored.get('jang-last-user')!).me.user.id).toBe('u2');
  });
});

describe('refresh', () => {
  it('refreshes the token and the user every 15 minutes', async () => {
    const api = fakeApi({
      'POST /api/auth/token': () => tokenAnswer(),
      'GET /api/auth/me': () => json(200, { data: me }),
    });
    const { ensureSession } = loadSession();
    await ensureSession();
    await vi.advanceTimersByTimeAsync(899_999);
    expect(api.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.calls).toEqual([
      'POST /api/auth/token',
      'GET /api/auth/me',
      'POST /api/auth/token',
      'GET /api/auth/me',
    ]);
  });

  it('refreshes a minute before a short-lived token expires', async () => {
    const api = fakeApi({
      'POST /api/auth/token': () => tokenAnswer(5 * 60_000),
      'GET /api/auth/me': () => json(200, { data: me }),
    });
    const { ensureSession } = loadSession();
    await ensureSession();
    await vi.advanceTimersByTimeAsync(4 * 60_000);
    expect(api.calls.filter((call) => call === 'POST /api/auth/token')).toHaveLength(2);
  });

  it('ends the session when the server refuses the refresh', async () => {
    const api = fakeApi({
      'POST /api/auth/token': () => tokenAnswer(),
      'GET /api/auth/me': () => json(200, { data: me }),
    });
    const { ensureSession, getSession } = loadSession();
    await ensureSession();
    api.routes['POST /api/auth/token'] = () => json(401, { error: 'x', code: 'UNAUTHENTICATED' });
    await vi.advanceTimersByTimeAsync(900_000);
    expect(getSession().status).toBe('anonymous');
    expect(cookieWrites.some((c) => c.startsWith('org_id=;') && c.includes('expires=Thu, 01 Jan 1970'))).toBe(
      true,
    );
  });

  it('keeps the session through a network failure and tries again 30 s later', async () => {
    const api = fakeApi({
      'POST /api/auth/token': () => tokenAnswer(),
      'GET /api/auth/me': () => json(200, { data: me }),
    });
    const { ensureSession, getSession } = loadSession();
    await ensureSession();
    api.routes['POST /api/auth/token'] = () => Promise.reject(new TypeError('Failed to fetch'));
    await vi.advanceTimersByTimeAsync(900_000);
    expect(getSession().status).toBe('authenticated');
    api.routes['POST /api/auth/token'] = () => tokenAnswer();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(api.calls.filter((call) => call === 'POST /api/auth/token')).toHaveLength(3);
    expect(getSession().status).toBe('authenticated');
  });
});

describe('sign-in and sign-out', () => {
  it('sign-in stores the token in memory, the user, and the org cookies', async () => {
    fakeApi({
      'POST /api/auth/sign-in': () =>
        json(200, {
          data: { accessToken: 'tok-in', expiresAt: new Date(Date.now() + HOUR).toISOString(), me },
        }),
    });
    const { signIn, getSession, getAccessToken } = loadSession();
    await expect(signIn({ email: 'awa@jang.sn', password: 'secret-123' })).resolves.toEqual(me);
    expect(getSession()).toEqual({ status: 'authenticated', me });
    expect(getAccessToken()?.value).toBe('tok-in');
    expect(cookieWrites.some((c) => c.startsWith('org_id=org-1'))).toBe(true);
  });

  it('sign-out calls the API, stops the refresh, clears the cookies, toasts, and leaves after 300 ms', async () => {
    const api = fakeApi({
      'POST /api/auth/token': () => tokenAnswer(),
      'GET /api/auth/me': () => json(200, { data: me }),
      'POST /api/auth/sign-out': () => json(200, { data: { message: 'ok' } }),
    });
    const { ensureSession, signOut, getSession, notify } = loadSession();
    await ensureSession();
    cacheClears = 0;
    const goToLogin = vi.fn();
    const done = signOut(goToLogin);
    await vi.advanceTimersByTimeAsync(299);
    expect(goToLogin).not.toHaveBeenCalled();
    expect(notify.success).toHaveBeenCalledWith('Déconnexion réussie');
    await vi.advanceTimersByTimeAsync(1);
    await expect(done).resolves.toBe(true);
    expect(goToLogin).toHaveBeenCalledOnce();
    expect(getSession().status).toBe('anonymous');
    expect(
      cookieWrites.filter((c) => c.includes('expires=Thu, 01 Jan 1970')).map((c) => c.split('=')[0]),
    ).toEqual(['org_id', 'org_name']);
    expect(stored.has('jang-last-user')).toBe(false);
    expect(cacheClears).toBe(1);
    const callsAfterSignOut = api.calls.length;
    await vi.advanceTimersByTimeAsync(2 * 900_000);
    expect(api.calls).toHaveLength(callsAfterSignOut);
  });

  it('sign-out that cannot reach the server says so and keeps the session', async () => {
    fakeApi({
      'POST /api/auth/token': () => tokenAnswer(),
      'GET /api/auth/me': () => json(200, { data: me }),
      'POST /api/auth/sign-out': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const { ensureSession, signOut, getSession, notify } = loadSession();
    await ensureSession();
    const goToLogin = vi.fn();
    await expect(signOut(goToLogin)).resolves.toBe(false);
    expect(notify.error).toHaveBeenCalledWith(
      'Erreur de déconnexion',
      'Erreur de connexion: Failed to fetch',
    );
    expect(goToLogin).not.toHaveBeenCalled();
    expect(getSession().status).toBe('authenticated');
  });
});
