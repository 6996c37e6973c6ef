import { describe, expect, it } from 'vitest';
import { t } from '#shared/messages/fr.ts';
import { initializeBody, type PaymentsApi, paymentsOf } from './payment-fixtures.ts';
import { type RealGatewayWorld, startCheckout, useRealGatewayWorld } from './real-gateway-fixtures.ts';
import { recheckThroughQueue } from './recheck-fixtures.ts';

const HOUR_MS = 3600 * 1000;
const EXPIRY_HOURS = 24;

// A checkout the payer abandoned stays pending at PayDunya for ever. After PAYMENT_PENDING_EXPIRY_HOURS
// the periodic re-check asks one last time and expires what is still pending; money PayDunya reports
// collected afterwards is still completed, or refused and owed back (docs/decisions/035).
describe('pending payments expire (fake PayDunya on 127.0.0.1)', () => {
  let world: RealGatewayWorld;
  let api: PaymentsApi;
  useRealGatewayWorld((opened) => ({ world, api } = opened));

  const started = (label: string, overrides: Record<string, unknown> = {}) =>
    startCheckout(world, 'paydunya', label, overrides);
  /** One run of the periodic check, `hours` after `from`. */
  const recheckAt = (from: Date, hours: number) =>
    recheckThroughQueue(world.app.database, world.recheckDeps(), {
      olderThanMinutes: 15,
      expireAfterHours: EXPIRY_HOURS,
      now: new Date(from.getTime() + hours * HOUR_MS),
    });
  const confirmsOf = (token: string) =>
    world.paydunya.requests.filter((request) => request.path.endsWith(`/confirm/${token}`)).length;

  it('still pending at PayDunya: asked and left pending before the deadline, expired at the last ask', async () => {
    const { learner, reference, token, createdAt } = await started('exp-abandon');
    await recheckAt(createdAt, 1);
    await recheckAt(createdAt, EXPIRY_HOURS - 0.1);
    expect(confirmsOf(token)).toBe(2);
    expect(await world.ledger(reference)).toMatchObject({ status: 'pending', failureReason: null });
    expect((await api.status(reference, learner)).json().data).toMatchObject({
      status: 'pending',
      failureMessage: null,
    });

    const last = await recheckAt(createdAt, EXPIRY_HOURS + 0.1);
    expect(confirmsOf(token)).toBe(3);
    expect(last.expired).toBeGreaterThanOrEqual(1);
    expect(await world.ledger(reference)).toMatchObject({
      status: 'expired',
      failureReason: 'expired',
      refundDue: false,
      activeEnrolments: 0,
      commissions: 0,
    });
    // A settled answer: the result page stops asking and shows the failure page with this reason.
    const status = await api.status(reference, learner);
    expect(status.statusCode).toBe(200);
    expect(status.json().data).toMatchObject({
      status: 'expired',
      failureMessage: t('payments.failure.expired'),
      checkoutPath: `/marketplace/${world.paidCourseId}/payment?planType=oneTime`,
    });
  });

  it('an expired payment is never asked to PayDunya again', async () => {
    const { reference, token, createdAt } = await started('exp-fini');
    await recheckAt(createdAt, EXPIRY_HOURS + 1);
    expect((await world.ledger(reference)).status).toBe('expired');
    const asked = confirmsOf(token);
    for (const hours of [EXPIRY_HOURS + 2, EXPIRY_HOURS * 3, EXPIRY_HOURS * 30])
      await recheckAt(createdAt, hours);
    expect(confirmsOf(token)).toBe(asked);
    expect((await world.ledger(reference)).status).toBe('expired');
  });

  it('PayDunya answering "completed" at the last ask completes the payment instead of expiring it', async () => {
    const { reference, token, createdAt } = await started('exp-dernier');
    world.paydunya.settle(token, 'completed');
    await recheckAt(createdAt, EXPIRY_HOURS + 1);
    expect(await world.ledger(reference)).toMatchObject({ status: 'completed', activeEnrolments: 1 });
  });

  it('a "completed" callback after expiry still enrols, once, through the same state machine', async () => {
    const { learner, reference, token, createdAt } = await started('exp-tardif');
    await recheckAt(createdAt, EXPIRY_HOURS + 1);
    expect((await world.ledger(reference)).status).toBe('expired');

    world.paydunya.settle(token, 'completed');
    const callback = world.paydunya.callbackFields(token);
    const late = await world.postForm('paydunya', callback);
    expect(late.statusCode).toBe(200);
    expect(late.json().data).toEqual({ status: 'completed', changed: true });
    expect(await world.ledger(reference)).toMatchObject({
      status: 'completed',
      failureReason: null,
      refundDue: false,
      activeEnrolments: 1,
      commissions: 1,
    });
    expect((await api.status(reference, learner)).json().data).toMatchObject({
      status: 'completed',
      failureMessage: null,
    });
    const replay = await world.postForm('paydunya', callback);
    expect(replay.json().data).toEqual({ status: 'completed', changed: false });
    expect((await world.ledger(reference)).commissions).toBe(1);
  });

  it('money collected after expiry for a learner enrolled meanwhile is owed back, never lost', async () => {
    const { learner, reference, token, createdAt } = await started('exp-double');
    await recheckAt(createdAt, EXPIRY_HOURS + 1);
    expect((await world.ledger(reference)).status).toBe('expired');
    // The learner paid again with a new checkout, which went through.
    const retry = await api.initialize(
      initializeBody({ courseId: world.paidCourseId, gatewayId: 'paydunya' }),
      learner,
    );
    const second = (await paymentsOf(world.app, learner.userId)).find((p) => p.reference !== reference)!;
    expect(retry.json().data.reference).toBe(second.reference);
    world.paydunya.settle(second.gatewayToken!, 'completed');
    await world.postForm('paydunya', world.paydunya.callbackFields(second.gatewayToken!));
    expect((await world.ledger(second.reference)).status).toBe('completed');

    // Then the abandoned one turns out to have been paid too.
    world.paydunya.settle(token, 'completed');
    const late = await world.postForm('paydunya', world.paydunya.callbackFields(token));
    expect(late.statusCode).toBe(200);
    expect(late.json().data).toEqual({ status: 'failed', changed: true });
    expect(await world.ledger(reference)).toMatchObject({
      status: 'failed',
      failureReason: 'already_enrolled',
      refundDue: true,
      commissions: 0,
    });
    expect((await api.status(reference, learner)).json().data.failureMessage).toBe(
      t('payments.failure.alreadyEnrolled'),
    );
  });

  it('a "cancelled" callback after expiry changes nothing', async () => {
    const { reference, token, createdAt } = await started('exp-annule');
    await recheckAt(createdAt, EXPIRY_HOURS + 1);
    world.paydunya.settle(token, 'cancelled');
    const late = await world.postForm('paydunya', world.paydunya.callbackFields(token));
    expect(late.statusCode).toBe(200);
    expect(late.json().data).toEqual({ status: 'expired', changed: false });
    expect(await world.ledger(reference)).toMatchObject({ status: 'expired', failureReason: 'expired' });
  });

  it('the deadline is the configured one, not a fixed 24 h', async () => {
    const { learner, reference, createdAt } = await started('exp-config');
    // PAYMENT_PENDING_EXPIRY_HOURS=2: still pending after 1.5 h, expired at 2 h.
    const deps = world.recheckDeps();
    await recheckThroughQueue(world.app.database, deps, {
      olderThanMinutes: 15,
      expireAfterHours: 2,
      now: new Date(createdAt.getTime() + 1.5 * HOUR_MS),
    });
    expect((await world.ledger(reference)).status).toBe('pending');
    await recheckThroughQueue(world.app.database, deps, {
      olderThanMinutes: 15,
      expireAfterHours: 2,
      now: new Date(createdAt.getTime() + 2 * HOUR_MS),
    });
    expect((await api.status(reference, learner)).json().data.status).toBe('expired');
  });
});
