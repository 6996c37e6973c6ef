import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentSchedules } from '../../db/schema/index.ts';
import type { SignedIn } from '../../test/test-app.ts';
import {
  freeEnrolmentBody,
  initializeBody,
  openPaymentWorld,
  type PaymentsApi,
  type PaymentWorld,
  paymentsOf,
} from '../payments/payment-fixtures.ts';
import { dispatchNotifications } from './dispatch-notifications.ts';
import { emailsOf, notificationsDeps, notificationsOf, plain } from './notification-fixtures.ts';

// The receipt (issue 10): one email per completed payment, however many times the gateway says so,
// with what was bought, the amount in F CFA, the reference, the date and what is due next.
describe('payment receipt email', () => {
  let world: PaymentWorld;
  let api: PaymentsApi;
  beforeAll(async () => ({ world, api } = await openPaymentWorld()));
  afterAll(async () => world.close());

  // The receipt is queued on delivery of payment.completed (decision 120), then sent.
  const dispatch = async () => {
    await world.app.events.dispatch();
    return dispatchNotifications(notificationsDeps(world.app));
  };

  async function start(learner: SignedIn, amount: number, planType: string) {
    const started = await api.initialize(
      initializeBody({ courseId: world.paidCourseId, amount, paymentPlan: { type: planType } }),
      learner,
    );
    expect(started.statusCode).toBe(200);
    return started.json().data.reference as string;
  }
  const completed = (reference: string, amount: number) =>
    api.webhook('sandbox', world.signedNotification({ reference, status: 'completed', amount }));

  it('is sent once when the same "completed" arrives twice at once, then again, and two senders run', async () => {
    const learner = await world.learner('recu-double');
    const reference = await start(learner, 20_000, 'installments');
    const answers = await Promise.all([completed(reference, 20_000), completed(reference, 20_000)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect((await completed(reference, 20_000)).statusCode).toBe(200);
    expect(await emailsOf(world.app, learner.userId)).toEqual([]); // written by the sender, not the webhook

    const runs = await Promise.all([dispatch(), dispatch()]);
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(1);
    expect((await dispatch()).sent).toBe(0);
    const emails = await emailsOf(world.app, learner.userId, 'payment-receipt');
    expect(emails).toHaveLength(1);
    expect(emails[0]!.to).toMatch(/^recu-double-\d+@example\.sn$/);
    const [notification] = await notificationsOf(world.app, learner.userId);
    expect(notification).toMatchObject({ kind: 'payment-receipt', status: 'sent', sentCount: 1 });
  });

  it('says course, plan, amount, reference, date and the next installment; HTML and text alike', async () => {
    const learner = await world.learner('recu-contenu');
    const reference = await start(learner, 20_000, 'installments');
    await completed(reference, 20_000);
    await dispatch();
    const [email] = await emailsOf(world.app, learner.userId, 'payment-receipt');
    const [payment] = await paymentsOf(world.app, learner.userId);
    const [second] = await world.app.database.db
      .select()
      .from(paymentSchedules)
      .where(eq(paymentSchedules.userId, learner.userId))
      .orderBy(paymentSchedules.sequence);
    const day = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Africa/Dakar' });
    expect(email!.subject).toBe('Reçu de paiement — Comptabilité pour PME');
    for (const part of [plain(email!.text), plain(email!.html)]) {
      expect(part).toContain('Paiement en plusieurs fois');
      expect(part).toContain('1 sur 3');
      expect(part).toContain('20 000 F CFA');
      expect(part).toContain(reference);
      expect(part).toContain(day.format(payment!.completedAt!));
      expect(part).toContain(
        `Prochaine échéance : 15 000 F CFA à régler au plus tard le ${day.format(second!.dueDate)}.`,
      );
      expect(part).toContain('Reste à payer après ce versement : 30 000 F CFA.');
      expect(part).toContain(`http://localhost:3000/dashboard/courses/${world.paidCourseId}`);
    }
  });

  it('the next installment paid: its own receipt (2 sur 3), the last one says all is paid', async () => {
    const learner = await world.learner('recu-echeances');
    await completed(await start(learner, 20_000, 'installments'), 20_000);
    await completed(await start(learner, 15_000, 'installments'), 15_000);
    await dispatch();
    const afterSecond = await emailsOf(world.app, learner.userId, 'payment-receipt');
    expect(afterSecond).toHaveLength(2);
    expect(plain(afterSecond[1]!.text)).toContain('Versement : 2 sur 3');
    expect(plain(afterSecond[1]!.text)).toContain('Montant payé : 15 000 F CFA');
    expect(plain(afterSecond[1]!.text)).toContain('Reste à payer après ce versement : 15 000 F CFA.');
    await completed(await start(learner, 15_000, 'installments'), 15_000);
    await dispatch();
    const last = (await emailsOf(world.app, learner.userId, 'payment-receipt'))[2]!;
    expect(plain(last.text)).toContain('Versement : 3 sur 3');
    expect(last.text).toContain('Votre formation est entièrement réglée.');
    expect(last.text).not.toContain('Prochaine échéance');
  });

  it('a one-time payment has no schedule lines; a free enrolment, a failure or a replayed failure send nothing', async () => {
    const buyer = await world.learner('recu-unique');
    await completed(await start(buyer, 40_000, 'oneTime'), 40_000);
    const free = await world.learner('recu-gratuit');
    const enrolled = await api.initialize(freeEnrolmentBody(world.freeCourseId), free);
    expect(enrolled.statusCode).toBe(200);
    const unlucky = await world.learner('recu-echec');
    const failed = await start(unlucky, 40_000, 'oneTime');
    await api.webhook(
      'sandbox',
      world.signedNotification({ reference: failed, status: 'failed', amount: 40_000 }),
    );
    await dispatch();
    const [email, ...others] = await emailsOf(world.app, buyer.userId);
    expect(others).toEqual([]);
    expect(plain(email!.text)).toContain('Formule : Paiement unique');
    expect(plain(email!.text)).toContain('Montant payé : 40 000 F CFA');
    expect(email!.text).not.toMatch(/Versement|Prochaine échéance|entièrement réglée/);
    expect(await emailsOf(world.app, free.userId)).toEqual([]);
    expect(await emailsOf(world.app, unlucky.userId)).toEqual([]);
    expect(await notificationsOf(world.app, unlucky.userId)).toEqual([]);
  });
});
