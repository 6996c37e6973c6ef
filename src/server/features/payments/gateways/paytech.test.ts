import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CheckoutRequest, PaymentGateway } from './gateway.ts';
import { createPayTechGateway, payTechTargetPayment } from './paytech.ts';
import { hmacSha256Hex, sha256Hex } from './support/digests.ts';
import { type FakePayTech, type SaleEvent, startFakePayTech } from './testing/fake-paytech.ts';

const KEYS = {
  apiKey: '0528cf38789d400cc03f9ba591fc5c05a6f2bcee9c288f3eea170c6361e3cf9b',
  apiSecret: '566126b0d75afe81e81bf9b78231c79843a6c4034d14cdb21835b38c91e479ee',
};

let fake: FakePayTech;
let gateway: PaymentGateway;

beforeAll(async () => {
  fake = await startFakePayTech(KEYS);
  gateway = createPayTechGateway({ baseUrl: fake.baseUrl, ...KEYS, env: 'test', timeoutMs: 3000 }); // room for a loaded machine
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.nestStatus(false);
});

let referenceCount = 0;
function checkoutRequest(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  referenceCount += 1;
  return {
    reference: `JANG-PT-${referenceCount}`,
    amount: 15_000,
    currency: 'XOF',
    description: 'Cohorte Marketing digital',
    method: 'visa',
    phoneNumber: null,
    customer: { name: 'Moussa Ndiaye', email: 'moussa@example.sn' },
    returnUrl: 'https://jang.sn/paiement/resultat',
    cancelUrl: 'https://jang.sn/paiement/annule',
    notifyUrl: 'https://jang.sn/api/payments/notify/paytech',
    ...overrides,
  };
}

async function sale(event: SaleEvent = 'sale_complete') {
  const request = checkoutRequest();
  const created = await gateway.createCheckout(request);
  if (!created.ok) throw new Error(created.message);
  fake.settle(created.gatewayToken, event);
  return { request, token: created.gatewayToken };
}

const FORGED = { ok: false, reason: 'Signature de la notification de paiement invalide.' };
const MALFORMED = { ok: false, reason: 'Notification de paiement mal formée.' };

