import type { TMe, TSignInResponse } from '#shared/auth/auth.contract.ts';
import type { ErrorDetails } from '#shared/errors.ts';
import { t } from '#shared/messages/fr-web.ts';
import { type AccessToken, getAccessToken, setAccessToken } from './access-token.ts';
// superadmin (issue 18, decision 284): the acting organisation's header on every call.
import { actingOrganizationHeaders, readActingOrganization } from './acting-organization.ts';
import { DEMO_MODE_HEADER, isDemoMode } from './demo-mode.ts';
import { noteOfflineCopy, OFFLINE_COPY_HEADER } from './offline-copies.ts';
import { pageAnswers } from './page-answers.ts';

// The request helper of spec/cohorts.md §7–8: bearer token, JSON, 60 s timeout, `data` unwrapped,
// and every failure turned into an ApiError whose message is the catalogue's French text.

export const DEFAULT_TIMEOUT_MS = 60_000;
export const TOKEN_PATH = '/api/auth/token';

/** A new access token and, when the server sends it, the user it belongs to (no GET /api/auth/me then). */
export type RefreshedToken = AccessToken & { me?: TMe | undefined };

/** Codes the client adds to the server's ErrorCode union for failures that never reached it. */
export type ClientErrorCode = 'OFFLINE' | 'TIMEOUT' | 'NETWORK' | 'HTTP';

export class ApiError extends Error {
  /** HTTP status; 0 when no answer came back (offline, timeout, network). */
  readonly status: number;
  /** The server's ErrorCode (USER_EXISTS, RATE_LIMITED…) or a ClientErrorCode. */
  readonly code: string;
  readonly details: ErrorDetails | undefined;
  /** The server's own French `error` text, when it sent one (e.g. the sign-up 409 message). */
  readonly serverMessage: string | undefined;
  /** The HTTP reason phrase ("Internal Server Error"), '' when none came back. */
  readonly statusText: string;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    details?: ErrorDetails | undefined;
    serverMessage?: string | undefined;
    statusText?: string | undefined;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.details = init.details;
    this.serverMessage = init.serverMessage;
    this.statusText = init.statusText ?? '';
  }
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Send the bearer token, and on a 401 refresh it once and retry. Default true. */
  auth?: boolean;
  /** 'blob' resolves a successful answer's bytes (a file download); errors stay JSON. Default 'json'. */
  responseType?: 'json' | 'blob';
};

export type ApiDeps = {
  fetch: typeof fetch;
  isOnline: () => boolean;
  isDemoMode: () => boolean;
  getToken: () => AccessToken | null;
  setToken: (token: AccessToken | null) => void;
  /** Told, for every answered GET, whether the service worker's offline copy answered it (its date). */
  noteOfflineCopy: (path: string, copyHeader: string | null) => void;
  /** superadmin (issue 18): the organisation a superadmin entered, sent as X-Acting-Organization. */
  actingOrganization: typeof readActingOrganization;
  /** The answer the page arrived with for a GET of this path, taken once (decision 313), or undefined. */
  takePageAnswer: (path: string) => unknown;
};

const defaultDeps: ApiDeps = {
  // Looked up at call time so tests (and polyfills) can replace the globals.
  fetch: (input, init) => globalThis.fetch(input, init),
  isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  isDemoMode: () => isDemoMode(),
  getToken: getAccessToken,
  setToken: setAccessToken,
  noteOfflineCopy,
  actingOrganization: () => readActingOrganization(),
  takePageAnswer: (path) => pageAnswers.takeAnswer(path),
};

/** The catalogue message for an HTTP error status (spec/cohorts.md §8). */
export function messageForStatus(status: number, detail: string): string {
  switch (status) {
    case 400:
      return t('request.badRequest', { detail });
    case 401:
      return t('request.unauthenticated');
    case 403:
      return t('request.forbidden');
    case 404:
      return t('request.notFound');
    case 429:
      return t('request.tooManyRequests');
    case 500:
    case 502:
    case 503:
    case 504:
      return t('request.serverError', { code: status });
    default:
      return t('request.httpError', { code: status });
  }
}

function offlineError(): ApiError {
  return new ApiError({ status: 0, code: 'OFFLINE', message: t('request.offline') });
}

type ErrorPayload = { error?: unknown; code?: unknown; details?: unknown };

