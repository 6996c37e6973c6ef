import { afterEach, describe, expect, it, vi } from 'vitest';
import { t } from '#shared/messages/fr-web.ts';
import type { AccessToken } from './access-token.ts';
import { ApiError, apiFieldErrors, createApiClient, errorMessage } from './api.ts';

type Call = { url: string; init: RequestInit };

function json(status: number, body: unknown, statusText = ''): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A fetch stub answering from a queue of responses (or errors), recording every call. */
function stubFetch(...answers: Array<Response | Error | (() => Promise<Response>)>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} });
    const next = answers.shift();
    if (!next) throw new Error('unexpected fetch');
    if (next instanceof Error) throw next;
    if (typeof next === 'function') return next();
    return next;
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

function client(
  fetch: typeof globalThis.fetch,
  options: { token?: AccessToken | null; demo?: boolean; acting?: { id: string; name: string } } = {},
) {
  let token = options.token ?? null;
  const setToken = vi.fn((next: AccessToken | null) => {
    token = next;
  });
  const api = createApiClient({
    fetch,
    isOnline: () => true,
    isDemoMode: () => options.demo ?? false,
    actingOrganization: () => options.acting ?? null,
    getToken: () => token,
    setToken,
  });
  return { ...api, setToken, getToken: () => token };
}

