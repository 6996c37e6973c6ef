import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cohorts, courses, enrollments, payments } from '../../db/schema/index.ts';
import { registerErrorHandler } from '../../plugins/error-handler.ts';
import { createUser } from '../../test/test-app.ts';
import type { PaymentGateway } from './gateways/gateway.ts';
import { createGatewayRegistry } from './gateways/registry.ts';
import {
  initializeBody,
  openPaymentWorld,
  type PaymentsApi,
  type PaymentWorld,
  payThroughSandbox,
} from './payment-fixtures.ts';
import { paymentWebhooksRoutes } from './payment-webhooks.routes.ts';

// What may be bought (cohorts of the course, open, not by invitation), and the PayTech IPN answer.
describe('checkout targets and gateway routes', () => {
  let world: PaymentWorld;
  let api: PaymentsApi;
  beforeAll(async () => ({ world, api } = await openPaymentWorld()));
  afterAll(async () => world.close());

  it('a cohort seat: the enrolment records the cohort', async () => {
    const learner = await world.learner('cohorte');
    const reference = await payThroughSandbox(world, learner, {
      courseId: world.sessionCourseId,
      cohortId: world.cohortId,
      amount: 30_000,
    });
    const [enrollment] = await world.app.database.db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.userId, learner.userId), eq(enrollments.courseId, world.sessionCourseId)));
    expect(enrollment).toMatchObject({ status: 'active', cohortId: world.cohortId });
    const status = (await api.status(reference, learner)).json().data;
    expect(status.checkoutPath).toBe(
      `/marketplace/${world.sessionCourseId}/${world.cohortId}/payment?planType=oneTime`,
    );
  });

  it('refuses a cohort of another course, a closed cohort and a course by invitation', async () => {
    const db = world.app.database.db;
    const learner = await world.learner('cible');
    const wrongCourse = await api.quote(
      { courseId: world.paidCourseId, cohortId: world.cohortId, planType: 'oneTime' },
      learner,
    );
    expect(wrongCourse.statusCode).toBe(400);
    expect(wrongCourse.json().error).toBe("Cette session n'appartient pas à cette formation.");
    const [draft] = await db
      .insert(cohorts)
      .values({
        organizationId: world.orgId,
        courseId: world.sessionCourseId,
        name: 'Brouillon',
        status: 'draft',
        startDate: new Date(),
      })
      .returning({ id: cohorts.id });
    const closed = await api.quote(
      { courseId: world.sessionCourseId, cohortId: draft!.id, planType: 'oneTime' },
      learner,
    );
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error).toBe("Cette session n'est pas ouverte aux inscriptions.");
    await db.update(courses).set({ accessType: 'invitation' }).where(eq(courses.id, world.paidCourseId));
    const invitation = await api.initialize(initializeBody({ courseId: world.paidCourseId }), learner);
    await db.update(courses).set({ accessType: 'paid' }).where(eq(courses.id, world.paidCourseId));
    expect(invitation.statusCode).toBe(409);
    expect(invitation.json().error).toBe('Cette formation est accessible sur invitation uniquement.');
  });

  it('answers PayTech "IPN OK" once its adapter verified the IPN, and 401 otherwise', async () => {
    const userId = await createUser(world.app, { email: 'paytech@example.sn', roles: ['student'] });
    const reference = `JNG-PT-${randomUUID()}`;
    await world.app.database.db.insert(payments).values({
      organizationId: world.orgId,
      userId,
      courseId: world.paidCourseId,
      planType: 'oneTime',
      amount: 40_000,
      reference,
      idempotencyKey: randomUUID(),
      gateway: 'paytech',
      gatewayToken: 'pt-1',
    });
    // A stand-in for the PayTech adapter: "verified" when the form carries the right marker; its
    // status endpoint knows the sale once it is paid.
    let isPaid = false;
    const paytech: PaymentGateway = {
      id: 'paytech',
      createCheckout: async () => ({ ok: false, message: 'inutile' }),
      confirm: async ({ reference: asked, gatewayToken }) =>
        isPaid && gatewayToken === 'pt-1'
          ? { reference: asked, status: 'completed', amount: 40_000, currency: 'XOF', gatewayToken }
          : null,
      verifyNotification: async ({ body }) => {
        const fields = body as Record<string, string>;
        if (fields.signature !== 'valide') return { ok: false, reason: 'bad signature' };
        return {
          ok: true,
          outcome: {
            reference: fields.ref_command!,
            status: fields.type_event === 'sale_complete' ? 'completed' : 'cancelled',
            amount: Number(fields.item_price),
            currency: 'XOF',
            gatewayToken: fields.token ?? null,
          },
        };
      },
    };
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    await app.register(paymentWebhooksRoutes, {
      deps: {
        db: world.app.database.db,
        gateways: createGatewayRegistry({ paytech }),
        appUrl: 'http://localhost:3000',
        installmentGraceDays: 7,
      },
    });
    const post = (signature: string) =>
      app.inject({
        method: 'POST',
        url: '/api/payments/webhooks/paytech',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `type_event=sale_complete&ref_command=${reference}&item_price=40000&token=pt-1&signature=${signature}`,
      });
    expect((await post('fausse')).statusCode).toBe(401);
    // Signed but not confirmed by the status endpoint: still pending, and PayTech is asked to retry.
    expect((await post('valide')).statusCode).toBe(503);
    isPaid = true;
    const accepted = await post('valide');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.body).toBe('IPN OK');
    const [row] = await world.app.database.db
      .select()
      .from(payments)
      .where(eq(payments.reference, reference));
    expect(row).toMatchObject({ status: 'completed', gatewayToken: 'pt-1' });
    await app.close();
  });
});