function errorFromResponse(response: Response, payload: unknown): ApiError {
  const body: ErrorPayload = payload && typeof payload === 'object' ? (payload as ErrorPayload) : {};
  const serverMessage = typeof body.error === 'string' && body.error !== '' ? body.error : undefined;
  const details =
    body.details && typeof body.details === 'object' ? (body.details as ErrorDetails) : undefined;
  return new ApiError({
    status: response.status,
    code: typeof body.code === 'string' ? body.code : 'HTTP',
    message: messageForStatus(response.status, serverMessage ?? response.statusText),
    details,
    serverMessage,
    statusText: response.statusText,
  });
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function describe(cause: unknown): string {
  if (cause instanceof Error) return cause.message;
  return String(cause);
}

/** A request helper bound to its dependencies; tests pass a stub fetch, clock-free. */
export function createApiClient(overrides: Partial<ApiDeps> = {}) {
  const deps: ApiDeps = { ...defaultDeps, ...overrides };
  let refreshing: Promise<RefreshedToken | null> | null = null;

  async function send<T>(path: string, options: RequestOptions): Promise<T> {
    const { method = 'GET', body, timeoutMs = DEFAULT_TIMEOUT_MS, signal, auth = true } = options;
    const isBlob = options.responseType === 'blob';
    // Offline, a write fails at once; a read is still tried: the service worker may answer it from
    // its cache (src/web/sw.ts), and a failure then reads as offline all the same.
    if (!deps.isOnline() && method !== 'GET') throw offlineError();
    if (signal?.aborted) throw signal.reason;

    const headers: Record<string, string> = { Accept: isBlob ? '*/*' : 'application/json' };
    // FormData (file uploads) sets its own multipart content type, boundary included.
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
    const token = auth ? deps.getToken() : null;
    if (token) headers.Authorization = `Bearer ${token.value}`;
    if (deps.isDemoMode()) headers[DEMO_MODE_HEADER] = '1';
    Object.assign(headers, actingOrganizationHeaders(deps.actingOrganization()));

    const controller = new AbortController();
    let isTimedOut = false;
    const timer = setTimeout(() => {
      isTimedOut = true;
      controller.abort();
    }, timeoutMs);
    const forwardAbort = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', forwardAbort, { once: true });

    try {
      const response = await deps.fetch(path, {
        method,
        headers,
        body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
        credentials: 'same-origin',
        signal: controller.signal,
      });
      if (method === 'GET' && response.ok)
        deps.noteOfflineCopy(path, response.headers.get(OFFLINE_COPY_HEADER));
      if (response.ok && isBlob) return (await response.blob()) as T;
      const payload = parseJson(await response.text());
      if (!response.ok) throw errorFromResponse(response, payload);
      if (payload && typeof payload === 'object' && 'data' in payload) return (payload as { data: T }).data;
      return payload as T;
    } catch (cause) {
      if (cause instanceof ApiError) throw cause;
      if (isTimedOut) {
        throw new ApiError({
          status: 0,
          code: 'TIMEOUT',
          message: t('request.timeout', { seconds: Math.round(timeoutMs / 1000) }),
        });
      }
      // The caller cancelled (React Query, unmount): let its own abort reason through.
      if (signal?.aborted) throw cause;
      if (!deps.isOnline()) throw offlineError();
      throw new ApiError({
        status: 0,
        code: 'NETWORK',
        message: t('request.network', { detail: describe(cause) }),
      });
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forwardAbort);
    }
  }

  /**
   * Silent refresh: trades the httpOnly session cookie for a new access token. Resolves null (and
   * forgets the token) when the server says there is no valid session; concurrent callers share one call.
   */
  function refreshAccessToken(): Promise<RefreshedToken | null> {
    refreshing ??= (async () => {
      try {
        const answer = await send<TSignInResponse>(TOKEN_PATH, { method: 'POST', auth: false });
        const token = { value: answer.accessToken, expiresAt: Date.parse(answer.expiresAt) };
        deps.setToken(token);
        return { ...token, me: answer.me };
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) {
          deps.setToken(null);
          return null;
        }
        throw error;
      } finally {
        refreshing = null;
      }
    })();
    return refreshing;
  }

  /** Calls the API and resolves the unwrapped `data`; on a 401 refreshes the token once and retries. */
  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    if ((options.method ?? 'GET') === 'GET' && !options.responseType) {
      const answer = deps.takePageAnswer(path);
      if (answer !== undefined) return answer as T;
    }
    // No token yet but one on its way (the network just came back): wait for it rather than be refused.
    if ((options.auth ?? true) && !deps.getToken() && refreshing) await refreshing.catch(() => null);
    try {
      return await send<T>(path, options);
    } catch (error) {
      const isRetryable = (options.auth ?? true) && error instanceof ApiError && error.status === 401;
      if (!isRetryable) throw error;
      const token = await refreshAccessToken();
      if (!token) throw error;
      return send<T>(path, options);
    }
  }

  return { request, refreshAccessToken };
}

const defaultClient = createApiClient();

export const request = defaultClient.request;
export const refreshAccessToken = defaultClient.refreshAccessToken;

/** A GET of `path` (bearer, timeout, French errors), cancelled with the query's `signal` when given. */
export function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  return request<T>(path, signal ? { signal } : {});
}

/**
 * The text to show a user for a failed call: the server's own French message when it sent one
 * (client errors), otherwise the catalogue message (offline, timeout, 5xx…).
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    return error.serverMessage && error.status < 500 ? error.serverMessage : error.message;
  }
  return t('error.internal');
}

/** Field messages the server attached to a VALIDATION error (`details.fields`), if any. */
export function apiFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const fields = error.details?.fields;
  if (!fields || typeof fields !== 'object') return {};
  const result: Record<string, string> = {};
  for (const [name, message] of Object.entries(fields)) {
    if (typeof message === 'string') result[name] = message;
    else if (Array.isArray(message) && typeof message[0] === 'string') result[name] = message[0];
  }
  return result;
}
