import { describe, expect, it } from 'vitest';
import type { PaymentsApi } from './payment-fixtures.ts';
import {
  afterRecheckDelay,
  GATEWAY_DRIVERS,
  type RealGatewayWorld,
  recheckGateways,
  startCheckout,
  useRealGatewayWorld,
} from './real-gateway-fixtures.ts';

// What a notification does, whichever real gateway sends it (fake PayDunya and PayTech on
// 127.0.0.1): a genuine one completes once, a late cancellation undoes nothing, money of another
// amount is owed back. What only one gateway does is in paydunya-checkout and paytech-checkout.
describe('a gateway’s notification, through the real adapters', () => {
  let world: RealGatewayWorld;
  let api: PaymentsApi;
  useRealGatewayWorld((opened) => ({ world, api } = opened));

  describe.each(GATEWAY_DRIVERS)('$id', (driver) => {
    const started = (label: string, overrides: Record<string, unknown> = {}) =>
      startCheckout(world, driver.id, `${driver.id}-${label}`, overrides);

    it('a genuine notification completes the payment and enrols once; resends change nothing more', async () => {
      await world.promo({ code: driver.promo.created, percent: 25, stackable: true, maxUses: 10 });
      const { learner, reference, token } = await started('ok', {
        amount: 30_000,
        promoCode: driver.promo.typed,
      });
      driver.settle(world, token, 'completed');
      driver.expectTaken(await driver.notify(world, token), { status: 'completed', changed: true });
      const once = {
        status: 'completed',
        activeEnrolments: 1,
        commissions: 1,
        redemptions: 1,
        promoUsed: 1,
        gatewayToken: token,
      };
      expect(await world.ledger(reference)).toMatchObject(once);
      expect((await api.status(reference, learner)).json().data.status).toBe('completed');

      for (let resend = 0; resend < 3; resend++) {
        const again = await driver.notify(world, token, resend);
        driver.expectTaken(again, { status: 'completed', changed: false });
      }
      // The re-check, too, finds nothing left to do.
      await recheckGateways(world, { now: afterRecheckDelay() });
      expect(await world.ledger(reference)).toMatchObject(once);
    });

    it('a cancellation arriving after the completion (out of order) leaves it completed', async () => {
      const { reference, token } = await started('ordre');
      driver.settle(world, token, 'completed');
      driver.expectTaken(await driver.notify(world, token), { status: 'completed', changed: true });
      // The gateway now says cancelled too: the cancellation is genuine, but late.
      driver.settle(world, token, 'cancelled');
      driver.expectTaken(await driver.notify(world, token), { status: 'completed', changed: false });
      expect(await world.ledger(reference)).toMatchObject({
        status: 'completed',
        activeEnrolments: 1,
        commissions: 1,
      });
    });

    it('a sale paid for another amount than the payment is not completed (refund due)', async () => {
      const { learner, reference, token } = await started('montant');
      driver.setPaidAmount(world, token, 4_000);
      driver.settle(world, token, 'completed');
      driver.expectTaken(await driver.notify(world, token), { status: 'failed', changed: true });
      expect(await world.ledger(reference)).toMatchObject({
        status: 'failed',
        failureReason: 'amount_mismatch',
        refundDue: true,
        activeEnrolments: 0,
        commissions: 0,
      });
      expect((await api.status(reference, learner)).json().data.failureMessage).toMatch(/rembours/);
    });
  });
});
