import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  enrollments,
  instructorCommissions,
  paymentSchedules,
  payments,
  promoCodes,
  promoRedemptions,
} from '../../db/schema/index.ts';
import type { SignedIn } from '../../test/test-app.ts';
import type { PaymentGateway } from './gateways/gateway.ts';
import { createGatewayRegistry } from './gateways/registry.ts';
import { initializeBody, openPaymentWorld, type PaymentsApi, type PaymentWorld } from './payment-fixtures.ts';
import { recheckThroughQueue } from './recheck-fixtures.ts';

const DAY_MS = 24 * 3600 * 1000;

// Notifications: signature first, then pending → completed | failed | cancelled exactly once, and
// everything a completed payment brings (enrolment, schedule, promo redemption, commission).
describe('payment notifications', () => {
  let world: PaymentWorld;
  let api: PaymentsApi;
  beforeAll(async () => ({ world, api } = await openPaymentWorld()));
  afterAll(async () => world.close());

  async function started(label: string, overrides: Record<string, unknown> = {}) {
    const learner = await world.learner(label);
    const response = await api.initialize(
      initializeBody({ courseId: world.paidCourseId, ...overrides }),
      learner,
    );
    expect(response.json().data.success).toBe(true);
    const { reference, redirectUrl } = response.json().data as { reference: string; redirectUrl: string };
    return { learner, reference, page: redirectUrl };
  }
  const paymentRow = async (reference: string) =>
    (await world.app.database.db.select().from(payments).where(eq(payments.reference, reference)))[0]!;
  const enrollmentOf = async (learner: SignedIn, courseId = world.paidCourseId) =>
    (
      await world.app.database.db
        .select()
        .from(enrollments)
        .where(and(eq(enrollments.userId, learner.userId), eq(enrollments.courseId, courseId)))
    )[0];

  it('the sandbox page shows the amount and offers both outcomes in French', async () => {
    const { page: link } = await started('page');
    const page = await world.app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toMatch(/40\s000\sF\sCFA/);
    expect(page.body).toContain('Simuler un paiement réussi');
    expect(page.body).toContain('Simuler un échec');
    expect((await world.app.inject({ method: 'GET', url: '/sandbox/pay/JNG-INCONNUE' })).statusCode).toBe(
      404,
    );
  });

  it('a success chosen on the sandbox page enrols through the signed webhook, then goes to the result page', async () => {
    const { learner, reference, page } = await started('succes');
    const chosen = await world.app.inject({
      method: 'POST',
      url: page,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=success',
    });
    expect(chosen.statusCode).toBe(303);
    expect(chosen.headers.location).toBe(`/marketplace/payment/result?ref=${reference}`);
    expect((await api.status(reference, learner)).json().data.status).toBe('completed');
    const enrollment = await enrollmentOf(learner);
    expect(enrollment).toMatchObject({ status: 'active', paymentStatus: 'paid', cohortId: null });
    const accessDays = (enrollment!.accessEndDate!.getTime() - enrollment!.enrolledAt.getTime()) / DAY_MS;
    expect(accessDays).toBe(365);
    const [commission] = await world.app.database.db
      .select()
      .from(instructorCommissions)
      .where(eq(instructorCommissions.paymentId, (await paymentRow(reference)).id));
    expect(commission).toMatchObject({
      instructorId: world.instructorId,
      saleAmount: 40_000,
      rate: 60,
      amount: 24_000,
    });
  });

  it('a failure chosen on the sandbox page fails the payment and enrols nobody', async () => {
    const { learner, reference, page } = await started('echec');
    await world.app.inject({
      method: 'POST',
      url: page,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=failure',
    });
    const status = (await api.status(reference, learner)).json().data;
    expect(status).toMatchObject({
      status: 'failed',
      failureMessage: "Votre paiement n'a pas pu être traité",
    });
    expect(await enrollmentOf(learner)).toBeUndefined();
  });

  it('the sandbox page is the payer’s only, and a settled payment cannot be chosen again', async () => {
    const { learner, reference, page } = await started('cle');
    const other = await started('cle-autre');
    const choose = (url: string, outcome: 'success' | 'failure') =>
      world.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `outcome=${outcome}`,
      });
    // Holding the reference is not enough: without the payer's key, or with another payment's, 404.
    const otherKey = new URL(other.page, 'http://x').searchParams.get('key');
    for (const url of [`/sandbox/pay/${reference}`, `/sandbox/pay/${reference}?key=${otherKey}`]) {
      expect((await world.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      expect((await choose(url, 'success')).statusCode).toBe(404);
    }
    expect((await paymentRow(reference)).status).toBe('pending');
    expect((await choose(page, 'failure')).statusCode).toBe(303);
    const again = await choose(page, 'success');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('Ce paiement a déjà été traité.');
    expect((await paymentRow(reference)).status).toBe('failed');
    expect(await enrollmentOf(learner)).toBeUndefined();
  });

  it('refuses a forged or unsigned notification (401) and changes nothing', async () => {
    const { learner, reference } = await started('faux');
    const genuine = world.signedNotification({ reference, status: 'completed', amount: 40_000 });
    const forged = { ...genuine, headers: { ...genuine.headers, 'x-sandbox-signature': '0'.repeat(64) } };
    const unsigned = { headers: { 'content-type': 'application/json' }, payload: genuine.payload };
    const tampered = { headers: genuine.headers, payload: genuine.payload.replace('completed', 'cancelled') };
    const form = {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `reference=${reference}&status=completed&amount=40000&currency=XOF`,
    };
    for (const attempt of [forged, unsigned, tampered, form]) {
      const response = await api.webhook('sandbox', attempt);
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe('Notification de paiement refusée.');
    }
    expect((await paymentRow(reference)).status).toBe('pending');
    expect(await enrollmentOf(learner)).toBeUndefined();
  });

  it('accepts a signed notification posted as a form (as PayDunya posts its callback)', async () => {
    const { learner, reference } = await started('formulaire');
    const signed = world.signedNotification({ reference, status: 'completed', amount: 40_000 });
    const fields = JSON.parse(signed.payload) as Record<string, string | number>;
    const response = await api.webhook('sandbox', {
      headers: { ...signed.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(
        Object.entries(fields).map(([key, value]) => [key, String(value)]),
      ).toString(),
    });
    expect(response.statusCode).toBe(200);
    expect(await enrollmentOf(learner)).toMatchObject({ status: 'active' });
  });

  it('a replay changes nothing; a late failure never undoes a completion', async () => {
    const { learner, reference } = await started('rejeu');
    const completed = world.signedNotification({ reference, status: 'completed', amount: 40_000 });
    const first = await api.webhook('sandbox', completed);
    expect(first.json().data).toEqual({ status: 'completed', changed: true });
    const enrolledAt = (await enrollmentOf(learner))!.enrolledAt;
    const replay = await api.webhook('sandbox', completed);
    expect(replay.json().data).toEqual({ status: 'completed', changed: false });
    const late = await api.webhook(
      'sandbox',
      world.signedNotification({ reference, status: 'failed', amount: 40_000 }),
    );
    expect(late.json().data).toEqual({ status: 'completed', changed: false });
    expect((await paymentRow(reference)).status).toBe('completed');
    expect((await enrollmentOf(learner))!.enrolledAt).toEqual(enrolledAt);
    const commissions = await world.app.database.db
      .select()
      .from(instructorCommissions)
      .where(eq(instructorCommissions.paymentId, (await paymentRow(reference)).id));
    expect(commissions).toHaveLength(1);
  });

  it('money collected after a cancellation is still taken: the learner is enrolled (decision 039)', async () => {
    const { learner, reference } = await started('desordre');
    await api.webhook(
      'sandbox',
      world.signedNotification({ reference, status: 'cancelled', amount: 40_000 }),
    );
    const late = await api.webhook(
      'sandbox',
      world.signedNotification({ reference, status: 'completed', amount: 40_000 }),
    );
    expect(late.json().data).toEqual({ status: 'completed', changed: true });
    expect(await enrollmentOf(learner)).toMatchObject({ status: 'active' });
  });

  it('a failure then the money: enrolled; money already refused and owed back is not taken again', async () => {
    const failedFirst = await started('echec-puis-argent');
    const say = (reference: string, status: 'failed' | 'completed', amount = 40_000) =>
      api.webhook('sandbox', world.signedNotification({ reference, status, amount }));
    await say(failedFirst.reference, 'failed');
    expect((await say(failedFirst.reference, 'completed')).json().data).toEqual({
      status: 'completed',
      changed: true,
    });
    expect(await enrollmentOf(failedFirst.learner)).toMatchObject({ status: 'active' });

    const refused = await started('refuse-puis-rejoue');
    await say(refused.reference, 'completed', 100);
    expect((await say(refused.reference, 'completed')).json().data).toEqual({
      status: 'failed',
      changed: false,
    });
    expect(await enrollmentOf(refused.learner)).toBeUndefined();
  });

  it('a completion for another amount or currency fails the payment (refund due) and enrols nobody', async () => {
    for (const wrong of [{ amount: 100 }, { amount: 40_000, currency: 'EUR' }]) {
      const { learner, reference } = await started('montant');
      const response = await api.webhook(
        'sandbox',
        world.signedNotification({
          reference,
          status: 'completed',
          amount: wrong.amount,
          currency: wrong.currency,
        }),
      );
      expect(response.json().data).toEqual({ status: 'failed', changed: true });
      expect(await paymentRow(reference)).toMatchObject({
        status: 'failed',
        failureReason: 'amount_mismatch',
        refundDue: true,
      });
      expect(await enrollmentOf(learner)).toBeUndefined();
      expect((await api.status(reference, learner)).json().data.failureMessage).toMatch(/ne correspond pas/);
    }
  });

  it('an unknown reference or a notification through another gateway’s route is 404/401', async () => {
    const unknown = await api.webhook(
      'sandbox',
      world.signedNotification({ reference: 'JNG-INCONNUE', status: 'completed', amount: 1 }),
    );
    expect(unknown.statusCode).toBe(404);
    // No PayDunya keys in tests: its route has no adapter.
    expect((await api.webhook('paydunya', { headers: {}, payload: '' })).statusCode).toBe(404);
    expect((await api.webhook('inconnu', { headers: {}, payload: '' })).statusCode).toBe(400);
  });

  it('installments: the schedule, the remaining amount and a partial enrolment', async () => {
    const { learner, reference } = await started('echeances', {
      amount: 20_000,
      paymentPlan: { type: 'installments' },
    });
    await api.webhook(
      'sandbox',
      world.signedNotification({ reference, status: 'completed', amount: 20_000 }),
    );
    const status = (await api.status(reference, learner)).json().data;
    expect(status).toMatchObject({ status: 'completed', remainingAmount: 30_000 });
    const payment = await paymentRow(reference);
    const schedule = await world.app.database.db
      .select()
      .from(paymentSchedules)
      .where(eq(paymentSchedules.paymentId, payment.id));
    expect(schedule.map((item) => [item.sequence, item.amount, item.status])).toEqual([
      [1, 15_000, 'due'],
      [2, 15_000, 'due'],
    ]);
    expect(schedule[0]!.dueDate.toISOString()).toBe(status.nextPaymentDate);
    expect((schedule[0]!.graceUntil.getTime() - schedule[0]!.dueDate.getTime()) / DAY_MS).toBe(7);
    expect(await enrollmentOf(learner)).toMatchObject({ status: 'active', paymentStatus: 'partial' });

    // Unpaid past its due date: access continues for the grace period, then content and progress refuse.
    const access = () =>
      world.app.inject({
        method: 'GET',
        url: `/api/progress/beacon-token?courseId=${world.paidCourseId}`,
        headers: { authorization: `Bearer ${learner.accessToken}` },
      });
    expect((await access()).statusCode).toBe(200);
    const dueDate = new Date(Date.now() - 3 * DAY_MS);
    const db = world.app.database.db;
    await db
      .update(paymentSchedules)
      .set({ dueDate, graceUntil: new Date(dueDate.getTime() + 7 * DAY_MS) })
      .where(eq(paymentSchedules.id, schedule[0]!.id));
    expect((await access()).statusCode).toBe(200);
    await db
      .update(paymentSchedules)
      .set({ dueDate: new Date(Date.now() - 8 * DAY_MS), graceUntil: new Date(Date.now() - DAY_MS) })
      .where(eq(paymentSchedules.id, schedule[0]!.id));
    const locked = await access();
    expect(locked.statusCode).toBe(403);
    expect(locked.json().error).toMatch(
      /^Votre accès est suspendu : l'échéance de 15\s000\sF\sCFA prévue le .+ n'est pas réglée\. Réglez-la/,
    );

    // Paying it goes through the same checkout: the quote asks for that installment, no promo code.
    const quote = await api.quote(
      { courseId: world.paidCourseId, planType: 'installments', promoCode: 'X' },
      learner,
    );
    expect(quote.json().data).toMatchObject({
      amountDueNow: 15_000,
      remainingAmount: 15_000,
      nextPaymentDate: schedule[1]!.dueDate.toISOString(),
      promoError: "Les codes promo s'appliquent au premier paiement uniquement.",
      settles: { sequence: 1, isOverdue: true },
    });
    const next = await api.initialize(
      initializeBody({ courseId: world.paidCourseId, amount: 15_000, paymentPlan: { type: 'installments' } }),
      learner,
    );
    expect(next.statusCode).toBe(200);
    const nextReference = next.json().data.reference as string;
    const completed = world.signedNotification({
      reference: nextReference,
      status: 'completed',
      amount: 15_000,
    });
    await api.webhook('sandbox', completed);
    expect((await access()).statusCode).toBe(200);
    const after = await db.select().from(paymentSchedules).where(eq(paymentSchedules.paymentId, payment.id));
    expect(after.map((item) => item.status).sort()).toEqual(['due', 'paid']);
    expect(await enrollmentOf(learner)).toMatchObject({ paymentStatus: 'partial' });
    expect((await api.status(nextReference, learner)).json().data).toMatchObject({
      status: 'completed',
      remainingAmount: 15_000,
    });
    // The last one: the enrolment is then paid.
    const last = await api.initialize(
      initializeBody({ courseId: world.paidCourseId, amount: 15_000, paymentPlan: { type: 'installments' } }),
      learner,
    );
    const lastReference = last.json().data.reference as string;
    await api.webhook(
      'sandbox',
      world.signedNotification({ reference: lastReference, status: 'completed', amount: 15_000 }),
    );
    expect(await enrollmentOf(learner)).toMatchObject({ status: 'active', paymentStatus: 'paid' });
    const done = await api.initialize(
      initializeBody({ courseId: world.paidCourseId, amount: 15_000, paymentPlan: { type: 'installments' } }),
      learner,
    );
    expect(done.statusCode).toBe(409);
    expect(done.json().error).toBe('Vous êtes déjà inscrit à cette formation.');
  });

  it('counts a promo code only when its payment completes', async () => {
    const promoId = await world.promo({ code: 'COMPTE', percent: 25, stackable: true });
    const { learner, reference } = await started('promo', { amount: 30_000, promoCode: 'compte' });
    const count = async () =>
      (await world.app.database.db.select().from(promoCodes).where(eq(promoCodes.id, promoId)))[0]!.usedCount;
    expect(await count()).toBe(0);
    await api.webhook(
      'sandbox',
      world.signedNotification({ reference, status: 'completed', amount: 30_000 }),
    );
    expect(await count()).toBe(1);
    const redemptions = await world.app.database.db
      .select()
      .from(promoRedemptions)
      .where(eq(promoRedemptions.userId, learner.userId));
    expect(redemptions).toMatchObject([{ promoCodeId: promoId, discount: 10_000 }]);
    // Used once by this learner (max 1 per person): refused for the next purchase.
    const quote = await api.quote(
      { courseId: world.sessionCourseId, cohortId: world.cohortId, planType: 'oneTime', promoCode: 'COMPTE' },
      learner,
    );
    expect(quote.json().data.promoError).toBe('Vous avez déjà utilisé ce code promo.');
  });

  it('the periodic check settles a payment whose notification was lost', async () => {
    const { learner, reference } = await started('perdu');
    const confirmations: string[] = [];
    const fakeSandbox: PaymentGateway = {
      id: 'sandbox',
      createCheckout: async () => ({ ok: false, message: 'inutile' }),
      verifyNotification: async () => ({ ok: false, reason: 'inutile' }),
      confirm: async (payment) => {
        confirmations.push(payment.reference);
        return payment.reference === reference
          ? {
              reference,
              status: 'completed',
              amount: 40_000,
              currency: 'XOF',
              gatewayToken: payment.gatewayToken,
            }
          : null;
      },
    };
    const deps = {
      db: world.app.database.db,
      gateways: createGatewayRegistry({
        sandbox: {
          ...fakeSandbox,
          notificationFor: () => ({ body: {}, headers: {} }),
          isPayerKey: () => false,
        },
      }),
      appUrl: 'http://localhost:3000',
      installmentGraceDays: 7,
    };
    const tooEarly = await recheckThroughQueue(world.app.database, deps, {
      olderThanMinutes: 15,
      expireAfterHours: 24,
    });
    expect(confirmations).not.toContain(reference);
    expect(tooEarly.applied).toBe(0);
    const later = await recheckThroughQueue(world.app.database, deps, {
      olderThanMinutes: 15,
      expireAfterHours: 24,
      now: new Date(Date.now() + 16 * 60_000),
    });
    expect(confirmations).toContain(reference);
    expect(later.applied).toBeGreaterThanOrEqual(1);
    expect((await paymentRow(reference)).status).toBe('completed');
    expect(await enrollmentOf(learner)).toMatchObject({ status: 'active' });
    const again = await recheckThroughQueue(world.app.database, deps, {
      olderThanMinutes: 15,
      expireAfterHours: 24,
      now: new Date(Date.now() + 16 * 60_000),
    });
    expect(confirmations.filter((ref) => ref === reference)).toHaveLength(1);
    expect(again.checked).toBeGreaterThanOrEqual(0);
  });
});
