import { randomBytes } from 'node:crypto';
import { hmacSha256Hex, sha256Hex } from '../support/digests.ts';
import {
  type FakeHttpServer,
  headerValue,
  type RecordedRequest,
  type Reply,
  startFakeHttpServer,
} from './fake-http-server.ts';

// A local PayTech: request-payment (keys checked: 401; fields checked: success 0 with errors),
// get-status by token, and the IPN it would post for a payment, signed the HMAC way
// (hmac_compute), the older SHA-256 way (api_key_sha256, api_secret_sha256), or both.

export type PayTechKeys = { apiKey: string; apiSecret: string };
export type SaleEvent = 'sale_pending' | 'sale_complete' | 'sale_canceled';

export type FakeSale = {
  token: string;
  itemPrice: number;
  refCommand: string;
  itemName: string;
  customField: string;
  env: string;
  targetPayment: unknown;
  event: SaleEvent;
};

export type IpnSigning = 'hmac' | 'sha256' | 'both';

export type FakePayTech = FakeHttpServer & {
  sales: Map<string, FakeSale>;
  settle(token: string, event: SaleEvent): void;
  /** get-status answers nested under "payment" instead of flat. */
  nestStatus(isNested: boolean): void;
  /**
   * The IPN's form fields, signed as PayTech would; overrides apply after signing (so changing a
   * signed field is tampering) and undefined removes a field.
   */
  ipnFields(
    token: string,
    options?: { signing?: IpnSigning; overrides?: Record<string, string | undefined> },
  ): Record<string, string>;
};

const BASE_PATH = '/api';
const REQUIRED = ['item_name', 'item_price', 'ref_command', 'command_name'] as const;

export async function startFakePayTech(keys: PayTechKeys): Promise<FakePayTech> {
  const sales = new Map<string, FakeSale>();
  let isStatusNested = false;
  let server: FakeHttpServer | undefined;

  function route(request: RecordedRequest): Reply {
    if (
      headerValue(request, 'API_KEY') !== keys.apiKey ||
      headerValue(request, 'API_SECRET') !== keys.apiSecret
    ) {
      return { status: 401, body: { success: 0, message: 'Clés API invalides' } };
    }
    if (request.method === 'POST' && request.path === '/payment/request-payment')
      return requestPayment(request);
    const status = /^\/payment\/get-status\?token_payment=([^&]+)$/.exec(request.path);
    if (request.method === 'GET' && status) return getStatus(decodeURIComponent(status[1]!));
    return { status: 404, body: { success: 0, message: 'Not Found' } };
  }

  function requestPayment(request: RecordedRequest): Reply {
    const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<
      string,
      unknown
    >;
    const errors = REQUIRED.filter((field) => body[field] === undefined || body[field] === '').map(
      (field) => `Le champ ${field} est obligatoire`,
    );
    const price = body.item_price;
    if (typeof price !== 'number' || !Number.isInteger(price) || price <= 0) {
      errors.push('Le montant doit être supérieur à 0');
    }
    if (errors.length > 0) return { status: 200, body: { success: 0, errors } };
    const token = randomBytes(10).toString('hex');
    sales.set(token, {
      token,
      itemPrice: price as number,
      refCommand: String(body.ref_command),
      itemName: String(body.item_name),
      customField: String(body.custom_field ?? ''),
      env: String(body.env ?? 'prod'),
      targetPayment: body.target_payment,
      event: 'sale_pending',
    });
    const origin = new URL(server!.baseUrl).origin;
    return { status: 200, body: { success: 1, token, redirect_url: `${origin}/payment/checkout/${token}` } };
  }

  function getStatus(token: string): Reply {
    const sale = sales.get(token);
    if (!sale) return { status: 200, body: { success: 0, message: 'Token invalide' } };
    const payment = {
      type_event: sale.event,
      ref_command: sale.refCommand,
      item_price: String(sale.itemPrice),
      final_item_price: String(sale.itemPrice),
      currency: 'XOF',
      token,
      env: sale.env,
    };
    return { status: 200, body: isStatusNested ? { success: 1, payment } : { success: 1, ...payment } };
  }

  function ipnFields(
    token: string,
    options: { signing?: IpnSigning; overrides?: Record<string, string | undefined> } = {},
  ): Record<string, string> {
    const sale = sales.get(token);
    if (!sale) throw new Error(`Paiement inconnu du faux PayTech : ${token}`);
    const signing = options.signing ?? 'hmac';
    const price = String(sale.itemPrice);
    const fields: Record<string, string | undefined> = {
      type_event: sale.event,
      client_phone: '221771234567',
      payment_method: 'Orange Money',
      item_name: sale.itemName,
      item_price: price,
      final_item_price: price,
      initial_item_price: price,
      ref_command: sale.refCommand,
      command_name: sale.itemName,
      currency: 'XOF',
      env: sale.env,
      custom_field: sale.customField,
      token,
    };
    if (signing !== 'sha256') {
      fields.hmac_compute = hmacSha256Hex(keys.apiSecret, `${price}|${sale.refCommand}|${keys.apiKey}`);
    }
    if (signing !== 'hmac') {
      fields.api_key_sha256 = sha256Hex(keys.apiKey);
      fields.api_secret_sha256 = sha256Hex(keys.apiSecret);
    }
    const merged = { ...fields, ...options.overrides };
    return Object.fromEntries(
      Object.entries(merged).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
  }

  server = await startFakeHttpServer(BASE_PATH, route);
  return {
    ...server,
    sales,
    settle(token, event) {
      const sale = sales.get(token);
      if (!sale) throw new Error(`Paiement inconnu du faux PayTech : ${token}`);
      sale.event = event;
    },
    nestStatus(isNested) {
      isStatusNested = isNested;
    },
    ipnFields,
  };
}
