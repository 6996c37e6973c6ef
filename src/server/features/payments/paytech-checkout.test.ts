import { describe, expect, it } from 'vitest';
import { initializeBody, type PaymentsApi, paymentsOf } from './payment-fixtures.ts';
import {
  APP_URL,
  afterRecheckDelay,
  type RealGatewayWorld,
  recheckGateways,
  startCheckout,
  useRealGatewayWorld,
} from './real-gateway-fixtures.ts';

// Checkout through the real PayTech adapter against a local fake PayTech: request-payment, the IPN
// (urlencoded form, answered 'IPN OK'), get-status, and the periodic re-check, all through the API.
describe('checkout through PayTech (fake PayTech on 127.0.0.1)', () => {
  let world: RealGatewayWorld;
  let api: PaymentsApi;
  useRealGatewayWorld((opened) => ({ world, api } = opened));

  const started = (label: string, overrides: Record<string, unknown> = {}) =>
    startCheckout(world, 'paytech', label, overrides);

  const ipnOk = (response: { statusCode: number; body: string }) => {
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('IPN OK');
  };

  it('initialize creates one pending payment and sends the payer to PayTech’s page', async () => {
    const { learner, reference, token, result } = await started('pt-init', {
      paymentDetails: { method: 'visa' },
    });
    expect(result.redirectUrl).toBe(`${new URL(world.paytech.baseUrl).origin}/payment/checkout/${token}`);
    const rows = await paymentsOf(world.app, learner.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'pending', gateway: 'paytech', amount: 40_000, reference });
    const request = world.paytech.requests.find(
      (recorded) => (recorded.body as { ref_command?: string } | undefined)?.ref_command === reference,
    );
    expect(request?.body).toMatchObject({
      item_price: 40_000,
      currency: 'XOF',
      env: 'test',
      target_payment: 'Carte Bancaire',
      ipn_url: `${APP_URL}/api/payments/webhooks/paytech`,
      success_url: `${APP_URL}/marketplace/payment/result?ref=${reference}`,
    });
  });

  it('refuses a forged, unsigned or tampered IPN (401) and changes nothing', async () => {
    const { reference, token } = await started('pt-faux');
    const other = await started('pt-autre');
    const attempts: { signing?: 'hmac' | 'sha256'; overrides: Record<string, string | undefined> }[] = [
      // Forged HMAC.
      { overrides: { hmac_compute: 'ab'.repeat(32) } },
      // Unsigned.
      { overrides: { hmac_compute: undefined } },
      // Older signing with another secret.
      { signing: 'sha256', overrides: { api_secret_sha256: 'cd'.repeat(32) } },
      // The event is not signed: PayTech's get-status still says pending.
      { overrides: { type_event: 'sale_complete' } },
      // Another price than the one signed.
      { overrides: { type_event: 'sale_complete', item_price: '100', final_item_price: '100' } },
      // An IPN of the other PayTech environment (we run in test).
      { overrides: { env: 'prod' } },
      // Signed for this payment, naming another one.
      { overrides: { custom_field: JSON.stringify({ reference: other.reference }) } },
      { overrides: { ref_command: other.reference } },
    ];
    for (const attempt of attempts) {
      const response = await world.postForm('paytech', world.paytech.ipnFields(token, attempt));
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe('Notification de paiement refusée.');
    }
    for (const payment of [reference, other.reference]) {
      expect(await world.ledger(payment)).toMatchObject({
        status: 'pending',
        activeEnrolments: 0,
        commissions: 0,
      });
    }
  });

  it('a cancelled sale’s IPN replayed as sale_complete, without a token or with a bogus one, completes nothing', async () => {
    const { reference, token } = await started('pt-rejoue');
    world.paytech.settle(token, 'sale_canceled');
    ipnOk(await world.postForm('paytech', world.paytech.ipnFields(token)));
    const replays = [
      { type_event: 'sale_complete', token: undefined },
      { type_event: 'sale_complete', token: 'jeton-invente' },
      { type_event: 'sale_complete', token: '' },
    ];
    for (const overrides of replays) {
      const response = await world.postForm('paytech', world.paytech.ipnFields(token, { overrides }));
      // Signed, so not forged: but PayTech's own get-status, asked with our stored token, says cancelled.
      expect(response.statusCode, JSON.stringify(overrides)).toBeLessThan(500);
      expect(await world.ledger(reference)).toMatchObject({
        status: 'cancelled',
        activeEnrolments: 0,
        commissions: 0,
      });
    }
  });

  it('an IPN while get-status cannot be had leaves the payment pending (503, PayTech retries); the retry completes it', async () => {
    const { reference, token } = await started('pt-injoignable');
    world.paytech.settle(token, 'sale_complete');
    // Down for every ask of this IPN (the adapter's own check, then the confirmation).
    world.paytech.failNext({ kind: 'http500' });
    world.paytech.failNext({ kind: 'http500' });
    const refused = await world.postForm('paytech', world.paytech.ipnFields(token));
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error).toMatch(/en attente/);
    expect(await world.ledger(reference)).toMatchObject({ status: 'pending', activeEnrolments: 0 });
    ipnOk(await world.postForm('paytech', world.paytech.ipnFields(token)));
    expect(await world.ledger(reference)).toMatchObject({ status: 'completed', activeEnrolments: 1 });
  });

  it('a cancellation first, then the sale completed on the same page: the money is taken and enrols (decision 039)', async () => {
    const { reference, token } = await started('pt-annule');
    world.paytech.settle(token, 'sale_canceled');
    ipnOk(await world.postForm('paytech', world.paytech.ipnFields(token)));
    expect(await world.ledger(reference)).toMatchObject({ status: 'cancelled', activeEnrolments: 0 });
    world.paytech.settle(token, 'sale_complete');
    ipnOk(await world.postForm('paytech', world.paytech.ipnFields(token)));
    expect(await world.ledger(reference)).toMatchObject({ status: 'completed', activeEnrolments: 1 });
  });

  it('the periodic re-check completes a sale whose IPN was lost, through PayTech’s get-status', async () => {
    const flat = await started('pt-perdu');
    const nested = await started('pt-perdu-imbrique');
    world.paytech.settle(flat.token, 'sale_complete');
    await recheckGateways(world);
    expect((await world.ledger(flat.reference)).status).toBe('pending');

    await recheckGateways(world, { now: afterRecheckDelay() });
    expect(await world.ledger(flat.reference)).toMatchObject({
      status: 'completed',
      activeEnrolments: 1,
      commissions: 1,
    });
    expect(await world.ledger(nested.reference)).toMatchObject({ status: 'pending' });
    // get-status answering in its nested shape is read too.
    world.paytech.nestStatus(true);
    world.paytech.settle(nested.token, 'sale_complete');
    try {
      await recheckGateways(world, { now: afterRecheckDelay() });
    } finally {
      world.paytech.nestStatus(false);
    }
    expect(await world.ledger(nested.reference)).toMatchObject({ status: 'completed', activeEnrolments: 1 });
    ipnOk(await world.postForm('paytech', world.paytech.ipnFields(flat.token)));
    expect((await world.ledger(flat.reference)).activeEnrolments).toBe(1);
  });

  it('PayTech failing at checkout: a French error, and a retry with a new key succeeds', async () => {
    const learner = await world.learner('pt-panne');
    // A code with a single use: failed checkouts must not hold it.
    await world.promo({ code: 'PT-UNIQUE', percent: 25, stackable: true, maxUses: 1 });
    const body = () =>
      initializeBody({
        courseId: world.paidCourseId,
        gatewayId: 'paytech',
        amount: 30_000,
        promoCode: 'PT-UNIQUE',
      });
    world.paytech.failNext({
      kind: 'answer',
      body: { success: 0, errors: ['Le champ ipn_url est invalide'] },
    });
    const refused = await api.initialize(body(), learner);
    expect(refused.statusCode).toBe(200);
    expect(refused.json().data).toMatchObject({
      success: false,
      redirectUrl: '',
      message:
        'PayTech a refusé la demande de paiement (code 0). Veuillez réessayer ou choisir un autre moyen de paiement.',
    });
    world.paytech.failNext({ kind: 'invalidJson' });
    const unreadable = await api.initialize(body(), learner);
    expect(unreadable.json().data).toMatchObject({
      success: false,
      message: 'Réponse illisible du service de paiement PayTech. Veuillez réessayer.',
    });
    const retry = await api.initialize(body(), learner);
    expect(retry.json().data.success).toBe(true);
    const rows = await paymentsOf(world.app, learner.userId);
    expect(rows.map((row) => row.status).sort()).toEqual(['failed', 'failed', 'pending']);
    const pending = rows.find((row) => row.status === 'pending')!;
    world.paytech.settle(pending.gatewayToken!, 'sale_complete');
    ipnOk(await world.postForm('paytech', world.paytech.ipnFields(pending.gatewayToken!)));
    expect(await world.ledger(pending.reference)).toMatchObject({
      status: 'completed',
      activeEnrolments: 1,
      redemptions: 1,
      promoUsed: 1,
    });
  });
});
