import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents, payments } from '../../db/schema/index.ts';
import type { SignedIn } from '../../test/test-app.ts';
import {
  freeEnrolmentBody,
  initializeBody,
  openPaymentWorld,
  type PaymentsApi,
  type PaymentWorld,
} from './payment-fixtures.ts';

// A completed payment tells the other slices (docs/decisions/098): payment.completed, and
// enrollment.activated for a first payment, recorded in the completion's own transaction.
describe('payment events', () => {
  let world: PaymentWorld;
  let api: PaymentsApi;
  beforeAll(async () => ({ world, api } = await openPaymentWorld()));
  afterAll(async () => world.close());

  const eventsOf = async (learner: SignedIn) =>
    (
      await world.app.database.db
        .select()
        .from(domainEvents)
        .where(sql`${domainEvents.payload} ->> 'userId' = ${learner.userId}`)
        .orderBy(domainEvents.occurredAt)
    ).map((row) => ({ type: row.type, organizationId: row.organizationId, payload: row.payload }));
  const paymentIdOf = async (reference: string) =>
    (await world.app.database.db.select().from(payments).where(sql`${payments.reference} = ${reference}`))[0]!
      .id;
  async function pay(learner: SignedIn, amount: number, overrides: Record<string, unknown> = {}) {
    const started = await api.initialize(
      initializeBody({ courseId: world.paidCourseId, amount, ...overrides }),
      learner,
    );
    const reference = started.json().data.reference as string;
    await api.webhook('sandbox', world.signedNotification({ reference, status: 'completed', amount }));
    return reference;
  }

  it('a sandbox payment records payment.completed and enrollment.activated, a replay nothing more', async () => {
    const learner = await world.learner('evenements');
    const reference = await pay(learner, 40_000);
    const paymentId = await paymentIdOf(reference);
    const base = { organizationId: world.orgId, userId: learner.userId, courseId: world.paidCourseId };
    expect(await eventsOf(learner)).toEqual(
      expect.arrayContaining([
        {
          type: 'enrollment.activated',
          organizationId: world.orgId,
          payload: { ...base, cohortId: null },
        },
        {
          type: 'payment.completed',
          organizationId: world.orgId,
          payload: { ...base, paymentId, amount: 40_000, planType: 'oneTime' },
        },
      ]),
    );
    expect(await eventsOf(learner)).toHaveLength(2);
    await api.webhook(
      'sandbox',
      world.signedNotification({ reference, status: 'completed', amount: 40_000 }),
    );
    expect(await eventsOf(learner)).toHaveLength(2);
  });

  it('a later installment records payment.completed only; a cohort seat tells its cohort', async () => {
    const learner = await world.learner('echeance');
    await pay(learner, 20_000, { paymentPlan: { type: 'installments' } });
    const second = await pay(learner, 15_000, { paymentPlan: { type: 'installments' } });
    const events = await eventsOf(learner);
    expect(events.map((event) => event.type).sort()).toEqual([
      'enrollment.activated',
      'payment.completed',
      'payment.completed',
    ]);
    expect(events.map((event) => event.payload)).toContainEqual(
      expect.objectContaining({
        paymentId: await paymentIdOf(second),
        amount: 15_000,
        planType: 'installments',
      }),
    );

    const cohortLearner = await world.learner('cohorte');
    await pay(cohortLearner, 30_000, { courseId: world.sessionCourseId, cohortId: world.cohortId });
    expect(await eventsOf(cohortLearner)).toContainEqual(
      expect.objectContaining({
        type: 'enrollment.activated',
        payload: expect.objectContaining({ courseId: world.sessionCourseId, cohortId: world.cohortId }),
      }),
    );
  });

  it('a free enrolment is a payment of 0; a refused completion records nothing', async () => {
    const learner = await world.learner('gratuit');
    expect((await api.initialize(freeEnrolmentBody(world.freeCourseId), learner)).statusCode).toBe(200);
    expect((await eventsOf(learner)).map((event) => event.type).sort()).toEqual([
      'enrollment.activated',
      'payment.completed',
    ]);

    // Two payments under way for one course: the second to complete is refused (already enrolled),
    // and everything its transaction wrote is rolled back, its events with it.
    const buyer = await world.learner('double');
    const first = await api.initialize(initializeBody({ courseId: world.paidCourseId }), buyer);
    const second = await api.initialize(initializeBody({ courseId: world.paidCourseId }), buyer);
    const references = [first, second].map((response) => response.json().data.reference as string);
    expect(new Set(references).size).toBe(2);
    for (const reference of references) {
      await api.webhook(
        'sandbox',
        world.signedNotification({ reference, status: 'completed', amount: 40_000 }),
      );
    }
    const events = await eventsOf(buyer);
    expect(events.map((event) => event.type).sort()).toEqual(['enrollment.activated', 'payment.completed']);
    expect(events.find((event) => event.type === 'payment.completed')?.payload).toMatchObject({
      paymentId: await paymentIdOf(references[0]!),
    });
  });
});
