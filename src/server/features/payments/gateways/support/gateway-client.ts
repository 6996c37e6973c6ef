import { t } from '#shared/messages/fr.ts';
import type { CheckoutCreated, GatewayOutcome } from '../gateway.ts';
import {
  DEFAULT_TIMEOUT_MS,
  failureMessage,
  isPlainObject,
  isWebUrl,
  normalizeBaseUrl,
  requestGateway,
} from './gateway-request.ts';
import { asText } from './notification-body.ts';

// What the PayDunya and PayTech adapters do alike around their own field names: call the API with
// the merchant's headers and a deadline, believe an answer only when it carries the API's success
// code, and read a checkout's answer (the payer's page and the token) the same way.

export type GatewayClientOptions = {
  /** The gateway's display name, in error messages. */
  name: string;
  baseUrl: string;
  headers: Record<string, string>;
  /** The field of every answer that says whether the call succeeded, and the value that means yes. */
  success: { field: string; code: string };
  fetch?: typeof fetch | undefined;
  timeoutMs?: number | undefined;
};

export type GatewayClient = ReturnType<typeof createGatewayClient>;

/** The status a word of the gateway's API stands for, or null for a word `table` does not know. */
export function lookUpStatus(
  table: Record<string, GatewayOutcome['status']>,
  value: unknown,
): GatewayOutcome['status'] | null {
  const text = asText(value);
  return text !== null && Object.hasOwn(table, text) ? table[text]! : null;
}

/** Throws at start-up with a base URL that is not http(s) (checked before the keys). */
export function createGatewayClient(options: GatewayClientOptions) {
  const baseUrl = normalizeBaseUrl(options.baseUrl, options.name);
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const { name, headers, success } = options;
  const send = (path: string, init: { method: 'GET' } | { method: 'POST'; json: unknown }) =>
    requestGateway({ fetch: fetchImpl, url: `${baseUrl}${path}`, headers, timeoutMs, ...init });
  const invalidResponse = () =>
    ({ ok: false, message: t('payments.gateway.invalidResponse', { gateway: name }) }) as const;

  return {
    /** GET `path`: the answer's body when it carries the success code, null otherwise (unreachable too). */
    async read(path: string): Promise<Record<string, unknown> | null> {
      const answer = await send(path, { method: 'GET' });
      if (!answer.ok || !isPlainObject(answer.body)) return null;
      return asText(answer.body[success.field]) === success.code ? answer.body : null;
    },

    /**
     * POSTs a checkout of `amount` (whole francs, refused unless positive) and reads the payer's page
     * (`redirectUrl` of the answer) and the answer's `token`; every refusal is one French sentence.
     */
    async createCheckout(
      amount: number,
      request: { path: string; json: unknown; redirectUrl: (body: Record<string, unknown>) => unknown },
    ): Promise<CheckoutCreated> {
      if (!Number.isSafeInteger(amount) || amount <= 0) {
        return { ok: false, message: t('payments.gateway.amountInvalid') };
      }
      const answer = await send(request.path, { method: 'POST', json: request.json });
      if (!answer.ok) return { ok: false, message: failureMessage(name, answer) };
      const body = answer.body;
      if (!isPlainObject(body)) return invalidResponse();
      const code = asText(body[success.field]);
      if (code !== success.code) {
        return {
          ok: false,
          message: t('payments.gateway.checkoutRefused', { gateway: name, code: code ?? '?' }),
        };
      }
      const redirectUrl = request.redirectUrl(body);
      const token = asText(body.token);
      if (!isWebUrl(redirectUrl) || token === null) return invalidResponse();
      return { ok: true, redirectUrl, gatewayToken: token };
    },
  };
}
