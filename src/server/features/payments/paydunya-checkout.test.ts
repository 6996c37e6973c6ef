import { describe, expect, it } from 'vitest';
import { payments } from '../../db/schema/index.ts';
import { createPayDunyaGateway } from './gateways/paydunya.ts';
import { createGatewayRegistry } from './gateways/registry.ts';
import { initializeBody, type PaymentsApi, paymentsOf } from './payment-fixtures.ts';
import {
  APP_URL,
  afterRecheckDelay,
  PAYDUNYA_KEYS,
  type RealGatewayWorld,
  recheckGateways,
  startCheckout,
  useRealGatewayWorld,
} from './real-gateway-fixtures.ts';

// Checkout through the real PayDunya adapter against a local fake PayDunya: the invoice it creates,
// its callback (form fields data[...], as PayDunya posts it), its confirm endpoint, and the periodic
// re-check, all through the API.
describe('checkout through PayDunya (fake PayDunya on 127.0.0.1)', () => {
  let world: RealGatewayWorld;
  let api: PaymentsApi;
  useRealGatewayWorld((opened) => ({ world, api } = opened));

  const started = (label: string, overrides: Record<string, unknown> = {}) =>
    startCheckout(world, 'paydunya', label, overrides);

  it('initialize creates one pending payment and sends the payer to PayDunya’s invoice page', async () => {
    const { learner, reference, token, result } = await started('pd-init');
    expect(result.redirectUrl).toBe(
      `${new URL(world.paydunya.baseUrl).origin}/sandbox-checkout/invoice/${token}`,
    );
    expect(result.message).toBe('Redirection vers la page de paiement…');
    const rows = await paymentsOf(world.app, learner.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'pending',
      gateway: 'paydunya',
      amount: 40_000,
      method: 'wave',
      reference,
      redirectUrl: result.redirectUrl,
    });
    const invoice = world.paydunya.invoices.get(token)!;
    expect(invoice).toMatchObject({
      totalAmount: 40_000,
      channels: ['wave-senegal'],
      customData: { reference },
      actions: {
        callback_url: `${APP_URL}/api/payments/webhooks/paydunya`,
        return_url: `${APP_URL}/marketplace/payment/result?ref=${reference}`,
      },
    });
  });

  it('refuses a forged, unsigned, tampered or unconfirmable callback (401) and changes nothing', async () => {
    const { reference, token } = await started('pd-faux');
    const genuine = world.paydunya.callbackFields(token);
    const attempts: Record<string, string | undefined>[] = [
      // Forged: a hash of another master key.
      { 'data[hash]': 'ab'.repeat(64) },
      // Unsigned.
      { 'data[hash]': undefined },
      // The invoice is still pending at PayDunya: its confirm says so.
      { 'data[status]': 'completed' },
      // Another amount than the invoice's.
      { 'data[status]': 'pending', 'data[invoice][total_amount]': '100' },
      // An invoice PayDunya does not know.
      { 'data[status]': 'completed', 'data[invoice][token]': 'test_inconnu' },
    ];
    for (const overrides of attempts) {
      const fields = Object.fromEntries(
        Object.entries({ ...genuine, ...overrides }).filter(
          (entry): entry is [string, string] => entry[1] !== undefined,
        ),
      );
      const response = await world.postForm('paydunya', fields);
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe('Notification de paiement refusée.');
    }
    const empty = await world.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/paydunya',
      headers: { 'content-type': 'application/json' },
      payload: '[]',
    });
    expect([400, 401]).toContain(empty.statusCode);
    expect(await world.ledger(reference)).toMatchObject({
      status: 'pending',
      activeEnrolments: 0,
      commissions: 0,
    });
  });

  it('the periodic re-check completes a paid invoice whose callback was lost, through PayDunya’s confirm', async () => {
    const { learner, reference, token } = await started('pd-perdu');
    world.paydunya.settle(token, 'completed');
    await recheckGateways(world);
    expect((await world.ledger(reference)).status).toBe('pending');

    const confirmsBefore = world.paydunya.requests.filter((r) => r.path.endsWith(`/confirm/${token}`)).length;
    await recheckGateways(world, { now: afterRecheckDelay() });
    expect(world.paydunya.requests.filter((r) => r.path.endsWith(`/confirm/${token}`)).length).toBe(
      confirmsBefore + 1,
    );
    expect(await world.ledger(reference)).toMatchObject({
      status: 'completed',
      activeEnrolments: 1,
      commissions: 1,
    });
    expect((await api.status(reference, learner)).json().data.status).toBe('completed');
    // The callback arriving afterwards is a replay.
    const late = await world.postForm('paydunya', world.paydunya.callbackFields(token));
    expect(late.json().data).toEqual({ status: 'completed', changed: false });
    expect((await world.ledger(reference)).activeEnrolments).toBe(1);
  });

  it('the re-check leaves a payment pending while PayDunya cannot be reached', async () => {
    const { reference, token } = await started('pd-injoignable');
    world.paydunya.settle(token, 'completed');
    const unreachable = { ...world.recheckDeps(), gateways: createUnreachableRegistry() };
    await recheckGateways(world, { deps: unreachable, now: afterRecheckDelay() });
    expect((await world.ledger(reference)).status).toBe('pending');
  });

  it('the re-check reaches a lost callback even behind many abandoned checkouts', async () => {
    // Abandoned checkouts stay pending at the gateway for ever; more than one batch of them.
    const stale = await world.learner('pd-abandons');
    const longAgo = new Date(Date.now() - 3 * 3600_000);
    await world.app.database.db.insert(payments).values(
      Array.from({ length: 60 }, (_, index) => ({
        organizationId: world.orgId,
        userId: stale.userId,
        courseId: world.paidCourseId,
        planType: 'oneTime' as const,
        amount: 40_000,
        reference: `JNG-ABANDON-${index}`,
        idempotencyKey: `abandon-${index}`,
        gateway: 'paydunya' as const,
        createdAt: longAgo,
        updatedAt: longAgo,
      })),
    );
    const { reference, token } = await started('pd-derriere');
    world.paydunya.settle(token, 'completed');
    for (let run = 0; run < 3; run++) await recheckGateways(world, { now: afterRecheckDelay() });
    expect(await world.ledger(reference)).toMatchObject({ status: 'completed', activeEnrolments: 1 });
  });

  it('PayDunya failing at checkout: a French error, and a retry with a new key succeeds', async () => {
    const learner = await world.learner('pd-panne');
    world.paydunya.failNext({ kind: 'http500' });
    const firstBody = initializeBody({ courseId: world.paidCourseId, gatewayId: 'paydunya' });
    const failed = await api.initialize(firstBody, learner);
    expect(failed.statusCode).toBe(200);
    const gatewayMessage =
      'Le service de paiement PayDunya a répondu par une erreur (500). Veuillez réessayer.';
    expect(failed.json().data).toMatchObject({ success: false, redirectUrl: '', message: gatewayMessage });
    // A double click resends the same key: same payment, same gateway message (not a generic one).
    const resent = await api.initialize(firstBody, learner);
    expect(resent.json().data).toMatchObject({
      success: false,
      message: gatewayMessage,
      reference: failed.json().data.reference,
    });
    world.paydunya.failNext({
      kind: 'answer',
      body: { response_code: '1001', response_text: 'Invalid Masterkey or Private Key or Token' },
    });
    const refused = await api.initialize(
      initializeBody({ courseId: world.paidCourseId, gatewayId: 'paydunya' }),
      learner,
    );
    expect(refused.json().data).toMatchObject({
      success: false,
      message:
        'PayDunya a refusé la demande de paiement (code 1001). Veuillez réessayer ou choisir un autre moyen de paiement.',
    });
    const failedRef = failed.json().data.reference as string;
    expect(await world.ledger(failedRef)).toMatchObject({ status: 'failed', activeEnrolments: 0 });
    expect((await api.status(failedRef, learner)).json().data.status).toBe('failed');

    const retry = await api.initialize(
      initializeBody({ courseId: world.paidCourseId, gatewayId: 'paydunya' }),
      learner,
    );
    expect(retry.json().data.success).toBe(true);
    const rows = await paymentsOf(world.app, learner.userId);
    expect(rows.map((row) => row.status).sort()).toEqual(['failed', 'failed', 'pending']);
    const pending = rows.find((row) => row.status === 'pending')!;
    world.paydunya.settle(pending.gatewayToken!, 'completed');
    await world.postForm('paydunya', world.paydunya.callbackFields(pending.gatewayToken!));
    expect(await world.ledger(pending.reference)).toMatchObject({ status: 'completed', activeEnrolments: 1 });
  });
});

/** A registry whose PayDunya adapter points at a port nobody listens on. */
function createUnreachableRegistry() {
  return createGatewayRegistry({
    paydunya: createPayDunyaGateway({
      baseUrl: 'http://127.0.0.1:9/api/v1',
      ...PAYDUNYA_KEYS,
      timeoutMs: 2_000,
    }),
  });
}
