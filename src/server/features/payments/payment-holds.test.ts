import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cohorts, payments } from '../../db/schema/index.ts';
import { createUser, type SignedIn } from '../../test/test-app.ts';
import { expirePendingPayment } from './apply-payment-outcome.ts';
import { priceCheckout } from './get-payment-quote.ts';
import { initializeBody, openPaymentWorld, type PaymentsApi, type PaymentWorld } from './payment-fixtures.ts';

const DAY_MS = 24 * 3600 * 1000;
const HOUR_MS = 3600 * 1000;
const SEAT_HELD =
  /^La dernière place de cette session est réservée par un paiement en cours\. Elle sera libérée si ce paiement échoue, est annulé ou n'est pas confirmé avant le \d{1,2} \S+ \d{4} à \d{2}:\d{2} : réessayez dans quelques minutes\.$/;
const CODE_HELD =
  /^Ce code promo est réservé par un paiement en cours\. Il sera libéré si ce paiement échoue, est annulé ou n'est pas confirmé avant le .+ : réessayez dans quelques minutes, ou payez sans code\.$/;

// Nobody pays for what is not there (issue 11, finding 15; docs/decisions/063): a pending first
// purchase holds its cohort seat and its promo code until it settles or expires; the next buyer is
// told it is taken for now, and can buy it once the payment fails, is cancelled or expires.
describe('a pending payment holds its seat and its promo code', () => {
  let world: PaymentWorld;
  let api: PaymentsApi;
  let cohortsMade = 0;

  beforeAll(async () => ({ world, api } = await openPaymentWorld()));
  afterAll(async () => world.close());

  const db = () => world.app.database.db;

  /** A cohort of the session course (one-time 30 000) of its own, with `seats` seats (null: no limit). */
  async function cohortOf(seats: number | null) {
    const [row] = await db()
      .insert(cohorts)
      .values({
        organizationId: world.orgId,
        courseId: world.sessionCourseId,
        name: `Session ${++cohortsMade}`,
        status: 'active',
        startDate: new Date(Date.now() + 10 * DAY_MS),
        endDate: new Date(Date.now() + 70 * DAY_MS),
        maxParticipants: seats,
      })
      .returning({ id: cohorts.id });
    return row!.id;
  }

  const seatBody = (cohortId: string, overrides: Record<string, unknown> = {}) =>
    initializeBody({ amount: 30_000, courseId: world.sessionCourseId, cohortId, ...overrides });
  const seatQuote = (cohortId: string, learner: SignedIn) =>
    api.quote({ courseId: world.sessionCourseId, cohortId, planType: 'oneTime' }, learner);
  const cohortPayments = (cohortId: string) =>
    db().select().from(payments).where(eq(payments.cohortId, cohortId));
  const settle = (reference: string, status: 'completed' | 'failed' | 'cancelled', amount: number) =>
    api.webhook('sandbox', world.signedNotification({ reference, status, amount }));

  it('eight buyers start at once for the last seat: one payment holds it, seven are told it is taken for now', async () => {
    const cohortId = await cohortOf(1);
    const buyers: SignedIn[] = [];
    for (let index = 0; index < 8; index++) buyers.push(await world.learner('derniere-place'));

    const answers = await Promise.all(buyers.map((buyer) => api.initialize(seatBody(cohortId), buyer)));
    const started = answers.filter((answer) => answer.statusCode === 200);
    const refused = answers.filter((answer) => answer.statusCode === 409);
    expect(started).toHaveLength(1);
    expect(started[0]!.json().data.success).toBe(true);
    expect(refused).toHaveLength(7);
    for (const answer of refused) {
      expect(answer.json()).toMatchObject({ code: 'SEAT_HELD', details: { reason: 'seatHeld' } });
      expect(answer.json().error).toMatch(SEAT_HELD);
    }

    const rows = await cohortPayments(cohortId);
    expect(rows).toHaveLength(1);
    const [held] = rows;
    expect(held!.status).toBe('pending');
    // Held as long as the payment may stay pending (PAYMENT_PENDING_EXPIRY_HOURS, 24 by default).
    const heldFor = held!.heldUntil!.getTime() - held!.createdAt.getTime();
    expect(Math.abs(heldFor - DAY_MS)).toBeLessThan(60_000);

    // The checkout says it before 'Payer': no seat left for a ninth buyer, the seat still the holder's.
    const ninth = await seatQuote(cohortId, await world.learner('neuvieme'));
    expect(ninth.json().data).toMatchObject({ seatsLeft: 0 });
    expect(ninth.json().data.seatHeld).toMatch(SEAT_HELD);
    const holder = buyers[answers.findIndex((answer) => answer.statusCode === 200)]!;
    expect((await seatQuote(cohortId, holder)).json().data).toMatchObject({ seatsLeft: 1, seatHeld: null });
  }, 60_000);

  it.each([
    ['fails', 'failed'],
    ['is cancelled', 'cancelled'],
  ] as const)('the seat is free again when the payment %s', async (_label, outcome) => {
    const cohortId = await cohortOf(1);
    const holder = await world.learner(`tient-${outcome}`);
    const next = await world.learner(`suivant-${outcome}`);
    const held = await api.initialize(seatBody(cohortId), holder);
    expect(held.statusCode).toBe(200);
    expect((await api.initialize(seatBody(cohortId), next)).statusCode).toBe(409);

    expect((await settle(held.json().data.reference, outcome, 30_000)).statusCode).toBe(200);
    expect((await seatQuote(cohortId, next)).json().data).toMatchObject({ seatsLeft: 1, seatHeld: null });
    const retried = await api.initialize(seatBody(cohortId), next);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data.success).toBe(true);
  });

  it('the seat is free again once the payment expires, even before the re-check marks it expired', async () => {
    const cohortId = await cohortOf(1);
    const holder = await world.learner('tient-expire');
    const next = await world.learner('suivant-expire');
    const held = await api.initialize(seatBody(cohortId), holder);
    expect(held.statusCode).toBe(200);
    expect((await api.initialize(seatBody(cohortId), next)).statusCode).toBe(409);

    // Past its end the hold counts for nothing, whatever the payment's status still says.
    const later = new Date(Date.now() + DAY_MS + HOUR_MS);
    const request = { courseId: world.sessionCourseId, cohortId, planType: 'oneTime' as const };
    const buyer = { organizationId: world.orgId, userId: next.userId };
    const priced = await priceCheckout(db(), buyer, request, later);
    expect(priced).toMatchObject({ seatsLeft: 1, seatHeld: null });

    // The periodic re-check expires it at its deadline: the next buyer starts now.
    const expired = await expirePendingPayment(db(), held.json().data.reference, later);
    expect(expired).toMatchObject({ kind: 'applied', status: 'expired' });
    expect((await api.initialize(seatBody(cohortId), next)).statusCode).toBe(200);
  });

  it("the holder's retry with the same key, a double click or a new checkout is never refused by their own hold", async () => {
    const cohortId = await cohortOf(1);
    const holder = await world.learner('tient-retry');
    const other = await world.learner('autre-retry');
    const body = seatBody(cohortId);
    const [first, doubleClick] = await Promise.all([
      api.initialize(body, holder),
      api.initialize(body, holder),
    ]);
    expect(first.statusCode).toBe(200);
    expect(doubleClick.statusCode).toBe(200);
    const { reference } = first.json().data;
    expect(doubleClick.json().data.reference).toBe(reference);
    const retry = await api.initialize(body, holder);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data).toMatchObject({ success: true, reference });
    expect(await cohortPayments(cohortId)).toHaveLength(1);

    // Someone else is refused; the holder, back from an abandoned gateway page, starts again.
    expect((await api.initialize(seatBody(cohortId), other)).statusCode).toBe(409);
    const again = await api.initialize(seatBody(cohortId), holder);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.reference).not.toBe(reference);
    // The holder holds one seat, however many checkouts they started.
    expect((await api.initialize(seatBody(cohortId), other)).statusCode).toBe(409);
  });

  it('money collected after its hold ended does not take the seat another buyer holds: it is owed back (decision 039)', async () => {
    const cohortId = await cohortOf(1);
    const late = await world.learner('argent-tardif');
    const holder = await world.learner('tient-apres');
    const lateStart = await api.initialize(seatBody(cohortId), late);
    const lateReference = lateStart.json().data.reference;
    await expirePendingPayment(db(), lateReference, new Date(Date.now() + DAY_MS + HOUR_MS));
    const held = await api.initialize(seatBody(cohortId), holder);
    expect(held.statusCode).toBe(200);

    expect((await settle(lateReference, 'completed', 30_000)).statusCode).toBe(200);
    expect((await settle(held.json().data.reference, 'completed', 30_000)).statusCode).toBe(200);
    const rows = await cohortPayments(cohortId);
    const byReference = new Map(rows.map((row) => [row.reference, row]));
    expect(byReference.get(lateReference)).toMatchObject({
      status: 'failed',
      failureReason: 'cohort_full',
      refundDue: true,
    });
    expect(byReference.get(held.json().data.reference)).toMatchObject({ status: 'completed' });
  });

  describe('a single-use promo code', () => {
    const paidBody = (promoCode: string, overrides: Record<string, unknown> = {}) =>
      initializeBody({ amount: 36_000, courseId: world.paidCourseId, promoCode, ...overrides });
    const promoQuote = (promoCode: string, learner: SignedIn) =>
      api.quote({ courseId: world.paidCourseId, planType: 'oneTime', promoCode }, learner);

    it('held by a pending payment is refused to another buyer, and free again when that payment fails', async () => {
      await world.promo({ code: 'UNIQUE-TENU', percent: 10, maxUses: 1, stackable: true });
      const holder = await world.learner('code-tenu');
      const next = await world.learner('code-suivant');
      const body = paidBody('UNIQUE-TENU');
      const held = await api.initialize(body, holder);
      expect(held.statusCode).toBe(200);
      // The same checkout again (same key): the same payment, not refused by its own hold.
      expect((await api.initialize(body, holder)).json().data.reference).toBe(held.json().data.reference);

      const quote = (await promoQuote('unique-tenu', next)).json().data;
      expect(quote).toMatchObject({ amountDueNow: 40_000, promo: null });
      expect(quote.promoError).toMatch(CODE_HELD);
      const refused = await api.initialize(paidBody('UNIQUE-TENU'), next);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toMatch(CODE_HELD);
      expect(refused.json().details).toMatchObject({ field: 'promoCode' });

      expect((await settle(held.json().data.reference, 'failed', 36_000)).statusCode).toBe(200);
      expect((await promoQuote('UNIQUE-TENU', next)).json().data).toMatchObject({
        amountDueNow: 36_000,
        promo: { code: 'UNIQUE-TENU', discount: 4_000 },
        promoError: null,
      });
      expect((await api.initialize(paidBody('UNIQUE-TENU'), next)).statusCode).toBe(200);
    });

    it('eight buyers start at once with it: one payment holds it, seven are refused', async () => {
      const promoCodeId = await world.promo({
        code: 'UNIQUE-HUIT',
        percent: 10,
        maxUses: 1,
        stackable: true,
      });
      const buyers: SignedIn[] = [];
      for (let index = 0; index < 8; index++) buyers.push(await world.learner('code-huit'));
      const answers = await Promise.all(
        buyers.map((buyer) => api.initialize(paidBody('UNIQUE-HUIT'), buyer)),
      );
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
      const refused = answers.filter((answer) => answer.statusCode === 409);
      expect(refused).toHaveLength(7);
      for (const answer of refused) expect(answer.json().error).toMatch(CODE_HELD);
      const rows = await db().select().from(payments).where(eq(payments.promoCodeId, promoCodeId));
      expect(rows).toHaveLength(1);
    }, 60_000);
  });

  it('starts and completions at once on one cohort and one code never deadlock (PostgreSQL locks, one order)', async () => {
    const cohortId = await cohortOf(null);
    const code = 'SANS-VERROU-MORT';
    const promoCodeId = await world.promo({ code, percent: 10, maxUses: 500, stackable: true });
    // Payments under way of other buyers, as initialize leaves them (inserted: fewer sign-ins).
    const pending: string[] = [];
    for (let index = 0; index < 12; index++) {
      const userId = await createUser(world.app, { email: `verrou-${index}@example.sn`, roles: ['student'] });
      const reference = `JNG-TEST-${randomUUID()}`;
      await db()
        .insert(payments)
        .values({
          organizationId: world.orgId,
          userId,
          courseId: world.sessionCourseId,
          cohortId,
          planType: 'oneTime',
          amount: 27_000,
          reference,
          idempotencyKey: randomUUID(),
          gateway: 'sandbox',
          gatewayToken: `sandbox-${reference}`,
          promoCodeId,
          discount: 3_000,
          heldUntil: new Date(Date.now() + DAY_MS),
        });
      pending.push(reference);
    }
    const starters: SignedIn[] = [];
    for (let index = 0; index < 8; index++) starters.push(await world.learner('verrou'));
    const answers = await Promise.all([
      ...pending.map((reference) => settle(reference, 'completed', 27_000)),
      ...starters.map((learner) =>
        api.initialize(seatBody(cohortId, { amount: 27_000, promoCode: code }), learner),
      ),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    const rows = await db().select().from(payments).where(eq(payments.promoCodeId, promoCodeId));
    expect(rows.filter((row) => row.status === 'completed')).toHaveLength(12);
    expect(rows.filter((row) => row.status === 'pending')).toHaveLength(8);
  }, 60_000);
});
