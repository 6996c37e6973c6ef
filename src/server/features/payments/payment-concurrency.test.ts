import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollments, payments, promoCodes, promoRedemptions } from '../../db/schema/index.ts';
import { createUser } from '../../test/test-app.ts';
import { openPaymentWorld, type PaymentsApi, type PaymentWorld } from './payment-fixtures.ts';

// Many notifications at once: max_uses, the per-person limit and a cohort's seats hold.
describe('payment completion under concurrency', () => {
  let world: PaymentWorld;
  let api: PaymentsApi;
  let buyers = 0;

  beforeAll(async () => ({ world, api } = await openPaymentWorld()));
  afterAll(async () => world.close());

  /** A buyer with a pending sandbox payment, as initialize leaves it (inserted directly: faster than 100 sign-ins). */
  async function pendingPayment(values: {
    courseId: string;
    cohortId?: string;
    amount: number;
    promoCodeId?: string;
    discount?: number;
    userId?: string;
  }) {
    const userId =
      values.userId ??
      (await createUser(world.app, { email: `acheteur-${++buyers}@example.sn`, roles: ['student'] }));
    const reference = `JNG-TEST-${randomUUID()}`;
    await world.app.database.db.insert(payments).values({
      organizationId: world.orgId,
      userId,
      courseId: values.courseId,
      cohortId: values.cohortId ?? null,
      planType: 'oneTime',
      amount: values.amount,
      reference,
      idempotencyKey: randomUUID(),
      gateway: 'sandbox',
      gatewayToken: `sandbox-${reference}`,
      promoCodeId: values.promoCodeId ?? null,
      discount: values.discount ?? 0,
    });
    return { userId, reference, amount: values.amount };
  }

  const complete = (payment: { reference: string; amount: number }) =>
    api.webhook(
      'sandbox',
      world.signedNotification({ reference: payment.reference, status: 'completed', amount: payment.amount }),
    );

  it('100 payments completing at once with a code of max_uses 10: exactly 10 discounted redemptions', async () => {
    const promoCodeId = await world.promo({ code: 'DIXPLACES', percent: 10, maxUses: 10, stackable: true });
    const pending = [];
    for (let index = 0; index < 100; index++) {
      pending.push(
        await pendingPayment({ courseId: world.paidCourseId, amount: 36_000, promoCodeId, discount: 4_000 }),
      );
    }
    const started = Date.now();
    const responses = await Promise.all(pending.map(complete));
    const elapsed = Date.now() - started;
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);

    const db = world.app.database.db;
    const [promo] = await db.select().from(promoCodes).where(eq(promoCodes.id, promoCodeId));
    expect(promo!.usedCount).toBe(10);
    const redemptions = await db
      .select()
      .from(promoRedemptions)
      .where(eq(promoRedemptions.promoCodeId, promoCodeId));
    expect(redemptions).toHaveLength(10);
    const rows = await db.select().from(payments).where(eq(payments.promoCodeId, promoCodeId));
    expect(rows.filter((row) => row.status === 'completed')).toHaveLength(10);
    const refused = rows.filter((row) => row.status === 'failed');
    expect(refused).toHaveLength(90);
    expect(refused.every((row) => row.failureReason === 'promo_unavailable' && row.refundDue)).toBe(true);
    const enrolled = await db
      .select()
      .from(enrollments)
      .where(
        and(
          eq(enrollments.courseId, world.paidCourseId),
          inArray(
            enrollments.userId,
            pending.map((payment) => payment.userId),
          ),
        ),
      );
    expect(enrolled).toHaveLength(10);
    console.info(`100 complétions concurrentes (code promo) : ${elapsed} ms`);
  }, 120_000);

  it('one person, two payments with a code of one use per person: one redemption', async () => {
    const promoCodeId = await world.promo({
      code: 'UNEFOIS',
      percent: 10,
      maxUsagePerUser: 1,
      stackable: true,
    });
    const first = await pendingPayment({
      courseId: world.paidCourseId,
      amount: 36_000,
      promoCodeId,
      discount: 4_000,
    });
    const second = await pendingPayment({
      courseId: world.freeCourseId,
      amount: 1,
      promoCodeId,
      userId: first.userId,
    });
    await Promise.all([complete(first), complete(second)]);
    const redemptions = await world.app.database.db
      .select()
      .from(promoRedemptions)
      .where(eq(promoRedemptions.promoCodeId, promoCodeId));
    expect(redemptions).toHaveLength(1);
  });

  it('a cohort of 5 seats and 50 buyers at once: never more than 5 active enrolments', async () => {
    const pending = [];
    for (let index = 0; index < 50; index++) {
      pending.push(
        await pendingPayment({ courseId: world.sessionCourseId, cohortId: world.cohortId, amount: 30_000 }),
      );
    }
    await Promise.all(pending.map(complete));
    const db = world.app.database.db;
    const seated = await db
      .select()
      .from(enrollments)
      .where(
        and(eq(enrollments.cohortId, world.cohortId), inArray(enrollments.status, ['active', 'completed'])),
      );
    expect(seated).toHaveLength(5);
    const rows = await db.select().from(payments).where(eq(payments.cohortId, world.cohortId));
    expect(rows.filter((row) => row.status === 'completed')).toHaveLength(5);
    const full = rows.filter((row) => row.status === 'failed');
    expect(full).toHaveLength(45);
    expect(full.every((row) => row.failureReason === 'cohort_full' && row.refundDue)).toBe(true);

    // The checkout now says so before any payment.
    const late = await world.learner('trop-tard');
    const quote = await api.quote(
      { courseId: world.sessionCourseId, cohortId: world.cohortId, planType: 'oneTime' },
      late,
    );
    expect(quote.json().data.seatsLeft).toBe(0);
    const refused = await api.initialize(
      {
        amount: 30_000,
        courseId: world.sessionCourseId,
        cohortId: world.cohortId,
        paymentPlan: { type: 'oneTime' },
        gatewayId: 'paytech',
        currency: 'XOF',
        idempotencyKey: randomUUID(),
      },
      late,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe("Cette session n'a plus de places disponibles.");
    const failedBuyer = full[0]!;
    const [failedEnrollment] = await db
      .select()
      .from(enrollments)
      .where(eq(enrollments.userId, failedBuyer.userId));
    expect(failedEnrollment).toBeUndefined();
  }, 120_000);
});
