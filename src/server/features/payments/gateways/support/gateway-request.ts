import { t } from '#shared/messages/fr.ts';

// One HTTP exchange with a gateway: a deadline, JSON both ways, and every way it can go wrong
// named, so each adapter turns a failure into one French sentence. Nothing here logs: the headers
// carry the merchant's keys.

export type GatewayAnswer =
  | { ok: true; body: unknown }
  | { ok: false; failure: 'timeout' | 'unreachable' | 'invalidJson' }
  | { ok: false; failure: 'http'; status: number };

export type GatewayFailure = Extract<GatewayAnswer, { ok: false }>;

export type GatewayRequest = {
  fetch: typeof fetch;
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  /** Sent as JSON when present. */
  json?: unknown;
  timeoutMs: number;
};

export const DEFAULT_TIMEOUT_MS = 15_000;

export async function requestGateway(request: GatewayRequest): Promise<GatewayAnswer> {
  const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
  if (request.json !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  let text: string;
  try {
    response = await request.fetch(request.url, {
      method: request.method,
      headers,
      body: request.json === undefined ? undefined : JSON.stringify(request.json),
      signal: AbortSignal.timeout(request.timeoutMs),
      // Never follow: a redirect would carry the merchant's keys (custom headers) to another host.
      redirect: 'manual',
    });
    // The deadline covers the body too: a gateway that sends headers then stalls is a timeout.
    text = await response.text();
  } catch (error) {
    return { ok: false, failure: isTimeout(error) ? 'timeout' : 'unreachable' };
  }
  if (!response.ok) return { ok: false, failure: 'http', status: response.status };
  try {
    return { ok: true, body: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, failure: 'invalidJson' };
  }
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

/** The French sentence for a failed exchange with `gateway` (its display name). */
export function failureMessage(gateway: string, answer: GatewayFailure): string {
  switch (answer.failure) {
    case 'timeout':
      return t('payments.gateway.timeout', { gateway });
    case 'unreachable':
      return t('payments.gateway.unreachable', { gateway });
    case 'invalidJson':
      return t('payments.gateway.invalidResponse', { gateway });
    case 'http':
      return t('payments.gateway.httpError', { gateway, status: answer.status });
  }
}

/** A base URL without its trailing slashes; refuses anything but http(s) at start-up. */
export function normalizeBaseUrl(baseUrl: string, gateway: string): string {
  let parsed: URL;
  try {
    parsed = new URL(baseUrl);
  } catch {
    throw new Error(`Adresse de l'API ${gateway} invalide.`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`Adresse de l'API ${gateway} invalide : http ou https attendu.`);
  }
  return baseUrl.replace(/\/+$/, '');
}

/** True for an absolute http(s) URL: what a gateway must hand back as the payer's redirect. */
export function isWebUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
