import { randomBytes } from 'node:crypto';
import { sha512Hex } from '../support/digests.ts';
import {
  type FakeHttpServer,
  type Fault,
  headerValue,
  type RecordedRequest,
  type Reply,
  startFakeHttpServer,
} from './fake-http-server.ts';

// A local PayDunya speaking the checkout-invoice protocol: create (keys checked, body checked),
// confirm/{token}, refusals in PayDunya's shape ({ response_code, response_text }), and the
// callback PayDunya would post for an invoice, as the flat fields of its form body.

export type PayDunyaKeys = { masterKey: string; privateKey: string; token: string };
export type InvoiceStatus = 'pending' | 'completed' | 'cancelled' | 'failed';

export type FakeInvoice = {
  token: string;
  totalAmount: number;
  description: string;
  customData: Record<string, unknown>;
  channels: unknown;
  actions: Record<string, unknown>;
  status: InvoiceStatus;
};

export type FakePayDunya = FakeHttpServer & {
  invoices: Map<string, FakeInvoice>;
  /** The payer pays, cancels or fails on PayDunya's page. */
  settle(token: string, status: InvoiceStatus): void;
  /** The callback's form fields (flat keys); an override set to undefined removes the field. */
  callbackFields(token: string, overrides?: Record<string, string | undefined>): Record<string, string>;
};

const BASE_PATH = '/sandbox-api/v1';

export async function startFakePayDunya(keys: PayDunyaKeys): Promise<FakePayDunya> {
  const invoices = new Map<string, FakeInvoice>();
  let server: FakeHttpServer | undefined;

  function route(request: RecordedRequest): Reply {
    if (
      headerValue(request, 'PAYDUNYA-MASTER-KEY') !== keys.masterKey ||
      headerValue(request, 'PAYDUNYA-PRIVATE-KEY') !== keys.privateKey ||
      headerValue(request, 'PAYDUNYA-TOKEN') !== keys.token
    ) {
      return refusal('1001', 'Invalid Masterkey or Private Key or Token');
    }
    if (request.method === 'POST' && request.path === '/checkout-invoice/create') return create(request.body);
    const confirmPath = /^\/checkout-invoice\/confirm\/([^/?]+)$/.exec(request.path);
    if (request.method === 'GET' && confirmPath) return confirm(decodeURIComponent(confirmPath[1]!));
    return { status: 404, body: { message: 'Not Found' } };
  }

  function create(body: unknown): Reply {
    const invoice = record(record(body).invoice);
    const actions = record(record(body).actions);
    const store = record(record(body).store);
    const amount = invoice.total_amount;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) {
      return refusal('4002', 'Le montant total de la facture est invalide');
    }
    if (typeof store.name !== 'string' || typeof actions.callback_url !== 'string') {
      return refusal('4001', 'Données de la facture incomplètes');
    }
    const token = `test_${randomBytes(10).toString('hex')}`;
    invoices.set(token, {
      token,
      totalAmount: amount,
      description: String(invoice.description ?? ''),
      customData: record(record(body).custom_data),
      channels: invoice.channels,
      actions,
      status: 'pending',
    });
    return {
      status: 200,
      body: {
        response_code: '00',
        response_text: `${origin()}/sandbox-checkout/invoice/${token}`,
        description: 'Checkout Invoice Created',
        token,
      },
    };
  }

  function confirm(token: string): Reply {
    const invoice = invoices.get(token);
    if (!invoice) return refusal('1002', 'Invoice Not Found');
    return {
      status: 200,
      body: {
        response_code: '00',
        response_text: 'Transaction Found',
        hash: sha512Hex(keys.masterKey),
        invoice: {
          token,
          total_amount: String(invoice.totalAmount),
          description: invoice.description,
        },
        custom_data: invoice.customData,
        actions: invoice.actions,
        mode: 'test',
        status: invoice.status,
        customer: { name: 'Awa Diop', phone: '771234567', email: 'awa@example.sn' },
        receipt_url: `${origin()}/sandbox-checkout/receipt/pdf/${token}.pdf`,
      },
    };
  }

  function origin(): string {
    return new URL(server!.baseUrl).origin;
  }

  function callbackFields(token: string, overrides: Record<string, string | undefined> = {}) {
    const invoice = invoices.get(token);
    if (!invoice) throw new Error(`Facture inconnue du faux PayDunya : ${token}`);
    const fields: Record<string, string | undefined> = {
      'data[response_code]': '00',
      'data[response_text]': 'Transaction Found',
      'data[hash]': sha512Hex(keys.masterKey),
      'data[invoice][token]': token,
      'data[invoice][total_amount]': String(invoice.totalAmount),
      'data[invoice][description]': invoice.description,
      'data[status]': invoice.status,
      'data[mode]': 'test',
      'data[customer][name]': 'Awa Diop',
      'data[customer][phone]': '771234567',
      ...Object.fromEntries(
        Object.entries(invoice.customData).map(([key, value]) => [
          `data[custom_data][${key}]`,
          String(value),
        ]),
      ),
      ...overrides,
    };
    return Object.fromEntries(
      Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
  }

  server = await startFakeHttpServer(BASE_PATH, route);
  return {
    ...server,
    invoices,
    settle(token, status) {
      const invoice = invoices.get(token);
      if (!invoice) throw new Error(`Facture inconnue du faux PayDunya : ${token}`);
      invoice.status = status;
    },
    callbackFields,
  };
}

function refusal(code: string, text: string): Reply {
  return { status: 200, body: { response_code: code, response_text: text } };
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

export type { Fault };
