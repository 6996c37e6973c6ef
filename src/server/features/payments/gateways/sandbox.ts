import { createHmac, timingSafeEqual } from 'node:crypto';
import type {
  GatewayOutcome,
  IncomingNotification,
  PaymentGateway,
  VerifiedNotification,
} from './gateway.ts';

// The local sandbox gateway (development, demo, tests): its checkout is our own page
// /sandbox/pay/{reference}, where the payer picks success or failure; the choice comes back as a
// notification signed with HMAC-SHA256, through the same webhook route as a real gateway's.

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
export const sandboxCheckoutPath = (reference: string) => `/sandbox/pay/${encodeURIComponent(reference)}`;

type SandboxStatus = 'completed' | 'failed' | 'cancelled';
type SandboxBody = {
  reference: string;
  status: SandboxStatus;
  amount: number;
  currency: string;
  token: string;
};

export type SandboxGateway = PaymentGateway & {
  /** The signed notification the sandbox sends for the payer's choice (and remembers for confirm). */
  notificationFor(outcome: SandboxBody): IncomingNotification;
  /** True when `key` is the one in the payer's checkout link for this payment. */
  isPayerKey(reference: string, key: string | undefined): boolean;
};

function signature(secret: string, body: SandboxBody): string {
  return createHmac('sha256', secret)
    .update([body.reference, body.status, body.amount, body.currency, body.token].join('|'))
    .digest('hex');
}

/**
 * The payer's key: only the payer receives the checkout link (in initialize's answer), so only the
 * payer can open the page and choose, like a real gateway's checkout token.
 */
function payerKey(secret: string, reference: string): string {
  return createHmac('sha256', secret).update(`payer|${reference}`).digest('base64url');
}

function parseBody(body: unknown): SandboxBody | null {
  if (!body || typeof body !== 'object') return null;
  const { reference, status, amount, currency, token } = body as Record<string, unknown>;
  const amountNumber = typeof amount === 'string' ? Number(amount) : amount;
  if (typeof reference !== 'string' || typeof currency !== 'string' || typeof token !== 'string') return null;
  if (status !== 'completed' && status !== 'failed' && status !== 'cancelled') return null;
  if (typeof amountNumber !== 'number' || !Number.isInteger(amountNumber)) return null;
  return { reference, status, amount: amountNumber, currency, token };
}

// What payers chose, by reference: the sandbox's own record, which confirm reads (a notification is
// only a hint, docs/decisions/062). One record per secret in this process: every sandbox built with
// the same secret is the same gateway (the app's, and a test's that signs notifications for it).
const recordsBySecret = new Map<string, Map<string, GatewayOutcome>>();

export function createSandboxGateway(options: { secret: string }): SandboxGateway {
  const chosen = recordsBySecret.get(options.secret) ?? new Map<string, GatewayOutcome>();
  recordsBySecret.set(options.secret, chosen);
  const toOutcome = (body: SandboxBody): GatewayOutcome => ({
    reference: body.reference,
    status: body.status,
    amount: body.amount,
    currency: body.currency,
    gatewayToken: body.token,
  });

  return {
    id: 'sandbox',
    async createCheckout(request) {
      return {
        ok: true,
        redirectUrl: `${sandboxCheckoutPath(request.reference)}?key=${payerKey(options.secret, request.reference)}`,
        gatewayToken: `sandbox-${request.reference}`,
      };
    },
    async confirm(payment) {
      return chosen.get(payment.reference) ?? null;
    },
    async verifyNotification(notification): Promise<VerifiedNotification> {
      const body = parseBody(notification.body);
      const header = notification.headers[SANDBOX_SIGNATURE_HEADER];
      const given = typeof header === 'string' ? Buffer.from(header, 'utf8') : null;
      if (!body || !given) return { ok: false, reason: 'unsigned or malformed' };
      const expected = Buffer.from(signature(options.secret, body), 'utf8');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return { ok: false, reason: 'bad signature' };
      }
      return { ok: true, outcome: toOutcome(body) };
    },
    isPayerKey(reference, key) {
      if (!key) return false;
      const given = Buffer.from(key, 'utf8');
      const expected = Buffer.from(payerKey(options.secret, reference), 'utf8');
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
    notificationFor(body) {
      chosen.set(body.reference, toOutcome(body));
      return {
        body,
        headers: {
          'content-type': 'application/json',
          [SANDBOX_SIGNATURE_HEADER]: signature(options.secret, body),
        },
      };
    },
  };
}
