import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { cohorts, courses, instructors, payments, promoCodes } from '../../db/schema/index.ts';
import {
  bearer,
  createTestApp,
  createUser,
  organizationId,
  type SignedIn,
  signIn,
  type TestApp,
} from '../../test/test-app.ts';
import { createSandboxGateway } from './gateways/sandbox.ts';

// Test support for the payments API: a small world built straight in the database (faster than the
// demo seed), one helper per call, and the sandbox's signed notifications.

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
  const [instructor] = await db
    .insert(instructors)
    .values({ organizationId: orgId, name: 'Awa Diop', status: 'active', commissionRate: 60 })
    .returning({ id: instructors.id });
  const instructorId = instructor!.id;
  const course = async (values: Partial<typeof courses.$inferInsert> & { slug: string }, org = orgId) => {
    const [row] = await db
      .insert(courses)
      .values({ organizationId: org, instructorId, title: values.slug, status: 'published', ...values })
      .returning({ id: courses.id });
    return row!.id;
  };
  const paidCourseId = await course({
    slug: 'comptabilite',
    title: 'Comptabilité pour PME',
    pricingModes: { ...ALL_OFF, one_time: true, installments: true },
    oneTimePrice: 50_000,
    oneTimeDiscount: 20,
    installments: [
      { amount: 20_000, days: 0 },
      { amount: 15_000, days: 30 },
      { amount: 15_000, days: 60 },
    ],
    accessDurationDays: 365,
  });
  const freeCourseId = await course({ slug: 'gratuit', title: 'Découvrir Excel', accessType: 'free' });
  const sessionCourseId = await course({
    slug: 'bootcamp',
    title: 'Bootcamp JavaScript',
    format: 'session',
    pricingModes: { ...ALL_OFF, one_time: true },
    oneTimePrice: 30_000,
  });
  const [cohort] = await db
    .insert(cohorts)
    .values({
      organizationId: orgId,
      courseId: sessionCourseId,
      name: 'Session de janvier',
      status: 'active',
      startDate: new Date(Date.now() + 10 * DAY_MS),
      endDate: new Date(Date.now() + 70 * DAY_MS),
      maxParticipants: 5,
    })
    .returning({ id: cohorts.id });
  const [otherInstructor] = await db
    .insert(instructors)
    .values({ organizationId: otherOrgId, name: 'Autre', status: 'active' })
    .returning({ id: instructors.id });
  const otherOrgCourseId = await course(
    { slug: 'autre', instructorId: otherInstructor!.id, oneTimePrice: 10_000 },
    otherOrgId,
  );

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
    learner: async (label, organization = 'jang') => {
      const email = `${label}-${++learners}@example.sn`;
      await createUser(app, { email, roles: ['student'], organization });
      return signIn(app, email);
    },
    promo: async (values) => {
      const [row] = await db
        .insert(promoCodes)
        .values({ organizationId: orgId, validFrom: new Date(Date.now() - DAY_MS), ...values })
        .returning({ id: promoCodes.id });
      return row!.id;
    },
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

/** One helper per payments call. */
/** The payment world and its API client, as a test file opens them in its beforeAll. */
export async function openPaymentWorld(env: Record<string, string> = {}) {
  const world = await createPaymentWorld(env);
  return { world, api: paymentsApi(world.app) };
}

export type PaymentsApi = ReturnType<typeof paymentsApi>;

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

export async function paymentsOf(app: TestApp, userId: string) {
  return app.database.db.select().from(payments).where(eq(payments.userId, userId));
}
