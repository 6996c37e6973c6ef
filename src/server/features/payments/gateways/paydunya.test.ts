import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CheckoutRequest, PaymentGateway } from './gateway.ts';
import { createPayDunyaGateway, payDunyaChannel } from './paydunya.ts';
import { sha512Hex } from './support/digests.ts';
import { nestFormFields } from './testing/fake-http-server.ts';
import { type FakePayDunya, startFakePayDunya } from './testing/fake-paydunya.ts';

const KEYS = {
  masterKey: 'wQzk9ZwR-Qq9m-0hD0-zpud-je5coGC3FHKW',
  privateKey: 'test_private_rMIdJM3PLLhLjyArx9tF3VURAF5',
  token: 'IivOiOxGJuWhc5znlIiK',
};
const SECRETS = Object.values(KEYS);

let fake: FakePayDunya;
let gateway: PaymentGateway;

beforeAll(async () => {
  fake = await startFakePayDunya(KEYS);
  gateway = createPayDunyaGateway({ baseUrl: `${fake.baseUrl}/`, ...KEYS, timeoutMs: 3000 }); // room for a loaded machine
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

let referenceCount = 0;
function checkoutRequest(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  referenceCount += 1;
  return {
    reference: `JANG-PD-${referenceCount}`,
    amount: 25_000,
    currency: 'XOF',
    description: 'Formation Excel avancé',
    method: 'wave',
    phoneNumber: '+221 77 123 45 67',
    customer: { name: 'Awa Diop', email: 'awa@example.sn' },
    returnUrl: 'https://jang.sn/paiement/resultat',
    cancelUrl: 'https://jang.sn/paiement/annule',
    notifyUrl: 'https://jang.sn/api/payments/notify/paydunya',
    ...overrides,
  };
}

/** A checkout created on the fake, settled as the payer would. */
async function paidInvoice(status: 'completed' | 'cancelled' | 'failed' | 'pending' = 'completed') {
  const request = checkoutRequest();
  const created = await gateway.createCheckout(request);
  if (!created.ok) throw new Error(created.message);
  fake.settle(created.gatewayToken, status);
  return { request, token: created.gatewayToken };
}

function expectNoSecret(text: string) {
  for (const secret of SECRETS) expect(text).not.toContain(secret);
}

describe('PayDunya createCheckout', () => {
  it('creates a checkout invoice with the keys, our reference and the chosen channel', async () => {
    const request = checkoutRequest();
    const created = await gateway.createCheckout(request);

    expect(created).toEqual({
      ok: true,
      redirectUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/sandbox-checkout\/invoice\/test_/),
      gatewayToken: expect.stringMatching(/^test_/),
    });
    const [sent] = fake.requests;
    expect(sent?.method).toBe('POST');
    expect(sent?.path).toBe('/checkout-invoice/create');
    expect(sent?.headers['paydunya-master-key']).toBe(KEYS.masterKey);
    expect(sent?.headers['paydunya-private-key']).toBe(KEYS.privateKey);
    expect(sent?.headers['paydunya-token']).toBe(KEYS.token);
    expect(sent?.body).toEqual({
      invoice: { total_amount: 25_000, description: 'Formation Excel avancé', channels: ['wave-senegal'] },
      store: { name: 'Jàng' },
      actions: {
        cancel_url: request.cancelUrl,
        return_url: request.returnUrl,
        callback_url: request.notifyUrl,
      },
      custom_data: { reference: request.reference },
    });
  });

  it('lets the payer choose when no method is given', async () => {
    const created = await gateway.createCheckout(checkoutRequest({ method: null }));
    expect(created.ok).toBe(true);
    expect(fake.requests[0]?.body).toMatchObject({ invoice: { total_amount: 25_000 } });
    expect((fake.requests[0]!.body as { invoice: object }).invoice).not.toHaveProperty('channels');
  });

  it('refuses an amount that is not a positive whole number of francs without calling PayDunya', async () => {
    for (const amount of [0, -500, 12.5, Number.NaN]) {
      const created = await gateway.createCheckout(checkoutRequest({ amount }));
      expect(created).toEqual({
        ok: false,
        message: 'Le montant à payer doit être un nombre entier de francs CFA supérieur à zéro.',
      });
    }
    expect(fake.requests).toHaveLength(0);
  });

  it('reports a refusal (response_code other than 00) with its code, in French', async () => {
    const wrongKeys = createPayDunyaGateway({
      baseUrl: fake.baseUrl,
      ...KEYS,
      privateKey: 'test_private_wrong',
    });
    const created = await wrongKeys.createCheckout(checkoutRequest());
    expect(created).toEqual({
      ok: false,
      message:
        'PayDunya a refusé la demande de paiement (code 1001). Veuillez réessayer ou choisir un autre moyen de paiement.',
    });
  });

  it('reports a refusal of the invoice itself', async () => {
    fake.failNext({ kind: 'answer', body: { response_code: '4002', response_text: 'Montant invalide' } });
    const created = await gateway.createCheckout(checkoutRequest());
    expect(created.ok).toBe(false);
    expect(!created.ok && created.message).toContain('(code 4002)');
  });

  it.each([
    [
      'HTTP 500',
      { kind: 'http500' } as const,
      'Le service de paiement PayDunya a répondu par une erreur (500).',
    ],
    [
      'a body that is not JSON',
      { kind: 'invalidJson' } as const,
      'Réponse illisible du service de paiement PayDunya.',
    ],
    ['no answer in time', { kind: 'hang' } as const, 'Le service de paiement PayDunya ne répond pas.'],
    [
      'a success without a checkout URL',
      {
        kind: 'answer',
        body: { response_code: '00', response_text: 'Checkout Invoice Created', token: 'x' },
      } as const,
      'Réponse illisible du service de paiement PayDunya.',
    ],
    [
      'a success without a token',
      {
        kind: 'answer',
        body: { response_code: '00', response_text: 'https://paydunya.com/checkout/x' },
      } as const,
      'Réponse illisible du service de paiement PayDunya.',
    ],
    [
      'a JSON array',
      { kind: 'answer', body: ['00'] } as const,
      'Réponse illisible du service de paiement PayDunya.',
    ],
  ])('fails cleanly on %s', async (_case, fault, message) => {
    fake.failNext(fault);
    const startedAt = Date.now();
    const created = await gateway.createCheckout(checkoutRequest());
    expect(Date.now() - startedAt).toBeLessThan(6_000); // bounded by timeoutMs, never left hanging
    expect(created.ok).toBe(false);
    if (!created.ok) {
      expect(created.message).toContain(message);
      expectNoSecret(created.message);
    }
  });

  it('says PayDunya is unreachable when nothing listens', async () => {
    const closed = await startFakePayDunya(KEYS);
    await closed.close();
    const created = await createPayDunyaGateway({ baseUrl: closed.baseUrl, ...KEYS }).createCheckout(
      checkoutRequest(),
    );
    expect(created).toEqual({
      ok: false,
      message: 'Le service de paiement PayDunya est injoignable. Veuillez réessayer dans quelques instants.',
    });
  });

  it('refuses a configuration without keys or with a base URL that is not http(s)', () => {
    expect(() => createPayDunyaGateway({ baseUrl: fake.baseUrl, ...KEYS, masterKey: '' })).toThrow(
      /PAYDUNYA_MASTER_KEY/,
    );
    expect(() => createPayDunyaGateway({ baseUrl: 'ftp://paydunya.com', ...KEYS })).toThrow(/invalide/);
  });
});

describe('PayDunya channels', () => {
  it('opens the Senegalese or Ivorian channel of the chosen method', () => {
    expect(payDunyaChannel('orange-money', '+221 77 123 45 67')).toBe('orange-money-senegal');
    expect(payDunyaChannel('orange-money', '+225 07 12 34 56 78')).toBe('orange-money-ci');
    expect(payDunyaChannel('wave', '2250712345678')).toBe('wave-ci');
    expect(payDunyaChannel('free-money', '+225 07 12 34 56 78')).toBe('free-money-senegal');
    expect(payDunyaChannel('mtn-money', null)).toBe('mtn-ci');
    expect(payDunyaChannel('moov-money', '+221 77 123 45 67')).toBe('moov-ci');
    expect(payDunyaChannel('visa', null)).toBeNull();
    expect(payDunyaChannel(null, null)).toBeNull();
  });
});

describe('PayDunya confirm', () => {
  it.each(['completed', 'cancelled', 'failed', 'pending'] as const)('reads a %s invoice', async (status) => {
    const { request, token } = await paidInvoice(status);
    const outcome = await gateway.confirm({ reference: request.reference, gatewayToken: token });
    expect(outcome).toEqual({
      reference: request.reference,
      status,
      amount: request.amount,
      currency: 'XOF',
      gatewayToken: token,
    });
    const confirmCall = fake.requests.at(-1);
    expect(confirmCall?.method).toBe('GET');
    expect(confirmCall?.path).toBe(`/checkout-invoice/confirm/${token}`);
    expect(confirmCall?.headers['paydunya-master-key']).toBe(KEYS.masterKey);
  });

  it('knows nothing without a token, for an unknown token, or for another reference', async () => {
    const { token } = await paidInvoice();
    expect(await gateway.confirm({ reference: 'JANG-X', gatewayToken: null })).toBeNull();
    expect(await gateway.confirm({ reference: 'JANG-X', gatewayToken: 'test_unknown' })).toBeNull();
    expect(await gateway.confirm({ reference: 'JANG-OTHER', gatewayToken: token })).toBeNull();
  });

  it('knows nothing when PayDunya fails, answers garbage or an unknown status', async () => {
    const { request, token } = await paidInvoice();
    const payment = { reference: request.reference, gatewayToken: token };
    fake.failNext({ kind: 'http500' });
    expect(await gateway.confirm(payment)).toBeNull();
    fake.failNext({ kind: 'invalidJson' });
    expect(await gateway.confirm(payment)).toBeNull();
    fake.failNext({ kind: 'hang' });
    expect(await gateway.confirm(payment)).toBeNull();
    fake.failNext({
      kind: 'answer',
      body: {
        response_code: '00',
        status: 'refunded',
        invoice: { token, total_amount: '25000' },
        custom_data: { reference: request.reference },
      },
    });
    expect(await gateway.confirm(payment)).toBeNull();
    expect(await gateway.confirm(payment)).toMatchObject({ status: 'completed' });
  });
});

describe('PayDunya verifyNotification', () => {
  it('believes a signed callback that PayDunya confirms, whatever parsed the form', async () => {
    const { request, token } = await paidInvoice();
    const flat = fake.callbackFields(token);
    const expected = {
      ok: true,
      outcome: {
        reference: request.reference,
        status: 'completed',
        amount: 25_000,
        currency: 'XOF',
        gatewayToken: token,
      },
    };
    expect(await gateway.verifyNotification({ body: flat, headers: {} })).toEqual(expected);
    expect(await gateway.verifyNotification({ body: nestFormFields(flat), headers: {} })).toEqual(expected);
    expect(
      await gateway.verifyNotification({ body: new URLSearchParams(flat).toString(), headers: {} }),
    ).toEqual(expected);
  });

  it('gives the same outcome to a replayed callback (the core decides what a replay changes)', async () => {
    const { token } = await paidInvoice();
    const body = fake.callbackFields(token);
    const first = await gateway.verifyNotification({ body, headers: {} });
    const second = await gateway.verifyNotification({ body, headers: {} });
    expect(first.ok).toBe(true);
    expect(second).toEqual(first);
  });

  it('reports a cancelled payment when the callback and the confirm both say so', async () => {
    const { token } = await paidInvoice('cancelled');
    const verified = await gateway.verifyNotification({ body: fake.callbackFields(token), headers: {} });
    expect(verified).toMatchObject({ ok: true, outcome: { status: 'cancelled' } });
  });

  it('refuses an unsigned callback', async () => {
    const { token } = await paidInvoice();
    for (const hash of [undefined, '']) {
      const body = fake.callbackFields(token, { 'data[hash]': hash });
      expect(await gateway.verifyNotification({ body, headers: {} })).toEqual({
        ok: false,
        reason: 'Notification de paiement non signée.',
      });
    }
  });

  it('refuses a forged hash before asking PayDunya anything', async () => {
    const { token } = await paidInvoice();
    fake.requests.length = 0;
    for (const hash of [sha512Hex('another-master-key'), sha512Hex(KEYS.privateKey), 'zz', KEYS.masterKey]) {
      const body = fake.callbackFields(token, { 'data[hash]': hash });
      expect(await gateway.verifyNotification({ body, headers: {} })).toEqual({
        ok: false,
        reason: 'Signature de la notification de paiement invalide.',
      });
    }
    expect(fake.requests).toHaveLength(0);
  });

  it('accepts the hash in capitals (hex is hex)', async () => {
    const { token } = await paidInvoice();
    const body = fake.callbackFields(token, { 'data[hash]': sha512Hex(KEYS.masterKey).toUpperCase() });
    expect((await gateway.verifyNotification({ body, headers: {} })).ok).toBe(true);
  });

  it('refuses a callback whose amount, reference or status PayDunya does not confirm', async () => {
    const { token } = await paidInvoice();
    const mismatch = {
      ok: false,
      reason: 'La notification de paiement ne correspond pas à la vérification faite auprès de PayDunya.',
    };
    for (const overrides of [
      { 'data[invoice][total_amount]': '100' },
      { 'data[custom_data][reference]': 'JANG-SOMEONE-ELSE' },
      { 'data[status]': 'cancelled' },
    ]) {
      const body = fake.callbackFields(token, overrides);
      expect(await gateway.verifyNotification({ body, headers: {} })).toEqual(mismatch);
    }
  });

  it('refuses a "completed" callback for an invoice PayDunya still holds as pending', async () => {
    const { token } = await paidInvoice('pending');
    const body = fake.callbackFields(token, { 'data[status]': 'completed' });
    expect((await gateway.verifyNotification({ body, headers: {} })).ok).toBe(false);
  });

  it('refuses a callback it cannot confirm (unknown token, PayDunya down)', async () => {
    const { token } = await paidInvoice();
    const unconfirmed = {
      ok: false,
      reason: 'Impossible de vérifier la notification de paiement auprès de PayDunya.',
    };
    const unknown = fake.callbackFields(token, { 'data[invoice][token]': 'test_forged_token' });
    expect(await gateway.verifyNotification({ body: unknown, headers: {} })).toEqual(unconfirmed);
    fake.failNext({ kind: 'http500' });
    expect(await gateway.verifyNotification({ body: fake.callbackFields(token), headers: {} })).toEqual(
      unconfirmed,
    );
  });

  it('refuses malformed bodies', async () => {
    const { token } = await paidInvoice();
    const malformed = 'Notification de paiement mal formée.';
    const signed = fake.callbackFields(token);
    const cases: [unknown, string][] = [
      [null, malformed],
      [42, malformed],
      [['data[hash]'], malformed],
      [{ data: 'completed' }, 'Notification de paiement non signée.'],
      [fake.callbackFields(token, { 'data[invoice][token]': undefined }), malformed],
      [fake.callbackFields(token, { 'data[status]': 'paid' }), malformed],
      [fake.callbackFields(token, { 'data[custom_data][reference]': undefined }), malformed],
      // The same field spelled twice (flat and nested) with different values.
      [{ ...signed, data: { invoice: { token: 'test_other' } } }, malformed],
      // A repeated form key.
      [{ ...signed, 'data[hash]': [signed['data[hash]'], 'ab'] }, malformed],
    ];
    for (const [body, reason] of cases) {
      expect(await gateway.verifyNotification({ body, headers: {} })).toEqual({ ok: false, reason });
    }
    for (const amount of ['0', '-25000', '25000.5', 'vingt-cinq mille', '']) {
      const body = fake.callbackFields(token, { 'data[invoice][total_amount]': amount });
      expect(await gateway.verifyNotification({ body, headers: {} })).toEqual({
        ok: false,
        reason: 'Montant de la notification de paiement invalide.',
      });
    }
  });

  it('refuses any hash other than sha512(master key) (property)', async () => {
    const { token } = await paidInvoice();
    const genuine = sha512Hex(KEYS.masterKey);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string({ minLength: 1 }), fc.stringMatching(/^[0-9a-f]{128}$/)),
        async (hash) => {
          fc.pre(hash.toLowerCase() !== genuine);
          const body = fake.callbackFields(token, { 'data[hash]': hash });
          const verified = await gateway.verifyNotification({ body, headers: {} });
          expect(verified.ok).toBe(false);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('refuses any amount that differs from the confirmed one (property)', async () => {
    const { token } = await paidInvoice();
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 10_000_000 }), async (amount) => {
        fc.pre(amount !== 25_000);
        const body = fake.callbackFields(token, { 'data[invoice][total_amount]': String(amount) });
        const verified = await gateway.verifyNotification({ body, headers: {} });
        expect(verified.ok).toBe(false);
      }),
      { numRuns: 25 },
    );
  });
});
