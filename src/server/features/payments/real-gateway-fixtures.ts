import { and, count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  enrollments,
  instructorCommissions,
  payments,
  promoCodes,
  promoRedemptions,
} from '../../db/schema/index.ts';
import { createPayDunyaGateway } from './gateways/paydunya.ts';
import { createPayTechGateway } from './gateways/paytech.ts';
import { createGatewayRegistry } from './gateways/registry.ts';
import { type FakePayDunya, startFakePayDunya } from './gateways/testing/fake-paydunya.ts';
import { type FakePayTech, startFakePayTech } from './gateways/testing/fake-paytech.ts';
import type { PaymentsDeps } from './initialize-payment.ts';
import {
  createPaymentWorld,
  initializeBody,
  type PaymentsApi,
  type PaymentWorld,
  paymentsApi,
  paymentsOf,
} from './payment-fixtures.ts';
import { recheckThroughQueue } from './recheck-fixtures.ts';

// The payments API wired to the real PayDunya and PayTech adapters, which speak to local fakes of
// both gateways on 127.0.0.1 (configured through the same environment variables as production).

export const PAYDUNYA_KEYS = {
  masterKey: 'pd-master-test',
  privateKey: 'pd-private-test',
  token: 'pd-token-test',
};
export const PAYTECH_KEYS = { apiKey: 'pt-key-test', apiSecret: 'pt-secret-test' };
/** PayTech only calls https IPN URLs (docs/decisions/026). */
export const APP_URL = 'https://jang.test';

export type RealGatewayWorld = PaymentWorld & {
  paydunya: FakePayDunya;
  paytech: FakePayTech;
  /** What the app's periodic re-check uses: the real adapters, pointed at the fakes. */
  recheckDeps: () => PaymentsDeps;
  /** A gateway notification posted as a urlencoded form, as PayDunya and PayTech post them. */
  postForm: (
    gateway: 'paydunya' | 'paytech',
    fields: Record<string, string>,
  ) => Promise<LightMyRequestResponse>;
  /** Everything a completion writes for this payment, counted. */
  ledger: (reference: string) => Promise<Ledger>;
};

export type Ledger = {
  status: string;
  failureReason: string | null;
  refundDue: boolean;
  gatewayToken: string | null;
  activeEnrolments: number;
  commissions: number;
  redemptions: number;
  promoUsed: number | null;
};

