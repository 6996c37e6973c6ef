import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { paymentSchedules, payments, type promoCodes } from '../../db/schema/index.ts';
import {
  newCohort,
  newCourse,
  newInstructor,
  newPromoCode,
  newSignedInUser,
} from '../../test/factories/index.ts';
import { bearer, createTestApp, organizationId, type SignedIn, type TestApp } from '../../test/test-app.ts';
import { createSandboxGateway } from './gateways/sandbox.ts';

// Test support for the payments API: a small world built by the factories (faster than the demo
// seed), one helper per call, and the sandbox's signed notifications.

const TEST_AUTH_SECRET = 'test-secret-test-secret-test-secret-0123';
const DAY_MS = 24 * 3600 * 1000;
const ALL_OFF = { one_time: false, installments: false, subscription: false, registration_monthly: false };

export type PaymentWorld = {
  app: TestApp;
  orgId: string;
  otherOrgId: string;
  instructorId: string;
  /** One-time 50 000 at −20 % (40 000), or 3 installments 20 000 + 15 000 + 15 000; 365 days of access. */
  paidCourseId: string;
  freeCourseId: string;
  /** Session format; its cohort has 5 seats and uses the course price (one-time 30 000). */
  sessionCourseId: string;
  cohortId: string;
  otherOrgCourseId: string;
  /** A new signed-in student of the demo organisation (or of `organization`). */
  learner: (label: string, organization?: string) => Promise<SignedIn>;
  /** A promo code of the demo organisation. */
  promo: (values: Partial<typeof promoCodes.$inferInsert> & { code: string }) => Promise<string>;
  /** The sandbox's signed notification, as the sandbox page sends it. */
  signedNotification: (body: {
    reference: string;
    status: 'completed' | 'failed' | 'cancelled';
    amount: number;
    currency?: string;
  }) => { headers: Record<string, string>; payload: string };
  close: () => Promise<void>;
};

export async function createPaymentWorld(env: Record<string, string> = {}): Promise<PaymentWorld> {
  const app = await createTestApp(env);
  const db = app.database.db;
  const orgId = await organizationId(app, 'jang');
  const otherOrgId = await organizationId(app, 'autre');
  const instructor = await newInstructor(db, { organizationId: orgId, name: 'Awa Diop', commissionRate: 60 });
  const instructorId = instructor.id;
  // Courses without lessons: the payments rules read only the course's prices and format.
  const course = async (options: Parameters<typeof newCourse>[1]) =>
    (await newCourse(db, { instructorId, sections: [], ...options })).id;
  const paidCourseId = await course({
    organizationId: orgId,
    slug: 'comptabilite',
    title: 'Comptabilité pour PME',
    pricing: { oneTime: 50_000, discount: 20 },
    pricingModes: { ...ALL_OFF, one_time: true, installments: true },
    installments: [
      { amount: 20_000, days: 0 },
      { amount: 15_000, days: 30 },
      { amount: 15_000, days: 60 },
    ],
    accessDurationDays: 365,
  });
  const freeCourseId = await course({ organizationId: orgId, slug: 'gratuit', title: 'Découvrir Excel' });
  const sessionCourseId = await course({
    organizationId: orgId,
    slug: 'bootcamp',
    title: 'Bootcamp JavaScript',
    format: 'session',
    pricing: { oneTime: 30_000 },
  });
  const cohort = await newCohort(db, {
    courseId: sessionCourseId,
    name: 'Session de janvier',
    startDate: new Date(Date.now() + 10 * DAY_MS),
    endDate: new Date(Date.now() + 70 * DAY_MS),
    maxParticipants: 5,
  });
  const otherInstructor = await newInstructor(db, { organizationId: otherOrgId, name: 'Autre' });
  // Priced, but with no payment mode on: what a course of another organisation is to this one.
  const otherOrgCourseId = await course({
    organizationId: otherOrgId,
    slug: 'autre',
    title: 'autre',
    instructorId: otherInstructor.id,
    accessType: 'paid',
    oneTimePrice: 10_000,
  });

  const sandbox = createSandboxGateway({ secret: `sandbox:${env.AUTH_SECRET ?? TEST_AUTH_SECRET}` });
  let learners = 0;
  return {
    app,
    orgId,
    otherOrgId,
    instructorId,
    paidCourseId,
    freeCourseId,
    sessionCourseId,
    cohortId: cohort!.id,
    otherOrgCourseId,
    learner: async (label, organization = 'jang') =>
      newSignedInUser(app, {
        organizationId: organization === 'jang' ? orgId : await organizationId(app, organization),
        email: `${label}-${++learners}@example.sn`,
        name: 'Test',
      }),
    promo: async (values) => (await newPromoCode(db, { organizationId: orgId, ...values })).id,
    signedNotification: (body) => {
      const notification = sandbox.notificationFor({
        ...body,
        currency: body.currency ?? 'XOF',
        token: `sandbox-${body.reference}`,
      });
      return {
        headers: notification.headers as Record<string, string>,
        payload: JSON.stringify(notification.body),
      };
    },
    close: () => app.close(),
  };
}

