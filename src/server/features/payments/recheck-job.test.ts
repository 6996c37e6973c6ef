import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema/index.ts';
import { createPaymentWorld, type PaymentWorld } from './payment-fixtures.ts';
import { RECHECK_JOB } from './recheck-pending-payments.ts';

// The app's own wiring: with jobs on (JOBS_ENABLED), the server plants the re-check as a recurring
// job every PAYMENT_RECHECK_INTERVAL_SECONDS and runs it with its own gateways, nobody calling it.
describe('the pending-payments re-check as the server’s recurring job', () => {
  let world: PaymentWorld;

  beforeAll(async () => {
    world = await createPaymentWorld({
      JOBS_ENABLED: 'true',
      JOBS_POLLING_INTERVAL_SECONDS: '0.5',
      PAYMENT_RECHECK_INTERVAL_SECONDS: '1',
    });
  });
  afterAll(async () => {
    if (!world) return;
    await world.app.jobs.stop();
    // On PostgreSQL the queue outlives this file: its next planted run must not run in another one.
    await world.app.database.sql('delete from pgboss.job where name = $1', [RECHECK_JOB]);
    await world.close();
  });

  it('expires, by itself, a sandbox payment abandoned past its deadline', async () => {
    const learner = await world.learner('job-abandon');
    const longAgo = new Date(Date.now() - 25 * 3600_000);
    const reference = `JNG-JOB-${Date.now()}`;
    await world.app.database.db.insert(payments).values({
      organizationId: world.orgId,
      userId: learner.userId,
      courseId: world.paidCourseId,
      planType: 'oneTime',
      amount: 40_000,
      reference,
      idempotencyKey: `job-${reference}`,
      gateway: 'sandbox',
      createdAt: longAgo,
      updatedAt: longAgo,
    });
    await world.app.ready();
    const statusOf = async () => {
      const [row] = await world.app.database.db
        .select()
        .from(payments)
        .where(eq(payments.reference, reference));
      return row?.status;
    };
    await expect.poll(statusOf, { timeout: 30_000, interval: 250 }).toBe('expired');
  });
});
