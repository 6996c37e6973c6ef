import { t } from '#shared/messages/fr.ts';
import type {
  CheckoutCreated,
  CheckoutRequest,
  GatewayOutcome,
  IncomingNotification,
  PaymentGateway,
  VerifiedNotification,
} from './gateway.ts';
import { hexDigestEquals, hmacSha256Hex, sha256Hex } from './support/digests.ts';
import { createGatewayClient, lookUpStatus } from './support/gateway-client.ts';
import { isPlainObject } from './support/gateway-request.ts';
import { asText, asWholeAmount, readField, toFields } from './support/notification-body.ts';

// PayTech: request-payment gives a token and the payer's page; the IPN is signed either with
// HMAC-SHA256(secret, "price|ref_command|api_key") or, on older accounts, with plain SHA-256 of
// both keys. Neither covers the event type, so a verified IPN is also checked against PayTech's
// status endpoint whenever that endpoint gives a readable answer (docs/decisions/025).

export type PayTechOptions = {
  /** https://paytech.sn/api for both environments; `env` tells PayTech which one. */
  baseUrl: string;
  apiKey: string;
  apiSecret: string;
  env: 'test' | 'prod';
  fetch?: typeof fetch;
  timeoutMs?: number;
};

const NAME = 'PayTech';

/** Our method ids → PayTech's target_payment labels (the card form serves Visa and Mastercard). */
const TARGET_PAYMENTS: Record<string, string> = {
  'orange-money': 'Orange Money',
  wave: 'Wave',
  'free-money': 'Free Money',
  visa: 'Carte Bancaire',
  mastercard: 'Carte Bancaire',
};

export function payTechTargetPayment(method: string | null): string | null {
  return method && Object.hasOwn(TARGET_PAYMENTS, method) ? TARGET_PAYMENTS[method]! : null;
}

// IPN events and the words of the status endpoint, whose answer PayTech documents only loosely.
const EVENTS: Record<string, GatewayOutcome['status']> = {
  sale_complete: 'completed',
  sale_canceled: 'cancelled',
  sale_cancelled: 'cancelled',
  sale_failed: 'failed',
};
const STATUS_WORDS: Record<string, GatewayOutcome['status']> = {
  ...EVENTS,
  sale_pending: 'pending',
  completed: 'completed',
  pending: 'pending',
  cancelled: 'cancelled',
  canceled: 'cancelled',
  failed: 'failed',
};

function firstPresent(record: Record<string, unknown>, keys: readonly string[]): unknown {
  for (const key of keys) if (record[key] !== undefined && record[key] !== null) return record[key];
  return undefined;
}

/** What the status endpoint says about one payment; the reference only when it names one. */
type PaymentState = { status: GatewayOutcome['status']; amount: number; reference: string | null };

