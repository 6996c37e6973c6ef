import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollments } from '../../db/schema/index.ts';
import type { SignedIn } from '../../test/test-app.ts';
import {
  installmentLearner,
  openPaymentWorld,
  type PaymentsApi,
  type PaymentWorld,
  payThroughSandbox,
  scheduleOf,
} from '../payments/payment-fixtures.ts';
import { dispatchNotifications } from './dispatch-notifications.ts';
import { emailsOf, notificationsDeps, notificationsOf, plain } from './notification-fixtures.ts';
import { scanInstallmentNotices } from './scan-installment-notices.ts';

const DAY_MS = 24 * 3600 * 1000;

// Installment emails (issue 10, docs/decisions/049): a reminder a few days before the due date, a
// notice once it is overdue, another once access is suspended — each once per installment, however
// many scans run at the same time.
describe('installment reminder, overdue and suspension emails', () => {
  let world: PaymentWorld;
  let api: PaymentsApi;
  beforeAll(async () => ({ world, api } = await openPaymentWorld()));
  afterAll(async () => world.close());

  const deps = (reminderDays = 3) => notificationsDeps(world.app, { reminderDays });
  /** Two scans at once (two server processes), then the sender, all at `now`. */
  async function tick(now: Date, reminderDays = 3) {
    const scans = await Promise.all([
      scanInstallmentNotices(deps(reminderDays), { now }),
      scanInstallmentNotices(deps(reminderDays), { now }),
    ]);
    const sent = await dispatchNotifications(deps(reminderDays), { now });
    return { queued: scans[0].queued + scans[1].queued, ...sent };
  }
  const pay = (learner: SignedIn, amount: number) =>
    payThroughSandbox(world, learner, { amount, paymentPlan: { type: 'installments' } });
  /** A learner who paid the first of three installments; the second is due in 30 days, grace 7. */
  async function dueLearner(label: string) {
    const learner = await installmentLearner(world, label);
    const [second] = await scheduleOf(world.app, learner);
    return { learner, second: second! };
  }
  const at = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);
  const kindsOf = async (learner: SignedIn) =>
    (await emailsOf(world.app, learner.userId))
      .map((email) => email.kind)
      .filter((kind) => kind !== 'payment-receipt');

  it('reminds 3 days ahead, then overdue, then suspended: once each across concurrent scans', async () => {
    const { learner, second } = await dueLearner('echeance-etapes');
    const due = second.dueDate;
    expect((await tick(at(due, -3.5))).queued).toBe(0);
    expect(await kindsOf(learner)).toEqual([]);

    const reminder = await tick(at(due, -2.9));
    expect(reminder.queued).toBe(1);
    await tick(at(due, -2));
    expect(await kindsOf(learner)).toEqual(['installment-reminder']);

    await tick(at(due, 0.5));
    await tick(at(due, 6));
    expect(await kindsOf(learner)).toEqual(['installment-reminder', 'installment-overdue']);

    await tick(at(due, 7.5));
    await tick(at(due, 20)); // the third installment (due 30 days later) is not in its window yet
    expect(await kindsOf(learner)).toEqual([
      'installment-reminder',
      'installment-overdue',
      'access-suspended',
    ]);
    const states = (await notificationsOf(world.app, learner.userId)).map((n) => [
      n.kind,
      n.status,
      n.sentCount,
    ]);
    expect(states).toEqual([
      ['payment-receipt', 'sent', 1],
      ['installment-reminder', 'sent', 1],
      ['installment-overdue', 'sent', 1],
      ['access-suspended', 'sent', 1],
    ]);
  });

  it('says amount, date, grace end and the checkout link', async () => {
    const { learner, second } = await dueLearner('echeance-contenu');
    const due = second.dueDate;
    await tick(at(due, -1));
    await tick(at(due, 1));
    await tick(at(due, 8));
    const [, reminder, overdue, suspended] = await emailsOf(world.app, learner.userId);
    const day = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Africa/Dakar' });
    const checkout = `http://localhost:3000/marketplace/${world.paidCourseId}/payment?planType=installments`;
    expect(plain(reminder!.subject)).toBe(`Rappel : échéance de 15 000 F CFA le ${day.format(due)}`);
    expect(plain(reminder!.text)).toContain(
      `Le versement 2 sur 3 de votre formation « Comptabilité pour PME », soit 15 000 F CFA, est à régler au plus tard le ${day.format(due)}.`,
    );
    expect(overdue!.subject).toBe('Échéance en retard — Comptabilité pour PME');
    expect(overdue!.text).toContain(`Votre accès reste ouvert jusqu'au ${day.format(second.graceUntil)}`);
    expect(suspended!.subject).toBe('Accès suspendu — Comptabilité pour PME');
    for (const email of [reminder!, overdue!, suspended!]) {
      expect(email.text).toContain(`Régler mon échéance : ${checkout}`);
      expect(email.html).toContain(`href="${checkout}"`);
    }
  });

  it('a stage the scans missed is not sent late: a scan past the grace sends only the suspension', async () => {
    const { learner, second } = await dueLearner('echeance-tardive');
    await tick(at(second.dueDate, 9));
    expect(await kindsOf(learner)).toEqual(['access-suspended']);
  });

  it('a reminder queued but paid before it left is not sent; paid installments and cancelled enrolments get nothing', async () => {
    const { learner, second } = await dueLearner('echeance-payee');
    const now = at(second.dueDate, -1);
    expect((await scanInstallmentNotices(deps(), { now })).queued).toBe(1);
    await pay(learner, 15_000);
    const sent = await dispatchNotifications(deps(), { now });
    expect(await kindsOf(learner)).toEqual([]);
    expect(sent.skipped).toBeGreaterThanOrEqual(1);
    const cancelled = await dueLearner('echeance-annulee');
    await world.app.database.db
      .update(enrollments)
      .set({ status: 'cancelled' })
      .where(
        and(eq(enrollments.userId, cancelled.learner.userId), eq(enrollments.courseId, world.paidCourseId)),
      );
    await tick(at(cancelled.second.dueDate, 1));
    expect(await kindsOf(cancelled.learner)).toEqual([]);
  });

  it('the reminder lead time is configurable (INSTALLMENT_REMINDER_DAYS)', async () => {
    const { learner, second } = await dueLearner('echeance-delai');
    await tick(at(second.dueDate, -4), 3);
    expect(await kindsOf(learner)).toEqual([]);
    await tick(at(second.dueDate, -4), 5);
    expect(await kindsOf(learner)).toEqual(['installment-reminder']);
  });
});