describe('PayTech createCheckout', () => {
  it('requests a payment with the keys, our reference and the target method', async () => {
    const request = checkoutRequest({ method: 'orange-money' });
    const created = await gateway.createCheckout(request);

    expect(created).toEqual({
      ok: true,
      redirectUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/payment\/checkout\/[0-9a-f]{20}$/),
      gatewayToken: expect.stringMatching(/^[0-9a-f]{20}$/),
    });
    const [sent] = fake.requests;
    expect(sent?.method).toBe('POST');
    expect(sent?.path).toBe('/payment/request-payment');
    expect(sent?.headers.api_key).toBe(KEYS.apiKey);
    expect(sent?.headers.api_secret).toBe(KEYS.apiSecret);
    expect(sent?.body).toEqual({
      item_name: 'Cohorte Marketing digital',
      item_price: 15_000,
      currency: 'XOF',
      ref_command: request.reference,
      command_name: 'Cohorte Marketing digital',
      env: 'test',
      ipn_url: request.notifyUrl,
      success_url: request.returnUrl,
      cancel_url: request.cancelUrl,
      custom_field: JSON.stringify({ reference: request.reference }),
      target_payment: 'Orange Money',
    });
  });

  it('leaves the choice to the payer without a method', async () => {
    expect((await gateway.createCheckout(checkoutRequest({ method: null }))).ok).toBe(true);
    expect(fake.requests[0]!.body).not.toHaveProperty('target_payment');
  });

  it('maps our methods to PayTech labels', () => {
    expect(payTechTargetPayment('visa')).toBe('Carte Bancaire');
    expect(payTechTargetPayment('mastercard')).toBe('Carte Bancaire');
    expect(payTechTargetPayment('wave')).toBe('Wave');
    expect(payTechTargetPayment('free-money')).toBe('Free Money');
    expect(payTechTargetPayment('mtn-money')).toBeNull();
    expect(payTechTargetPayment('constructor')).toBeNull();
  });

  it('accepts redirectUrl, the other spelling PayTech uses', async () => {
    fake.failNext({
      kind: 'answer',
      body: { success: 1, token: 'abc', redirectUrl: 'https://paytech.sn/payment/checkout/abc' },
    });
    expect(await gateway.createCheckout(checkoutRequest())).toEqual({
      ok: true,
      redirectUrl: 'https://paytech.sn/payment/checkout/abc',
      gatewayToken: 'abc',
    });
  });

  it('reports success 0 (PayTech refused the fields) in French', async () => {
    fake.failNext({ kind: 'answer', body: { success: 0, errors: ['Le champ item_name est obligatoire'] } });
    expect(await gateway.createCheckout(checkoutRequest())).toEqual({
      ok: false,
      message:
        'PayTech a refusé la demande de paiement (code 0). Veuillez réessayer ou choisir un autre moyen de paiement.',
    });
  });

  it('reports wrong keys (HTTP 401)', async () => {
    const wrongKeys = createPayTechGateway({
      baseUrl: fake.baseUrl,
      ...KEYS,
      apiSecret: 'wrong',
      env: 'test',
    });
    const created = await wrongKeys.createCheckout(checkoutRequest());
    expect(created).toEqual({
      ok: false,
      message: 'Le service de paiement PayTech a répondu par une erreur (401). Veuillez réessayer.',
    });
  });

  it.each([
    ['HTTP 500', { kind: 'http500' } as const, 'a répondu par une erreur (500)'],
    [
      'a body that is not JSON',
      { kind: 'invalidJson' } as const,
      'Réponse illisible du service de paiement PayTech',
    ],
    ['no answer in time', { kind: 'hang' } as const, 'Le service de paiement PayTech ne répond pas'],
    [
      'a success whose redirect is not a web address',
      { kind: 'answer', body: { success: 1, token: 'abc', redirect_url: 'javascript:alert(1)' } } as const,
      'Réponse illisible',
    ],
  ])('fails cleanly on %s', async (_case, fault, message) => {
    fake.failNext(fault);
    const created = await gateway.createCheckout(checkoutRequest());
    expect(created.ok).toBe(false);
    if (!created.ok) {
      expect(created.message).toContain(message);
      expect(created.message).not.toContain(KEYS.apiSecret);
      expect(created.message).not.toContain(KEYS.apiKey);
    }
  });

  it('refuses a non-whole amount before calling PayTech, and a bad configuration at start-up', async () => {
    expect((await gateway.createCheckout(checkoutRequest({ amount: 99.5 }))).ok).toBe(false);
    expect(fake.requests).toHaveLength(0);
    expect(() => createPayTechGateway({ baseUrl: fake.baseUrl, ...KEYS, apiKey: '', env: 'test' })).toThrow(
      /PAYTECH_API_KEY/,
    );
    expect(() =>
      createPayTechGateway({ baseUrl: fake.baseUrl, ...KEYS, env: 'staging' as unknown as 'test' }),
    ).toThrow(/PAYTECH_ENV/);
  });
});

describe('PayTech confirm (payment/get-status)', () => {
  it.each([
    ['sale_complete', 'completed'],
    ['sale_canceled', 'cancelled'],
    ['sale_pending', 'pending'],
  ] as const)('reads %s as %s', async (event, status) => {
    const { request, token } = await sale(event);
    expect(await gateway.confirm({ reference: request.reference, gatewayToken: token })).toEqual({
      reference: request.reference,
      status,
      amount: 15_000,
      currency: 'XOF',
      gatewayToken: token,
    });
    const call = fake.requests.at(-1);
    expect(call?.method).toBe('GET');
    expect(call?.path).toBe(`/payment/get-status?token_payment=${token}`);
    expect(call?.headers.api_secret).toBe(KEYS.apiSecret);
  });

  it('reads the answer nested under "payment" too', async () => {
    const { request, token } = await sale();
    fake.nestStatus(true);
    expect(await gateway.confirm({ reference: request.reference, gatewayToken: token })).toMatchObject({
      status: 'completed',
      amount: 15_000,
    });
  });

  it('knows nothing without a token, for an unknown token, another reference or an unreadable answer', async () => {
    const { request, token } = await sale();
    const payment = { reference: request.reference, gatewayToken: token };
    expect(await gateway.confirm({ ...payment, gatewayToken: null })).toBeNull();
    expect(await gateway.confirm({ ...payment, gatewayToken: 'unknown' })).toBeNull();
    expect(await gateway.confirm({ ...payment, reference: 'JANG-OTHER' })).toBeNull();
    fake.failNext({ kind: 'answer', body: { success: 1, message: 'ok' } });
    expect(await gateway.confirm(payment)).toBeNull();
    fake.failNext({ kind: 'hang' });
    expect(await gateway.confirm(payment)).toBeNull();
    fake.failNext({ kind: 'http500' });
    expect(await gateway.confirm(payment)).toBeNull();
  });
});

