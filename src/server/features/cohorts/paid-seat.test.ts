import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cohorts, emailOutbox, enrollments, payments } from '../../db/schema/index.ts';
import { enrol, newUser } from '../../test/factories/index.ts';
import {
  initializeBody,
  openPaymentWorld,
  type PaymentsApi,
  type PaymentWorld,
  payThroughSandbox,
} from '../payments/payment-fixtures.ts';

// A paid seat enters the cohort through enrol-in-cohort.ts (decision 200): the welcome email follows
// its completion; a full paid cohort refuses it even with the waitlist on (money owed back).
describe('paid cohort seats', () => {
  let world: PaymentWorld;
  let api: PaymentsApi;
  beforeAll(async () => ({ world, api } = await openPaymentWorld()));
  afterAll(async () => world.close());

  it('a completed seat is welcomed by email with the welcome message and group link', async () => {
    const db = world.app.database.db;
    await db
      .update(cohorts)
      .set({
        welcomeMessage: 'Bienvenue dans la cohorte payante.',
        communicationChannel: 'telegram',
        groupLink: 'https://t.me/jang-test',
      })
      .where(eq(cohorts.id, world.cohortId));
    const learner = await world.learner('bienvenue');
    await payThroughSandbox(world, learner, {
      courseId: world.sessionCourseId,
      cohortId: world.cohortId,
      amount: 30_000,
    });
    await world.app.events.dispatch();
    const mails = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.userId, learner.userId), eq(emailOutbox.kind, 'cohort-enrolment')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Bienvenue dans la cohorte payante.');
    expect(mails[0]!.text).toContain('Rejoignez le groupe Telegram de la session : https://t.me/jang-test');
  });

  it('a seat that filled meanwhile is refused even with the waitlist on: no enrolment, money owed back', async () => {
    const db = world.app.database.db;
    const learner = await world.learner('complet');
    const [{ taken }] = [
      {
        taken: (
          await db
            .select()
            .from(enrollments)
            .where(and(eq(enrollments.cohortId, world.cohortId), eq(enrollments.status, 'active')))
        ).length,
      },
    ];
    await db
      .update(cohorts)
      .set({ maxParticipants: taken + 1, enableWaitlist: true })
      .where(eq(cohorts.id, world.cohortId));
    const started = await api.initialize(
      initializeBody({ courseId: world.sessionCourseId, cohortId: world.cohortId, amount: 30_000 }),
      learner,
    );
    expect(started.statusCode).toBe(200);
    const reference = started.json().data.reference as string;
    // Someone else takes the last seat before the money arrives.
    const other = await newUser(db, { organizationId: world.orgId });
    await enrol(db, other.id, world.sessionCourseId, { cohortId: world.cohortId });
    const notification = world.signedNotification({ reference, status: 'completed', amount: 30_000 });
    expect((await api.webhook('sandbox', notification)).statusCode).toBe(200);
    const [payment] = await db.select().from(payments).where(eq(payments.reference, reference));
    expect(payment).toMatchObject({ status: 'failed', failureReason: 'cohort_full', refundDue: true });
    const written = await db.select().from(enrollments).where(eq(enrollments.userId, learner.userId));
    expect(written).toHaveLength(0);
  });
});

describe('checkout after the registration deadline', () => {
  let world: PaymentWorld;
  let api: PaymentsApi;
  beforeAll(async () => ({ world, api } = await openPaymentWorld()));
  afterAll(async () => world.close());

  it('refuses to start a paid seat once registration is closed, and writes no payment', async () => {
    const db = world.app.database.db;
    await db
      .update(cohorts)
      .set({ registrationDeadline: 'custom', customEnrollmentDeadline: new Date(Date.now() - 60_000) })
      .where(eq(cohorts.id, world.cohortId));
    const learner = await world.learner('tardif');
    const started = await api.initialize(
      initializeBody({ courseId: world.sessionCourseId, cohortId: world.cohortId, amount: 30_000 }),
      learner,
    );
    expect(started.statusCode).toBe(409);
    expect(started.json()).toMatchObject({
      code: 'COHORT_CLOSED',
      error: 'Les inscriptions à cette session sont closes.',
    });
    expect(await db.select().from(payments).where(eq(payments.userId, learner.userId))).toHaveLength(0);
  });
});