function headersOf(call: Call | undefined): Record<string, string> {
  return (call?.init.headers ?? {}) as Record<string, string>;
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('request: success', () => {
  it('unwraps `data`, uses GET, same-origin credentials and asks for JSON', async () => {
    const { fetch, calls } = stubFetch(json(200, { data: { id: 'c1' } }));
    const api = client(fetch);
    await expect(api.request('/api/things/c1')).resolves.toEqual({ id: 'c1' });
    expect(calls[0]?.url).toBe('/api/things/c1');
    expect(calls[0]?.init.method).toBe('GET');
    expect(calls[0]?.init.credentials).toBe('same-origin');
    expect(headersOf(calls[0]).Accept).toBe('application/json');
    expect(calls[0]?.init.body).toBeUndefined();
  });

  it('returns a body without `data` as it is (e.g. /api/health)', async () => {
    const { fetch } = stubFetch(json(200, { status: 'ok', database: 'up', version: '0.1.0' }));
    await expect(client(fetch).request('/api/health')).resolves.toEqual({
      status: 'ok',
      database: 'up',
      version: '0.1.0',
    });
  });

  it('resolves undefined for an empty answer (204)', async () => {
    const { fetch } = stubFetch(new Response(null, { status: 204 }));
    await expect(
      client(fetch).request('/api/auth/sessions/1', { method: 'DELETE' }),
    ).resolves.toBeUndefined();
  });

  it('sends a JSON body with its content type', async () => {
    const { fetch, calls } = stubFetch(json(201, { data: { message: 'ok' } }));
    await client(fetch).request('/api/auth/sign-up', {
      method: 'POST',
      body: { email: 'a@b.sn' },
      auth: false,
    });
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe('{"email":"a@b.sn"}');
    expect(headersOf(calls[0])['Content-Type']).toBe('application/json');
  });

  it('sends the bearer token when there is one', async () => {
    const { fetch, calls } = stubFetch(json(200, { data: 1 }));
    await client(fetch, { token: { value: 'tok-1', expiresAt: Date.now() + 60_000 } }).request(
      '/api/auth/me',
    );
    expect(headersOf(calls[0]).Authorization).toBe('Bearer tok-1');
  });

  it('sends no bearer token when auth is false or there is no token', async () => {
    const { fetch, calls } = stubFetch(json(200, { data: 1 }), json(200, { data: 2 }));
    await client(fetch, { token: { value: 'tok-1', expiresAt: 0 } }).request('/api/x', { auth: false });
    await client(fetch).request('/api/y');
    expect(headersOf(calls[0]).Authorization).toBeUndefined();
    expect(headersOf(calls[1]).Authorization).toBeUndefined();
  });

  it('sends x-demo-mode: 1 only when demo mode is on', async () => {
    const { fetch, calls } = stubFetch(json(200, { data: 1 }), json(200, { data: 2 }));
    await client(fetch, { demo: true }).request('/api/x');
    await client(fetch, { demo: false }).request('/api/x');
    expect(headersOf(calls[0])['x-demo-mode']).toBe('1');
    expect(headersOf(calls[1])['x-demo-mode']).toBeUndefined();
  });
});

describe('request: the error catalogue', () => {
  // superadmin (issue 18, decision 284)
  it('sends x-acting-organization only while a superadmin acts in an organisation', async () => {
    const { fetch, calls } = stubFetch(json(200, { data: 1 }), json(200, { data: 2 }));
    const acting = { id: '0b7c4a53-6f1e-4d2a-9c55-3f1a2b3c4d5e', name: 'Institut de Thiès' };
    await client(fetch, { acting }).request('/api/admin/users');
    await client(fetch).request('/api/admin/users');
    expect(headersOf(calls[0])['x-acting-organization']).toBe(acting.id);
    expect(headersOf(calls[1])['x-acting-organization']).toBeUndefined();
  });

  it('offline: a write fails at once with the catalogue message, without calling fetch', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const { fetch } = stubFetch();
    const api = createApiClient({ fetch, isDemoMode: () => false, getToken: () => null, setToken: () => {} });
    const error = await failureOf(api.request('/api/x', { method: 'POST', body: {} }));
    expect(error.message).toBe(
      'Vous êtes actuellement hors ligne. Vérifiez votre connexion internet et réessayez.',
    );
    expect(error.code).toBe('OFFLINE');
    expect(error.status).toBe(0);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('offline: a read is still asked (the service worker may answer from its cache)', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const { fetch, calls } = stubFetch(
      json(200, { data: { cached: true } }),
      new TypeError('Failed to fetch'),
    );
    const api = createApiClient({ fetch, isDemoMode: () => false, getToken: () => null, setToken: () => {} });
    await expect(api.request('/api/v1/student/courses/c1/details')).resolves.toEqual({ cached: true });
    const error = await failureOf(api.request('/api/v1/student/courses/c2/details'));
    expect(error.code).toBe('OFFLINE');
    expect(calls).toHaveLength(2);
  });

  it('400: "Requête incorrecte (400): " followed by the server message, details kept', async () => {
    const body = {
      error: 'Les données envoyées sont invalides.',
      code: 'VALIDATION',
      details: { fields: { email: "Format d'email invalide" } },
    };
    const { fetch } = stubFetch(json(400, body));
    const error = await failureOf(
      client(fetch).request('/api/auth/sign-up', { method: 'POST', auth: false }),
    );
    expect(error.message).toBe('Requête incorrecte (400): Les données envoyées sont invalides.');
    expect(error.status).toBe(400);
    expect(error.code).toBe('VALIDATION');
    expect(error.serverMessage).toBe('Les données envoyées sont invalides.');
    expect(apiFieldErrors(error)).toEqual({ email: "Format d'email invalide" });
  });

  it('401', async () => {
    const { fetch } = stubFetch(
      json(401, { error: 'Email ou mot de passe incorrect.', code: 'INVALID_CREDENTIALS' }),
    );
    const error = await failureOf(
      client(fetch).request('/api/auth/sign-in', { method: 'POST', auth: false }),
    );
    expect(error.message).toBe('Session expirée ou non authentifiée (401). Veuillez vous reconnecter.');
    expect(error.code).toBe('INVALID_CREDENTIALS');
    expect(errorMessage(error)).toBe('Email ou mot de passe incorrect.');
  });

  it('403', async () => {
    const { fetch } = stubFetch(json(403, { error: 'x', code: 'FORBIDDEN' }));
    const error = await failureOf(client(fetch).request('/api/admin/x'));
    expect(error.message).toBe("Accès refusé (403). Vous n'avez pas les droits nécessaires.");
  });

  it('404', async () => {
    const { fetch } = stubFetch(json(404, { error: 'x', code: 'NOT_FOUND' }));
    const error = await failureOf(client(fetch).request('/api/dev/outbox'));
    expect(error.message).toBe('Ressource introuvable (404)');
    expect(error.status).toBe(404);
  });

  it('429, with retryAfterSeconds kept in details', async () => {
    const { fetch } = stubFetch(
      json(429, { error: 'Trop de requêtes', code: 'RATE_LIMITED', details: { retryAfterSeconds: 42 } }),
    );
    const error = await failureOf(client(fetch).request('/api/auth/resend-confirmation', { auth: false }));
    expect(error.message).toBe('Trop de requêtes (429). Veuillez réessayer plus tard.');
    expect(error.details?.retryAfterSeconds).toBe(42);
  });

  it.each([500, 502, 503, 504])(
    '%i: "Erreur serveur (code). Veuillez réessayer ultérieurement."',
    async (status) => {
      const { fetch } = stubFetch(
        json(status, { error: 'Une erreur inattendue est survenue', code: 'INTERNAL' }),
      );
      const error = await failureOf(client(fetch).request('/api/x'));
      expect(error.message).toBe(`Erreur serveur (${status}). Veuillez réessayer ultérieurement.`);
      expect(errorMessage(error)).toBe(error.message);
    },
  );

  it('502 from a proxy with an HTML body', async () => {
    const { fetch } = stubFetch(
      new Response('<html>Bad Gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const error = await failureOf(client(fetch).request('/api/x'));
    expect(error.message).toBe('Erreur serveur (502). Veuillez réessayer ultérieurement.');
    expect(error.code).toBe('HTTP');
    expect(error.serverMessage).toBeUndefined();
    // Kept for the payment alert's "Erreur de l'API: {status} {statusText}".
    expect(error.statusText).toBe('Bad Gateway');
  });

  it('any other status: "Erreur HTTP {code}"', async () => {
    const { fetch } = stubFetch(new Response('', { status: 418 }));
    const error = await failureOf(client(fetch).request('/api/teapot'));
    expect(error.message).toBe('Erreur HTTP 418');
  });

  it("409: keeps the server's French message word for word (sign-up)", async () => {
    const message = 'Utilisateur déjà existant. Essayez de vous connecter.';
    const { fetch } = stubFetch(json(409, { error: message, code: 'USER_EXISTS' }));
    const error = await failureOf(
      client(fetch).request('/api/auth/sign-up', { method: 'POST', auth: false }),
    );
    expect(error.message).toBe('Erreur HTTP 409');
    expect(error.code).toBe('USER_EXISTS');
    expect(error.serverMessage).toBe(message);
    expect(errorMessage(error)).toBe(message);
  });

  it('timeout after 60 s by default: the catalogue message request.timeout', async () => {
    vi.useFakeTimers();
    const hanging = (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    const api = client(hanging as typeof globalThis.fetch);
    const pending = failureOf(api.request('/api/slow'));
    await vi.advanceTimersByTimeAsync(59_999);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error.message).toBe(t('request.timeout', { seconds: 60 }));
    expect(error.message).toBe("Délai d'attente dépassé (60s). Vérifiez votre connexion et réessayez.");
    expect(error.code).toBe('TIMEOUT');
  });

  it('timeout honours timeoutMs', async () => {
    vi.useFakeTimers();
    const hanging = (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    const pending = failureOf(
      client(hanging as typeof globalThis.fetch).request('/api/slow', { timeoutMs: 5000 }),
    );
    await vi.advanceTimersByTimeAsync(5000);
    expect((await pending).message).toBe(t('request.timeout', { seconds: 5 }));
  });

  it('network failure: "Erreur de connexion: " followed by the cause', async () => {
    const { fetch } = stubFetch(new TypeError('Failed to fetch'));
    const error = await failureOf(client(fetch).request('/api/x'));
    expect(error.message).toBe('Erreur de connexion: Failed to fetch');
    expect(error.code).toBe('NETWORK');
  });

  it('a network failure while the browser went offline reads as offline', async () => {
    let isOnline = true;
    const fetch = vi.fn(async () => {
      isOnline = false;
      throw new TypeError('Failed to fetch');
    });
    const api = createApiClient({
      fetch: fetch as unknown as typeof globalThis.fetch,
      isOnline: () => isOnline,
      isDemoMode: () => false,
      getToken: () => null,
      setToken: () => {},
    });
    expect((await failureOf(api.request('/api/x'))).code).toBe('OFFLINE');
  });

  it("a caller's abort is passed through, not reported as a timeout", async () => {
    const controller = new AbortController();
    const fetch = (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    const pending = client(fetch as typeof globalThis.fetch).request('/api/x', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toSatisfy((error) => !(error instanceof ApiError));
  });

  it('errorMessage falls back to the generic French message for unknown errors', () => {
    expect(errorMessage(new Error('boom'))).toBe('Une erreur inattendue est survenue');
  });
});

describe('request: file downloads', () => {
  const pdf = () =>
    new Response(new Uint8Array([37, 80, 68, 70]), {
      status: 200,
      headers: { 'Content-Type': 'application/pdf' },
    });

  it("resolves the answer's bytes with responseType 'blob', with the bearer token", async () => {
    const { fetch, calls } = stubFetch(pdf());
    const api = client(fetch, { token: { value: 'tok-1', expiresAt: 0 } });
    const blob = await api.request<Blob>('/api/x/file', { responseType: 'blob' });
    expect(blob.type).toBe('application/pdf');
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([37, 80, 68, 70]);
    expect(headersOf(calls[0])).toMatchObject({ Accept: '*/*', Authorization: 'Bearer tok-1' });
  });

  it('still reads a failed download as the JSON error, and refreshes on a 401', async () => {
    const { fetch } = stubFetch(
      json(404, { error: "Cette soumission n'a pas de fichier joint.", code: 'NOT_FOUND' }),
    );
    const error = await failureOf(client(fetch).request('/api/x/file', { responseType: 'blob' }));
    expect(error.status).toBe(404);
    expect(errorMessage(error)).toBe("Cette soumission n'a pas de fichier joint.");

    const retried = stubFetch(
      json(401, { error: 'x', code: 'UNAUTHENTICATED' }),
      json(200, { data: { accessToken: 'tok-2', expiresAt: '2030-01-01T00:00:00.000Z' } }),
      pdf(),
    );
    const api = client(retried.fetch, { token: { value: 'tok-1', expiresAt: 0 } });
    await expect(api.request('/api/x/file', { responseType: 'blob' })).resolves.toBeInstanceOf(Blob);
  });
});

describe('request: 401 then silent refresh', () => {
  const expiresAt = '2030-01-01T00:00:00.000Z';

  it('refreshes the token once (POST /api/auth/token) and retries with the new one', async () => {
    const { fetch, calls } = stubFetch(
      json(401, { error: 'Session expirée', code: 'UNAUTHENTICATED' }),
      json(200, { data: { accessToken: 'tok-2', expiresAt } }),
      json(200, { data: { ok: true } }),
    );
    const api = client(fetch, { token: { value: 'tok-1', expiresAt: 0 } });
    await expect(api.request('/api/auth/me')).resolves.toEqual({ ok: true });
    expect(calls.map((call) => `${call.init.method} ${call.url}`)).toEqual([
      'GET /api/auth/me',
      'POST /api/auth/token',
      'GET /api/auth/me',
    ]);
    expect(headersOf(calls[0]).Authorization).toBe('Bearer tok-1');
    expect(headersOf(calls[1]).Authorization).toBeUndefined();
    expect(calls[1]?.init.credentials).toBe('same-origin');
    expect(headersOf(calls[2]).Authorization).toBe('Bearer tok-2');
    expect(api.getToken()).toEqual({ value: 'tok-2', expiresAt: Date.parse(expiresAt) });
  });

  it('fails with the 401 message and forgets the token when the refresh is refused', async () => {
    const { fetch, calls } = stubFetch(
      json(401, { error: 'x', code: 'UNAUTHENTICATED' }),
      json(401, { error: 'x', code: 'UNAUTHENTICATED' }),
    );
    const api = client(fetch, { token: { value: 'tok-1', expiresAt: 0 } });
    const error = await failureOf(api.request('/api/auth/me'));
    expect(error.message).toBe('Session expirée ou non authentifiée (401). Veuillez vous reconnecter.');
    expect(calls).toHaveLength(2);
    expect(api.setToken).toHaveBeenCalledWith(null);
  });

  it('retries only once', async () => {
    const { fetch, calls } = stubFetch(
      json(401, { error: 'x', code: 'UNAUTHENTICATED' }),
      json(200, { data: { accessToken: 'tok-2', expiresAt } }),
      json(401, { error: 'x', code: 'UNAUTHENTICATED' }),
    );
    const error = await failureOf(client(fetch).request('/api/auth/me'));
    expect(error.status).toBe(401);
    expect(calls).toHaveLength(3);
  });

  it('does not refresh for calls made with auth: false', async () => {
    const { fetch, calls } = stubFetch(
      json(401, { error: 'Email ou mot de passe incorrect.', code: 'INVALID_CREDENTIALS' }),
    );
    await failureOf(client(fetch).request('/api/auth/sign-in', { method: 'POST', auth: false }));
    expect(calls).toHaveLength(1);
  });

  it('a call made while a refresh is on its way waits for the new token instead of being refused', async () => {
    let answerToken: (response: Response) => void = () => {};
    const { fetch, calls } = stubFetch(
      () => new Promise<Response>((resolve) => (answerToken = resolve)),
      json(200, { data: 'saved' }),
    );
    const api = client(fetch);
    const refreshed = api.refreshAccessToken();
    const saved = api.request('/api/progress/save', { method: 'POST', body: {} });
    answerToken(json(200, { data: { accessToken: 'tok-2', expiresAt } }));
    await refreshed;
    await expect(saved).resolves.toBe('saved');
    expect(calls.map((call) => `${call.init.method} ${call.url}`)).toEqual([
      'POST /api/auth/token',
      'POST /api/progress/save',
    ]);
    expect(headersOf(calls[1]).Authorization).toBe('Bearer tok-2');
  });

  it('concurrent 401s share a single refresh', async () => {
    const { fetch, calls } = stubFetch(
      json(401, { error: 'x', code: 'UNAUTHENTICATED' }),
      json(401, { error: 'x', code: 'UNAUTHENTICATED' }),
      json(200, { data: { accessToken: 'tok-2', expiresAt } }),
      json(200, { data: 'a' }),
      json(200, { data: 'b' }),
    );
    const api = client(fetch);
    const results = await Promise.all([api.request('/api/a'), api.request('/api/b')]);
    expect(results.sort()).toEqual(['a', 'b']);
    expect(calls.filter((call) => call.url === '/api/auth/token')).toHaveLength(1);
  });
});

describe('file uploads', () => {
  it('sends FormData as it is, letting the browser set the multipart type', async () => {
    const calls: Array<{ init: RequestInit | undefined }> = [];
    const client = createApiClient({
      fetch: async (_input, init) => {
        calls.push({ init });
        return new Response(JSON.stringify({ data: { ok: true } }), { status: 201 });
      },
      isOnline: () => true,
      isDemoMode: () => false,
      getToken: () => null,
      setToken: () => {},
    });
    const form = new FormData();
    form.set('text', 'Ma réponse');
    await expect(client.request('/api/x', { method: 'POST', body: form })).resolves.toEqual({ ok: true });
    expect(calls[0]!.init!.body).toBe(form);
    expect((calls[0]!.init!.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });
});

describe("the service worker's offline copy", () => {
  it('tells, for each answered GET, whether the answer was the kept copy (its date) or fresh', async () => {
    const copy = new Response(JSON.stringify({ data: [] }), {
      status: 200,
      headers: { 'Content-Type': 'application/json', 'x-jang-offline-copy': 'Wed, 25 Nov 2026 10:42:00 GMT' },
    });
    const { fetch } = stubFetch(copy, json(200, { data: [] }), json(200, { data: {} }));
    const noteOfflineCopy = vi.fn();
    const api = createApiClient({
      fetch,
      isOnline: () => false,
      isDemoMode: () => false,
      getToken: () => null,
      setToken: () => {},
      noteOfflineCopy,
    });
    await api.request('/api/v1/student/courses');
    await api.request('/api/v1/student/courses');
    expect(noteOfflineCopy.mock.calls).toEqual([
      ['/api/v1/student/courses', 'Wed, 25 Nov 2026 10:42:00 GMT'],
      ['/api/v1/student/courses', null],
    ]);
    // Writes are never copies (and offline they fail before any fetch).
    await expect(api.request('/api/x', { method: 'POST' })).rejects.toMatchObject({ code: 'OFFLINE' });
    expect(noteOfflineCopy).toHaveBeenCalledTimes(2);
  });
});
