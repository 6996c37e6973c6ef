import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentSchedules } from '../../db/schema/index.ts';
import { createPaymentWorld, type PaymentWorld, payThroughSandbox } from '../payments/payment-fixtures.ts';
import { notificationsOf } from './notification-fixtures.ts';
import { INSTALLMENT_SCAN_JOB } from './start-notifications.ts';

const DAY_MS = 24 * 3600 * 1000;

// The app's own wiring: with jobs on (JOBS_ENABLED), the installment scan is a recurring job of the
// queue every NOTIFICATION_SCAN_INTERVAL_SECONDS, which queues a reminder nobody asked for by hand.
describe('the installment scan as the server’s recurring job', () => {
  let world: PaymentWorld;

  beforeAll(async () => {
    world = await createPaymentWorld({
      JOBS_ENABLED: 'true',
      JOBS_POLLING_INTERVAL_SECONDS: '0.5',
      NOTIFICATION_SCAN_INTERVAL_SECONDS: '1',
    });
  });
  afterAll(async () => {
    if (!world) return;
    await world.app.jobs.stop();
    // On PostgreSQL the queue outlives this file: its next planted run must not run in another one.
    await world.app.database.sql('delete from pgboss.job where name = $1', [INSTALLMENT_SCAN_JOB]);
    await world.close();
  });

  it('queues the reminder of an installment due in two days, by itself', async () => {
    const learner = await world.learner('scan-job');
    await payThroughSandbox(world, learner, { amount: 20_000, paymentPlan: { type: 'installments' } });
    const [second] = await world.app.database.db
      .select()
      .from(paymentSchedules)
      .where(eq(paymentSchedules.userId, learner.userId))
      .orderBy(asc(paymentSchedules.sequence));
    await world.app.database.db
      .update(paymentSchedules)
      .set({ dueDate: new Date(Date.now() + 2 * DAY_MS) })
      .where(eq(paymentSchedules.id, second!.id));
    const kinds = async () => (await notificationsOf(world.app, learner.userId)).map((row) => row.kind);
    await expect.poll(kinds, { timeout: 30_000, interval: 250 }).toContain('installment-reminder');
    expect((await kinds()).filter((kind) => kind === 'installment-reminder')).toHaveLength(1);
  });
});