export async function createRealGatewayWorld(): Promise<RealGatewayWorld> {
  const paydunya = await startFakePayDunya(PAYDUNYA_KEYS);
  const paytech = await startFakePayTech(PAYTECH_KEYS);
  const world = await createPaymentWorld({
    APP_URL,
    PAYDUNYA_MASTER_KEY: PAYDUNYA_KEYS.masterKey,
    PAYDUNYA_PRIVATE_KEY: PAYDUNYA_KEYS.privateKey,
    PAYDUNYA_TOKEN: PAYDUNYA_KEYS.token,
    PAYDUNYA_BASE_URL: paydunya.baseUrl,
    PAYTECH_API_KEY: PAYTECH_KEYS.apiKey,
    PAYTECH_API_SECRET: PAYTECH_KEYS.apiSecret,
    PAYTECH_BASE_URL: paytech.baseUrl,
    PAYTECH_ENV: 'test',
  });
  const db = world.app.database.db;

  async function ledger(reference: string): Promise<Ledger> {
    const [payment] = await db.select().from(payments).where(eq(payments.reference, reference));
    if (!payment) throw new Error(`paiement ${reference} absent`);
    const [enrolled] = await db
      .select({ n: count() })
      .from(enrollments)
      .where(
        and(
          eq(enrollments.userId, payment.userId),
          eq(enrollments.courseId, payment.courseId),
          eq(enrollments.status, 'active'),
        ),
      );
    const [commissions] = await db
      .select({ n: count() })
      .from(instructorCommissions)
      .where(eq(instructorCommissions.paymentId, payment.id));
    const [redemptions] = await db
      .select({ n: count() })
      .from(promoRedemptions)
      .where(eq(promoRedemptions.paymentId, payment.id));
    const [promo] = payment.promoCodeId
      ? await db.select().from(promoCodes).where(eq(promoCodes.id, payment.promoCodeId))
      : [];
    return {
      status: payment.status,
      failureReason: payment.failureReason,
      refundDue: payment.refundDue,
      gatewayToken: payment.gatewayToken,
      activeEnrolments: enrolled!.n,
      commissions: commissions!.n,
      redemptions: redemptions!.n,
      promoUsed: promo?.usedCount ?? null,
    };
  }

  return {
    ...world,
    paydunya,
    paytech,
    recheckDeps: () => ({
      db,
      gateways: createGatewayRegistry({
        paydunya: createPayDunyaGateway({ baseUrl: paydunya.baseUrl, ...PAYDUNYA_KEYS }),
        paytech: createPayTechGateway({ baseUrl: paytech.baseUrl, ...PAYTECH_KEYS, env: 'test' }),
      }),
      appUrl: APP_URL,
      installmentGraceDays: 7,
    }),
    postForm: (gateway, fields) =>
      world.app.inject({
        method: 'POST',
        url: `/api/payments/webhooks/${gateway}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      }),
    ledger,
    close: async () => {
      await world.close();
      await paydunya.close();
      await paytech.close();
    },
  };
}

/**
 * A new learner starts paying the paid course through `gatewayId` (Wave for PayDunya, PayTech's own
 * page for PayTech): the payment, the gateway's token and the initialize answer.
 */
export async function startCheckout(
  world: RealGatewayWorld,
  gatewayId: 'paydunya' | 'paytech',
  label: string,
  overrides: Record<string, unknown> = {},
) {
  const learner = await world.learner(label);
  const response = await paymentsApi(world.app).initialize(
    initializeBody({
      courseId: world.paidCourseId,
      gatewayId,
      ...(gatewayId === 'paytech' ? { paymentDetails: undefined } : {}),
      ...overrides,
    }),
    learner,
  );
  const result = response.json().data;
  if (response.statusCode !== 200 || !result?.success) {
    throw new Error(`initialize → ${response.statusCode}: ${response.body}`);
  }
  const [payment] = await paymentsOf(world.app, learner.userId);
  return {
    learner,
    reference: result.reference as string,
    token: payment!.gatewayToken!,
    createdAt: payment!.createdAt,
    result,
  };
}

/**
 * The real-gateway world of a test file, opened in its beforeAll and closed in its afterAll:
 * `let world; let api; useRealGatewayWorld((opened) => ({ world, api } = opened));`.
 */
export function useRealGatewayWorld(
  receive: (opened: { world: RealGatewayWorld; api: PaymentsApi }) => void,
) {
  let world: RealGatewayWorld | undefined;
  beforeAll(async () => {
    world = await createRealGatewayWorld();
    receive({ world, api: paymentsApi(world.app) });
  });
  afterAll(async () => world?.close());
}

/** What the checkout cases shared by both gateways need of one (gateway-checkout.test.ts). */
export type GatewayDriver = {
  id: 'paydunya' | 'paytech';
  /** The sale settles on the gateway's side: paid, or cancelled by the payer. */
  settle: (world: RealGatewayWorld, token: string, outcome: 'completed' | 'cancelled') => void;
  /** The amount the gateway says the payer paid. */
  setPaidAmount: (world: RealGatewayWorld, token: string, amount: number) => void;
  /** The gateway's genuine notification of the sale as it stands; `resend` numbers its resends. */
  notify: (world: RealGatewayWorld, token: string, resend?: number) => Promise<LightMyRequestResponse>;
  /** The gateway's notification was taken; PayDunya's answer also says the state it left. */
  expectTaken: (response: LightMyRequestResponse, state: { status: string; changed: boolean }) => void;
  /** A promo code as the admin created it, and as the payer types it. */
  promo: { created: string; typed: string };
};

export const GATEWAY_DRIVERS: GatewayDriver[] = [
  {
    id: 'paydunya',
    settle: (world, token, outcome) => world.paydunya.settle(token, outcome),
    setPaidAmount: (world, token, amount) => {
      world.paydunya.invoices.get(token)!.totalAmount = amount;
    },
    // PayDunya resends the same callback.
    notify: (world, token) => world.postForm('paydunya', world.paydunya.callbackFields(token)),
    expectTaken: (response, state) => {
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual(state);
    },
    promo: { created: 'PD-WAVE', typed: 'pd-wave' },
  },
  {
    id: 'paytech',
    settle: (world, token, outcome) =>
      world.paytech.settle(token, outcome === 'completed' ? 'sale_complete' : 'sale_canceled'),
    setPaidAmount: (world, token, amount) => {
      world.paytech.sales.get(token)!.itemPrice = amount;
    },
    // PayTech resends until it reads 'IPN OK'; older accounts sign with the SHA-256 of the keys.
    notify: (world, token, resend) =>
      world.postForm(
        'paytech',
        world.paytech.ipnFields(token, resend === undefined ? {} : { signing: PAYTECH_SIGNINGS[resend % 3] }),
      ),
    // PayTech's answer is the same whatever the IPN changed: the ledger tells.
    expectTaken: (response) => {
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('IPN OK');
    },
    promo: { created: 'PT-CARTE', typed: 'PT-CARTE' },
  },
];

const PAYTECH_SIGNINGS = ['hmac', 'sha256', 'both'] as const;

/** Sixteen minutes from now: a payment started now is old enough for the periodic re-check to ask. */
export const afterRecheckDelay = () => new Date(Date.now() + 16 * 60_000);

/**
 * One run of the periodic re-check as the server runs it (payments older than 15 minutes, expired
 * after 24 hours) through the queue, as of `now`, with the world's real adapters unless `deps`.
 */
export function recheckGateways(world: RealGatewayWorld, options: { now?: Date; deps?: PaymentsDeps } = {}) {
  return recheckThroughQueue(world.app.database, options.deps ?? world.recheckDeps(), {
    olderThanMinutes: 15,
    expireAfterHours: 24,
    now: options.now,
  });
}