export function createPayTechGateway(options: PayTechOptions): PaymentGateway {
  const client = createGatewayClient({
    name: NAME,
    baseUrl: options.baseUrl,
    headers: { API_KEY: options.apiKey, API_SECRET: options.apiSecret },
    success: { field: 'success', code: '1' },
    fetch: options.fetch,
    timeoutMs: options.timeoutMs,
  });
  if (!options.apiKey || !options.apiSecret) {
    throw new Error('Clés PayTech manquantes : PAYTECH_API_KEY et PAYTECH_API_SECRET.');
  }
  if (options.env !== 'test' && options.env !== 'prod') {
    throw new Error('PAYTECH_ENV doit valoir test ou prod.');
  }
  const apiKeyHash = sha256Hex(options.apiKey);
  const apiSecretHash = sha256Hex(options.apiSecret);

  function createCheckout(request: CheckoutRequest): Promise<CheckoutCreated> {
    const targetPayment = payTechTargetPayment(request.method);
    return client.createCheckout(request.amount, {
      path: '/payment/request-payment',
      json: {
        item_name: request.description,
        item_price: request.amount,
        currency: request.currency,
        ref_command: request.reference,
        command_name: request.description,
        env: options.env,
        ipn_url: request.notifyUrl,
        success_url: request.returnUrl,
        cancel_url: request.cancelUrl,
        custom_field: JSON.stringify({ reference: request.reference }),
        ...(targetPayment ? { target_payment: targetPayment } : {}),
      },
      redirectUrl: (body) => firstPresent(body, ['redirect_url', 'redirectUrl']),
    });
  }

  /** GET payment/get-status: null when unreachable, refused, or in a shape we cannot read. */
  async function readStatus(token: string): Promise<PaymentState | null> {
    const body = await client.read(`/payment/get-status?token_payment=${encodeURIComponent(token)}`);
    if (!body) return null;
    const nested = [body.payment, body.data].find(isPlainObject);
    const record = nested ?? body;
    const status = lookUpStatus(STATUS_WORDS, firstPresent(record, ['type_event', 'status', 'state']));
    const amount = asWholeAmount(firstPresent(record, ['final_item_price', 'item_price', 'amount']));
    if (status === null || amount === null) return null;
    return { status, amount, reference: asText(record.ref_command) };
  }

  async function confirm(payment: {
    reference: string;
    gatewayToken: string | null;
  }): Promise<GatewayOutcome | null> {
    if (!payment.gatewayToken) return null;
    const state = await readStatus(payment.gatewayToken);
    if (!state || (state.reference !== null && state.reference !== payment.reference)) return null;
    return {
      reference: payment.reference,
      status: state.status,
      amount: state.amount,
      currency: 'XOF',
      gatewayToken: payment.gatewayToken,
    };
  }

  /** The price the IPN's signature covers, or why there is none. */
  function signedPrice(fields: Record<string, unknown>): { price: string | null } | { refusal: string } {
    const finalPrice = asText(readField(fields, ['final_item_price']));
    const itemPrice = asText(readField(fields, ['item_price']));
    const hmacField = readField(fields, ['hmac_compute']);
    if (hmacField !== undefined && hmacField !== '') {
      const hmac = asText(hmacField);
      const reference = asText(readField(fields, ['ref_command']));
      if (hmac === null || reference === null)
        return { refusal: t('payments.gateway.notificationMalformed') };
      // PayTech signs the final price (after its own promotions); older IPNs the item price.
      const price = [finalPrice, itemPrice].find(
        (candidate) =>
          candidate !== null &&
          hexDigestEquals(
            hmac,
            hmacSha256Hex(options.apiSecret, `${candidate}|${reference}|${options.apiKey}`),
          ),
      );
      return price ? { price } : { refusal: t('payments.gateway.notificationForged') };
    }
    const keyHash = readField(fields, ['api_key_sha256']);
    const secretHash = readField(fields, ['api_secret_sha256']);
    if ((keyHash === undefined || keyHash === '') && (secretHash === undefined || secretHash === '')) {
      return { refusal: t('payments.gateway.notificationUnsigned') };
    }
    const keyText = asText(keyHash);
    const secretText = asText(secretHash);
    // Both comparisons always run, so timing does not tell which key was wrong.
    const keyMatches = keyText !== null && hexDigestEquals(keyText, apiKeyHash);
    const secretMatches = secretText !== null && hexDigestEquals(secretText, apiSecretHash);
    if (!keyMatches || !secretMatches) return { refusal: t('payments.gateway.notificationForged') };
    return { price: finalPrice ?? itemPrice };
  }

  async function verifyNotification(notification: IncomingNotification): Promise<VerifiedNotification> {
    const fields = toFields(notification.body);
    if (!fields) return { ok: false, reason: t('payments.gateway.notificationMalformed') };
    const signed = signedPrice(fields);
    if ('refusal' in signed) return { ok: false, reason: signed.refusal };

    const reference = asText(readField(fields, ['ref_command']));
    if (reference === null) return { ok: false, reason: t('payments.gateway.notificationMalformed') };
    const env = asText(readField(fields, ['env']));
    if (env !== null && env !== options.env) {
      // A test payment debits a token sum: its IPN must never settle a live order.
      return { ok: false, reason: t('payments.gateway.notificationWrongEnv', { gateway: NAME }) };
    }
    const eventField = readField(fields, ['type_event']);
    if (asText(eventField) === null)
      return { ok: false, reason: t('payments.gateway.notificationMalformed') };
    const status = lookUpStatus(EVENTS, eventField);
    if (status === null) return { ok: false, reason: t('payments.gateway.notificationUnknownEvent') };
    const amount = asWholeAmount(signed.price);
    if (amount === null) return { ok: false, reason: t('payments.gateway.notificationAmountInvalid') };
    const currency = asText(readField(fields, ['currency']));
    // We only ever ask for francs CFA: an amount in another currency is not the amount we asked.
    if (currency !== null && currency.toUpperCase() !== 'XOF') {
      return { ok: false, reason: t('payments.gateway.notificationAmountInvalid') };
    }
    if (!customFieldAgrees(readField(fields, ['custom_field']), reference)) {
      return { ok: false, reason: t('payments.gateway.notificationMalformed') };
    }
    const tokenField = readField(fields, ['token']);
    const token = asText(tokenField);
    if (tokenField !== undefined && tokenField !== '' && token === null) {
      return { ok: false, reason: t('payments.gateway.notificationMalformed') };
    }

    if (token !== null) {
      const state = await readStatus(token);
      const disagrees =
        state !== null &&
        (state.status !== status ||
          state.amount !== amount ||
          (state.reference !== null && state.reference !== reference));
      if (disagrees)
        return { ok: false, reason: t('payments.gateway.notificationMismatch', { gateway: NAME }) };
    }
    return { ok: true, outcome: { reference, status, amount, currency: 'XOF', gatewayToken: token } };
  }

  return { id: 'paytech', createCheckout, confirm, verifyNotification };
}

/** custom_field carries our reference as JSON; when it names another one, the IPN is not ours. */
function customFieldAgrees(value: unknown, reference: string): boolean {
  if (value === undefined || value === '') return true;
  const text = asText(value);
  if (text === null) return false;
  try {
    const parsed: unknown = JSON.parse(text);
    const named = isPlainObject(parsed) ? parsed.reference : undefined;
    return named === undefined || named === reference;
  } catch {
    // PayTech may re-encode custom_field; an unreadable one says nothing either way.
    return true;
  }
}
