import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../plugins/mail.ts';
import { createPaymentWorld, type PaymentWorld, payThroughSandbox } from '../payments/payment-fixtures.ts';
import { dispatchNotifications } from './dispatch-notifications.ts';
import { emailsOf, notificationsDeps, notificationsOf } from './notification-fixtures.ts';

// Over SMTP (SMTP_URL), a learner's email leaves with its HTML and text parts; when the SMTP server
// refuses it, nothing is recorded as sent and it is tried again later, once.
describe('learner emails over SMTP', () => {
  const received: string[] = [];
  let isRefusing = true;
  let smtp: SMTPServer;
  let world: PaymentWorld;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => {
          raw += chunk.toString('utf8');
        });
        stream.on('end', () => {
          if (isRefusing)
            return callback(Object.assign(new Error('Boîte pleine, réessayez'), { responseCode: 451 }));
          received.push(raw);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    world = await createPaymentWorld();
  });
  afterAll(async () => {
    await world.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('a refused delivery is retried later; then one message with an HTML and a text part', async () => {
    const { port } = smtp.server.address() as AddressInfo;
    const mailer = createMailer(world.app.database.db, {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Jàng <test@jang.sn>',
    });
    const deps = notificationsDeps(world.app, { mailer });
    const learner = await world.learner('smtp');
    // Pays, and the payment.completed event is delivered: the receipt is queued (decision 120).
    await payThroughSandbox(world, learner, { amount: 40_000 });

    const now = new Date();
    expect(await dispatchNotifications(deps, { now })).toEqual({ sent: 0, skipped: 0, failed: 1 });
    expect(await emailsOf(world.app, learner.userId)).toEqual([]);
    const [waiting] = await notificationsOf(world.app, learner.userId);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, sentCount: 0 });
    expect(waiting!.lastError).toContain('Boîte pleine');
    expect(waiting!.nextAttemptAt.getTime()).toBeGreaterThan(now.getTime());
    // Not before its time.
    expect(await dispatchNotifications(deps, { now })).toEqual({ sent: 0, skipped: 0, failed: 0 });

    isRefusing = false;
    const later = new Date(now.getTime() + 5 * 60_000);
    expect((await dispatchNotifications(deps, { now: later })).sent).toBe(1);
    expect((await dispatchNotifications(deps, { now: later })).sent).toBe(0);
    expect(received).toHaveLength(1);
    const message = received[0]!.replace(/=\r?\n/g, '');
    expect(message).toMatch(/^To: smtp-\d+@example\.sn/m);
    expect(message).toContain('multipart/alternative');
    expect(message).toContain('text/plain');
    expect(message).toContain('text/html');
    const [email] = await emailsOf(world.app, learner.userId);
    expect(email!.deliveredAt).toBeInstanceOf(Date);
  });
});