describe('PayTech verifyNotification', () => {
  it('believes an IPN signed with hmac_compute', async () => {
    const { request, token } = await sale();
    const body = fake.ipnFields(token, { signing: 'hmac' });
    expect(body).not.toHaveProperty('api_secret_sha256');
    expect(await gateway.verifyNotification({ body, headers: {} })).toEqual({
      ok: true,
      outcome: {
        reference: request.reference,
        status: 'completed',
        amount: 15_000,
        currency: 'XOF',
        gatewayToken: token,
      },
    });
  });

  it('believes an IPN signed with the SHA-256 of both keys', async () => {
    const { request, token } = await sale();
    const body = fake.ipnFields(token, { signing: 'sha256' });
    expect(body).not.toHaveProperty('hmac_compute');
    expect(await gateway.verifyNotification({ body, headers: {} })).toMatchObject({
      ok: true,
      outcome: { reference: request.reference, status: 'completed', amount: 15_000 },
    });
  });

  it('reads the raw urlencoded body as well', async () => {
    const { token } = await sale();
    const body = new URLSearchParams(fake.ipnFields(token)).toString();
    expect((await gateway.verifyNotification({ body, headers: {} })).ok).toBe(true);
  });

  it('gives the same outcome to a replayed IPN', async () => {
    const { token } = await sale();
    const body = fake.ipnFields(token);
    const first = await gateway.verifyNotification({ body, headers: {} });
    expect(first.ok).toBe(true);
    expect(await gateway.verifyNotification({ body, headers: {} })).toEqual(first);
  });

  it('reports a cancelled sale', async () => {
    const { token } = await sale('sale_canceled');
    expect(await gateway.verifyNotification({ body: fake.ipnFields(token), headers: {} })).toMatchObject({
      ok: true,
      outcome: { status: 'cancelled' },
    });
  });

  it('refuses an IPN signed with another secret, either way', async () => {
    const { token } = await sale();
    const other = await startFakePayTech({ apiKey: KEYS.apiKey, apiSecret: 'another-secret' });
    try {
      const otherGateway = createPayTechGateway({
        baseUrl: other.baseUrl,
        apiKey: KEYS.apiKey,
        apiSecret: 'another-secret',
        env: 'test',
      });
      const created = await otherGateway.createCheckout(checkoutRequest());
      if (!created.ok) throw new Error(created.message);
      other.settle(created.gatewayToken, 'sale_complete');
      for (const signing of ['hmac', 'sha256', 'both'] as const) {
        const body = other.ipnFields(created.gatewayToken, { signing });
        expect(await gateway.verifyNotification({ body, headers: {} })).toEqual(FORGED);
      }
    } finally {
      await other.close();
    }
    // And a genuine IPN whose one hash was swapped.
    const swapped = fake.ipnFields(token, {
      signing: 'sha256',
      overrides: { api_secret_sha256: sha256Hex('x') },
    });
    expect(await gateway.verifyNotification({ body: swapped, headers: {} })).toEqual(FORGED);
  });

  it('does not fall back to the SHA-256 hashes when hmac_compute is present but wrong', async () => {
    const { token } = await sale();
    const body = fake.ipnFields(token, {
      signing: 'both',
      overrides: { hmac_compute: hmacSha256Hex('x', 'y') },
    });
    expect(await gateway.verifyNotification({ body, headers: {} })).toEqual(FORGED);
  });

  it('refuses an unsigned IPN', async () => {
    const { token } = await sale();
    const body = fake.ipnFields(token, {
      signing: 'sha256',
      overrides: { api_key_sha256: undefined, api_secret_sha256: '' },
    });
    expect(await gateway.verifyNotification({ body, headers: {} })).toEqual({
      ok: false,
      reason: 'Notification de paiement non signée.',
    });
  });

  it('refuses an IPN the status endpoint contradicts, and trusts the signature when it cannot be read', async () => {
    const { token } = await sale('sale_pending');
    const claimsComplete = fake.ipnFields(token, { overrides: { type_event: 'sale_complete' } });
    expect(await gateway.verifyNotification({ body: claimsComplete, headers: {} })).toEqual({
      ok: false,
      reason: 'La notification de paiement ne correspond pas à la vérification faite auprès de PayTech.',
    });
    fake.failNext({ kind: 'http500' });
    expect(await gateway.verifyNotification({ body: claimsComplete, headers: {} })).toMatchObject({
      ok: true,
      outcome: { status: 'completed' },
    });
  });

  it('refuses an IPN for the other PayTech environment', async () => {
    const { token } = await sale();
    const body = fake.ipnFields(token, { overrides: { env: 'prod' } });
    expect(await gateway.verifyNotification({ body, headers: {} })).toEqual({
      ok: false,
      reason: 'Notification de paiement émise pour un autre environnement PayTech.',
    });
  });

  it('refuses amounts that are not positive whole francs, even correctly signed', async () => {
    const { request, token } = await sale();
    for (const price of ['0', '-15000', '15000.5', 'abc']) {
      const hmac = hmacSha256Hex(KEYS.apiSecret, `${price}|${request.reference}|${KEYS.apiKey}`);
      const body = fake.ipnFields(token, {
        overrides: { item_price: price, final_item_price: price, hmac_compute: hmac },
      });
      expect(await gateway.verifyNotification({ body, headers: {} })).toEqual({
        ok: false,
        reason: 'Montant de la notification de paiement invalide.',
      });
    }
    const inEuros = fake.ipnFields(token, { overrides: { currency: 'EUR' } });
    expect((await gateway.verifyNotification({ body: inEuros, headers: {} })).ok).toBe(false);
  });

  it('refuses malformed and unknown notifications', async () => {
    const { token } = await sale();
    expect(await gateway.verifyNotification({ body: null, headers: {} })).toEqual(MALFORMED);
    expect(await gateway.verifyNotification({ body: [1, 2], headers: {} })).toEqual(MALFORMED);
    for (const overrides of [
      { type_event: undefined },
      { custom_field: JSON.stringify({ reference: 'JANG-SOMEONE-ELSE' }) },
    ]) {
      const body = fake.ipnFields(token, { signing: 'sha256', overrides });
      expect(await gateway.verifyNotification({ body, headers: {} })).toEqual(MALFORMED);
    }
    const refund = fake.ipnFields(token, { overrides: { type_event: 'refund_complete' } });
    expect(await gateway.verifyNotification({ body: refund, headers: {} })).toEqual({
      ok: false,
      reason: 'Type de notification de paiement inconnu.',
    });
    const noReference = fake.ipnFields(token, { overrides: { ref_command: undefined } });
    expect(await gateway.verifyNotification({ body: noReference, headers: {} })).toEqual(MALFORMED);
  });

  it('refuses any change to a signed field: price or reference (property)', async () => {
    const { request, token } = await sale();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('item_price', 'ref_command'),
        fc.oneof(fc.integer({ min: 1, max: 10_000_000 }).map(String), fc.string({ minLength: 1 })),
        async (field, value) => {
          fc.pre(value !== (field === 'item_price' ? '15000' : request.reference));
          const overrides =
            field === 'item_price' ? { item_price: value, final_item_price: value } : { ref_command: value };
          const body = fake.ipnFields(token, { signing: 'hmac', overrides });
          expect(await gateway.verifyNotification({ body, headers: {} })).toEqual(FORGED);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('verifies exactly the IPNs signed with its own keys (property)', async () => {
    const keyArbitrary = fc.string({ minLength: 1, maxLength: 40 });
    await fc.assert(
      fc.asyncProperty(
        keyArbitrary,
        keyArbitrary,
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.constantFrom('hmac', 'sha256'),
        async (apiKey, apiSecret, price, signing) => {
          // Notifications only: nothing to confirm, so no token and no network.
          const local = createPayTechGateway({
            baseUrl: 'https://paytech.sn/api',
            apiKey,
            apiSecret,
            env: 'prod',
          });
          const reference = 'JANG-PROP-1';
          const body: Record<string, string> = {
            type_event: 'sale_complete',
            ref_command: reference,
            item_price: String(price),
          };
          if (signing === 'hmac')
            body.hmac_compute = hmacSha256Hex(apiSecret, `${price}|${reference}|${apiKey}`);
          else
            Object.assign(body, {
              api_key_sha256: sha256Hex(apiKey),
              api_secret_sha256: sha256Hex(apiSecret),
            });

          expect(await local.verifyNotification({ body, headers: {} })).toMatchObject({
            ok: true,
            outcome: { amount: price },
          });
          const other = createPayTechGateway({
            baseUrl: 'https://paytech.sn/api',
            apiKey,
            apiSecret: `${apiSecret}!`,
            env: 'prod',
          });
          expect(await other.verifyNotification({ body, headers: {} })).toEqual(FORGED);
        },
      ),
      { numRuns: 60 },
    );
  });
});