/** The payment world and its API client, as a test file opens them in its beforeAll. */
export async function openPaymentWorld(env: Record<string, string> = {}) {
  const world = await createPaymentWorld(env);
  return { world, api: paymentsApi(world.app) };
}

export type PaymentsApi = ReturnType<typeof paymentsApi>;

/** One helper per payments call. */
export function paymentsApi(app: TestApp) {
  return {
    quote: (body: Record<string, unknown>, session?: SignedIn) =>
      app.inject({
        method: 'POST',
        url: '/api/payments/quote',
        payload: body,
        headers: session ? bearer(session) : {},
      }),
    initialize: (body: Record<string, unknown>, session?: SignedIn) =>
      app.inject({
        method: 'POST',
        url: '/api/payments/initialize',
        payload: body,
        headers: session ? bearer(session) : {},
      }),
    status: (reference: string, session?: SignedIn) =>
      app.inject({
        method: 'GET',
        url: `/api/payments/check-status?ref=${encodeURIComponent(reference)}`,
        headers: session ? bearer(session) : {},
      }),
    webhook: (gateway: string, notification: { headers: Record<string, string>; payload: string }) =>
      app.inject({
        method: 'POST',
        url: `/api/payments/webhooks/${gateway}`,
        headers: notification.headers,
        payload: notification.payload,
      }),
  };
}

/** A body for initialize: Wave through PayDunya (served by the sandbox in tests). */
export function initializeBody(overrides: Record<string, unknown> = {}) {
  return {
    amount: 40_000,
    courseId: '',
    paymentPlan: { type: 'oneTime' },
    paymentDetails: { method: 'wave', phoneNumber: '+221 77 123 45 67' },
    gatewayId: 'paydunya',
    currency: 'XOF',
    idempotencyKey: randomUUID(),
    ...overrides,
  };
}

/** A body for initialize that enrols in a free course: nothing to pay, no gateway. */
export function freeEnrolmentBody(courseId: string) {
  return initializeBody({ courseId, amount: 0, gatewayId: undefined, paymentDetails: undefined });
}

/**
 * The learner pays through the sandbox: initialize (the paid course unless the body says otherwise),
 * then the sandbox's signed 'completed' notification for the body's amount; both answered 200. Then
 * the events it published are delivered, as the server's dispatch does within seconds (the receipt
 * reacts to payment.completed, decision 120).
 */
export async function payThroughSandbox(
  world: PaymentWorld,
  learner: SignedIn,
  body: Record<string, unknown> & { amount: number },
) {
  const api = paymentsApi(world.app);
  const started = await api.initialize(initializeBody({ courseId: world.paidCourseId, ...body }), learner);
  expect(started.statusCode).toBe(200);
  const reference = started.json().data.reference as string;
  const notification = world.signedNotification({ reference, status: 'completed', amount: body.amount });
  expect((await api.webhook('sandbox', notification)).statusCode).toBe(200);
  await world.app.events.dispatch();
  return reference;
}

/** A new learner who paid the first of the paid course's three installments (20 000; 15 000 twice to come). */
export async function installmentLearner(world: PaymentWorld, label: string) {
  const learner = await world.learner(label);
  await payThroughSandbox(world, learner, { amount: 20_000, paymentPlan: { type: 'installments' } });
  return learner;
}

/** The learner's installment schedule, in order. */
export function scheduleOf(app: TestApp, learner: SignedIn) {
  return app.database.db
    .select()
    .from(paymentSchedules)
    .where(eq(paymentSchedules.userId, learner.userId))
    .orderBy(asc(paymentSchedules.sequence));
}

export async function paymentsOf(app: TestApp, userId: string) {
  return app.database.db.select().from(payments).where(eq(payments.userId, userId));
}
