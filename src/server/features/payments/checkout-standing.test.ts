import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cohorts, courses, paymentSchedules, payments } from '../../db/schema/index.ts';
import { bearer, createUser, type SignedIn, signIn } from '../../test/test-app.ts';
import {
  initializeBody,
  openPaymentWorld,
  type PaymentsApi,
  type PaymentWorld,
  paymentsOf,
  scheduleOf,
} from './payment-fixtures.ts';

const DAY_MS = 24 * 3600 * 1000;
const SCHEDULE_UNDER_WAY =
  /^Vous payez déjà cette formation par échéances : seule votre prochaine échéance, de 15\s000\sF\sCFA, peut être réglée maintenant\.$/;

// What a learner may pay for a course once enrolled (issue 10, docs/decisions/045 and 046): the
// checkout-standing call, and the quote and initialize refusing anything but the installment due.
describe('checkout standing, and the quote of a schedule under way', () => {
  let world: PaymentWorld;
  let api: PaymentsApi;
  beforeAll(async () => ({ world, api } = await openPaymentWorld()));
  afterAll(async () => world.close());

  const standing = (courseId: string, session?: SignedIn) =>
    world.app.inject({
      method: 'GET',
      url: `/api/payments/checkout-standing?courseId=${courseId}`,
      headers: session ? bearer(session) : {},
    });

  /** Starts a payment and completes it through the sandbox's signed notification. */
  async function pay(learner: SignedIn, body: Record<string, unknown>) {
    const started = await api.initialize(initializeBody(body), learner);
    expect(started.statusCode).toBe(200);
    const { reference } = started.json().data as { reference: string };
    const amount = body.amount as number;
    if (amount > 0) {
      await api.webhook('sandbox', world.signedNotification({ reference, status: 'completed', amount }));
    }
    expect((await api.status(reference, learner)).json().data.status).toBe('completed');
    return reference;
  }

  /** A learner who paid the first of three installments (20 000, then 15 000 and 15 000). */
  async function payingByInstallments(label: string) {
    const learner = await world.learner(label);
    await pay(learner, {
      courseId: world.paidCourseId,
      amount: 20_000,
      paymentPlan: { type: 'installments' },
    });
    return learner;
  }

  it('is for signed-in callers of the course’s organisation only', async () => {
    expect((await standing(world.paidCourseId)).statusCode).toBe(401);
    const outsider = await world.learner('autre-org', 'autre');
    const fromOutside = await standing(world.paidCourseId, outsider);
    expect(fromOutside.statusCode).toBe(404);
    // Nor may they quote or pay it (their catalogue is their organisation's).
    const quoted = await api.quote({ courseId: world.paidCourseId, planType: 'oneTime' }, outsider);
    expect(quoted.statusCode).toBe(404);
    const learner = await world.learner('bornes');
    expect((await standing(world.otherOrgCourseId, learner)).statusCode).toBe(404);
    const invalid = await standing('pas-un-id', learner);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().code).toBe('VALIDATION');
  });

  it('a learner not enrolled makes a first purchase; any signed-in member may buy', async () => {
    const learner = await world.learner('nouveau');
    const answer = await standing(world.paidCourseId, learner);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.json().data).toEqual({ status: 'purchase' });
  });

  it('says at once that a learner who paid in full is enrolled, and the quote and initialize refuse', async () => {
    const learner = await world.learner('paye');
    await pay(learner, { courseId: world.paidCourseId, amount: 40_000 });
    expect((await standing(world.paidCourseId, learner)).json().data).toEqual({ status: 'enrolled' });
    for (const planType of ['oneTime', 'installments']) {
      const quoted = await api.quote({ courseId: world.paidCourseId, planType }, learner);
      expect(quoted.statusCode).toBe(409);
      expect(quoted.json().error).toBe('Vous êtes déjà inscrit à cette formation.');
    }
    const again = await api.initialize(initializeBody({ courseId: world.paidCourseId }), learner);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('Vous êtes déjà inscrit à cette formation.');
    expect(await paymentsOf(world.app, learner.userId)).toHaveLength(1);
  });

  it('says so for a free enrolment too', async () => {
    const learner = await world.learner('gratuit');
    await pay(learner, { courseId: world.freeCourseId, amount: 0, gatewayId: undefined });
    expect((await standing(world.freeCourseId, learner)).json().data).toEqual({ status: 'enrolled' });
    const quoted = await api.quote({ courseId: world.freeCourseId, planType: 'oneTime' }, learner);
    expect(quoted.statusCode).toBe(409);
    // A visitor still gets the public quote.
    expect((await api.quote({ courseId: world.freeCourseId, planType: 'oneTime' })).statusCode).toBe(200);
  });

  it('a schedule under way: only the next installment, the same amount in the standing, the quote and initialize', async () => {
    const learner = await payingByInstallments('echeancier');
    const [second, third] = await scheduleOf(world.app, learner);
    const answer = (await standing(world.paidCourseId, learner)).json().data;
    expect(answer).toMatchObject({
      status: 'installmentDue',
      quote: {
        planType: 'installments',
        amountDueNow: 15_000,
        baseAmount: 15_000,
        remainingAmount: 15_000,
        nextPaymentDate: third!.dueDate.toISOString(),
        promo: null,
        promoError: null,
        settles: {
          sequence: 1,
          dueDate: second!.dueDate.toISOString(),
          isOverdue: false,
          number: 2,
          count: 3,
          overdueCount: 0,
        },
      },
    });
    const quoted = await api.quote({ courseId: world.paidCourseId, planType: 'installments' }, learner);
    expect(quoted.json().data).toEqual(answer.quote);
    // The standing is the caller's own: another member (buying is open to every signed-in member,
    // an instructor included, as initialize is) still makes a first purchase.
    const email = `formateur-${Date.now()}@example.sn`;
    await createUser(world.app, { email, roles: ['instructor'] });
    const instructor = await signIn(world.app, email);
    expect((await standing(world.paidCourseId, instructor)).json().data).toEqual({ status: 'purchase' });

    // Another plan is refused with the amount that is due, by the quote and by initialize.
    for (const planType of ['oneTime', 'subscription']) {
      const other = await api.quote({ courseId: world.paidCourseId, planType }, learner);
      expect(other.statusCode).toBe(409);
      expect(other.json().error).toMatch(SCHEDULE_UNDER_WAY);
      expect(other.json().details).toMatchObject({ planType: 'installments', expectedAmount: 15_000 });
    }
    for (const amount of [40_000, 15_000]) {
      const other = await api.initialize(
        initializeBody({ courseId: world.paidCourseId, amount, paymentPlan: { type: 'oneTime' } }),
        learner,
      );
      expect(other.statusCode).toBe(409);
      expect(other.json().error).toMatch(SCHEDULE_UNDER_WAY);
    }
    expect(await paymentsOf(world.app, learner.userId)).toHaveLength(1);

    // The installment itself is paid through the same checkout, then the next one is due.
    await pay(learner, {
      courseId: world.paidCourseId,
      amount: 15_000,
      paymentPlan: { type: 'installments' },
    });
    expect((await standing(world.paidCourseId, learner)).json().data.quote).toMatchObject({
      amountDueNow: 15_000,
      remainingAmount: 0,
      settles: { sequence: 2, number: 3, count: 3 },
    });
  });

  it('with several installments overdue, the soonest is charged and the others are counted', async () => {
    const learner = await payingByInstallments('retard');
    const [second, third] = await scheduleOf(world.app, learner);
    const db = world.app.database.db;
    const overdue = async (id: string, days: number, graceDays: number) => {
      const dueDate = new Date(Date.now() - days * DAY_MS);
      await db
        .update(paymentSchedules)
        .set({ dueDate, graceUntil: new Date(dueDate.getTime() + graceDays * DAY_MS) })
        .where(eq(paymentSchedules.id, id));
    };
    await overdue(second!.id, 40, 7);
    await overdue(third!.id, 10, 30);
    const quote = (await standing(world.paidCourseId, learner)).json().data.quote;
    expect(quote).toMatchObject({
      amountDueNow: 15_000,
      remainingAmount: 15_000,
      settles: { sequence: 1, number: 2, isOverdue: true, overdueCount: 2 },
    });
  });

  it('an installment of a cohort purchase is paid after the cohort has closed; a new buyer is refused', async () => {
    const db = world.app.database.db;
    // The session course is sold in installments too (its cohort takes the course's prices).
    await db
      .update(courses)
      .set({
        pricingModes: {
          one_time: true,
          installments: true,
          subscription: false,
          registration_monthly: false,
        },
        installments: [
          { amount: 10_000, days: 0 },
          { amount: 15_000, days: 30 },
          { amount: 15_000, days: 60 },
        ],
      })
      .where(eq(courses.id, world.sessionCourseId));
    const learner = await world.learner('session');
    const target = { courseId: world.sessionCourseId, cohortId: world.cohortId };
    await pay(learner, { ...target, amount: 10_000, paymentPlan: { type: 'installments' } });
    await db
      .update(cohorts)
      .set({ startDate: new Date(Date.now() - 30 * DAY_MS), endDate: new Date(Date.now() - DAY_MS) })
      .where(eq(cohorts.id, world.cohortId));

    const quoted = await api.quote({ ...target, planType: 'installments' }, learner);
    expect(quoted.statusCode).toBe(200);
    expect(quoted.json().data).toMatchObject({ amountDueNow: 15_000, settles: { number: 2 } });
    // Paid from the course's own path, it is still recorded for the cohort of the purchase.
    const reference = await pay(learner, {
      courseId: world.sessionCourseId,
      amount: 15_000,
      paymentPlan: { type: 'installments' },
    });
    const [row] = await db.select().from(payments).where(eq(payments.reference, reference));
    expect(row).toMatchObject({ cohortId: world.cohortId, amount: 15_000 });

    const newcomer = await world.learner('session-fermee');
    const refused = await api.quote({ ...target, planType: 'installments' }, newcomer);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe("Cette session n'est pas ouverte aux inscriptions.");
  });
});
