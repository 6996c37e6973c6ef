import { t } from '#shared/messages/fr.ts';
import type {
  CheckoutCreated,
  CheckoutRequest,
  GatewayOutcome,
  IncomingNotification,
  PaymentGateway,
  VerifiedNotification,
} from './gateway.ts';
import { hexDigestEquals, sha512Hex } from './support/digests.ts';
import { createGatewayClient, lookUpStatus } from './support/gateway-client.ts';
import { asText, asWholeAmount, readField, toFields } from './support/notification-body.ts';

// PayDunya "Paiement Avec Redirection": create a checkout invoice, send the payer to its page,
// then trust only PayDunya's own confirm endpoint. Its callback is signed with nothing but a hash
// of the master key, the same for every payment, so a callback is believed only when a
// server-to-server confirm of its token says the same thing (docs/decisions/025).

export type PayDunyaOptions = {
  /** https://app.paydunya.com/sandbox-api/v1 (test) or https://app.paydunya.com/api/v1 (live). */
  baseUrl: string;
  masterKey: string;
  privateKey: string;
  token: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

const NAME = 'PayDunya';
/** Shown on PayDunya's payment page. */
const STORE_NAME = 'Jàng';

// Our method ids (src/shared/payments/mobile-money.ts) → PayDunya channel slugs, by country.
const SENEGAL_CHANNELS: Record<string, string> = {
  'orange-money': 'orange-money-senegal',
  wave: 'wave-senegal',
  'free-money': 'free-money-senegal',
};
const IVORY_COAST_CHANNELS: Record<string, string> = {
  'orange-money': 'orange-money-ci',
  wave: 'wave-ci',
  'mtn-money': 'mtn-ci',
  'moov-money': 'moov-ci',
};

/** The channel to open for `method`: Ivorian when the number is (+)225…, Senegalese otherwise. */
export function payDunyaChannel(method: string | null, phoneNumber: string | null): string | null {
  if (!method) return null;
  const isIvorian = (phoneNumber ?? '')
    .replace(/[^\d+]/g, '')
    .replace(/^\+/, '')
    .startsWith('225');
  const preferred = isIvorian ? IVORY_COAST_CHANNELS : SENEGAL_CHANNELS;
  return preferred[method] ?? SENEGAL_CHANNELS[method] ?? IVORY_COAST_CHANNELS[method] ?? null;
}

const STATUSES: Record<string, GatewayOutcome['status']> = {
  completed: 'completed',
  pending: 'pending',
  cancelled: 'cancelled',
  canceled: 'cancelled',
  failed: 'failed',
};

/** What PayDunya's confirm endpoint says about one invoice. */
type InvoiceState = { token: string; status: GatewayOutcome['status']; amount: number; reference: string };

export function createPayDunyaGateway(options: PayDunyaOptions): PaymentGateway {
  const client = createGatewayClient({
    name: NAME,
    baseUrl: options.baseUrl,
    headers: {
      'PAYDUNYA-MASTER-KEY': options.masterKey,
      'PAYDUNYA-PRIVATE-KEY': options.privateKey,
      'PAYDUNYA-TOKEN': options.token,
    },
    success: { field: 'response_code', code: '00' },
    fetch: options.fetch,
    timeoutMs: options.timeoutMs,
  });
  if (!options.masterKey || !options.privateKey || !options.token) {
    throw new Error(
      'Clés PayDunya manquantes : PAYDUNYA_MASTER_KEY, PAYDUNYA_PRIVATE_KEY et PAYDUNYA_TOKEN.',
    );
  }
  const callbackHash = sha512Hex(options.masterKey);

  function createCheckout(request: CheckoutRequest): Promise<CheckoutCreated> {
    const channel = payDunyaChannel(request.method, request.phoneNumber);
    return client.createCheckout(request.amount, {
      path: '/checkout-invoice/create',
      json: {
        invoice: {
          total_amount: request.amount,
          description: request.description,
          ...(channel ? { channels: [channel] } : {}),
        },
        store: { name: STORE_NAME },
        actions: {
          cancel_url: request.cancelUrl,
          return_url: request.returnUrl,
          callback_url: request.notifyUrl,
        },
        custom_data: { reference: request.reference },
      },
      // PayDunya puts the payer's page in its response text.
      redirectUrl: (body) => body.response_text,
    });
  }

  /** GET confirm/{token}: the invoice as PayDunya knows it, or null when it cannot be read. */
  async function readInvoice(token: string): Promise<InvoiceState | null> {
    const body = await client.read(`/checkout-invoice/confirm/${encodeURIComponent(token)}`);
    if (!body) return null;
    const status = lookUpStatus(STATUSES, body.status);
    const amount = asWholeAmount(readField(body, ['invoice', 'total_amount']));
    const reference = asText(readField(body, ['custom_data', 'reference']));
    const answeredToken = asText(readField(body, ['invoice', 'token'])) ?? token;
    if (status === null || amount === null || reference === null || answeredToken !== token) return null;
    return { token, status, amount, reference };
  }

  function toOutcome(invoice: InvoiceState): GatewayOutcome {
    return {
      reference: invoice.reference,
      status: invoice.status,
      amount: invoice.amount,
      currency: 'XOF',
      gatewayToken: invoice.token,
    };
  }

  async function confirm(payment: {
    reference: string;
    gatewayToken: string | null;
  }): Promise<GatewayOutcome | null> {
    if (!payment.gatewayToken) return null;
    const invoice = await readInvoice(payment.gatewayToken);
    // An invoice carrying another reference is not this payment's word.
    if (!invoice || invoice.reference !== payment.reference) return null;
    return toOutcome(invoice);
  }

  async function verifyNotification(notification: IncomingNotification): Promise<VerifiedNotification> {
    const fields = toFields(notification.body);
    if (!fields) return { ok: false, reason: t('payments.gateway.notificationMalformed') };
    const hashField = readField(fields, ['data', 'hash']);
    if (hashField === undefined || hashField === '') {
      return { ok: false, reason: t('payments.gateway.notificationUnsigned') };
    }
    const hash = asText(hashField);
    if (hash === null) return { ok: false, reason: t('payments.gateway.notificationMalformed') };
    if (!hexDigestEquals(hash, callbackHash))
      return { ok: false, reason: t('payments.gateway.notificationForged') };

    const token = asText(readField(fields, ['data', 'invoice', 'token']));
    const status = lookUpStatus(STATUSES, readField(fields, ['data', 'status']));
    const reference = asText(readField(fields, ['data', 'custom_data', 'reference']));
    if (token === null || status === null || reference === null) {
      return { ok: false, reason: t('payments.gateway.notificationMalformed') };
    }
    const amount = asWholeAmount(readField(fields, ['data', 'invoice', 'total_amount']));
    if (amount === null) return { ok: false, reason: t('payments.gateway.notificationAmountInvalid') };

    // The hash is the same on every callback: only PayDunya's own confirm is believed.
    const invoice = await readInvoice(token);
    if (!invoice)
      return { ok: false, reason: t('payments.gateway.notificationUnconfirmed', { gateway: NAME }) };
    if (invoice.status !== status || invoice.amount !== amount || invoice.reference !== reference) {
      return { ok: false, reason: t('payments.gateway.notificationMismatch', { gateway: NAME }) };
    }
    return { ok: true, outcome: toOutcome(invoice) };
  }

  return { id: 'paydunya', createCheckout, confirm, verifyNotification };
}
