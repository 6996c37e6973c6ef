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
};

function signature(secret: string, body: SandboxBody): string {
  return createHmac('sha256', secret)
    .update([body.reference, body.status, body.amount, body.currency, body.token].join('|'))
    .digest('hex');
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

export function createSandboxGateway(options: { secret: string }): SandboxGateway {
  // What the payer chose, by reference: confirm answers from it when a notification was lost.
  const chosen = new Map<string, GatewayOutcome>();
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
        redirectUrl: sandboxCheckoutPath(request.reference),
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
