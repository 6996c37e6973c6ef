import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCourseDetails } from '#shared/learning/course-details.contract.ts';
import { courses, lessonProgress, lessons, paymentSchedules, sections } from '../../db/schema/index.ts';
import { bearer, type SignedIn } from '../../test/test-app.ts';
import {
  installmentLearner,
  openPaymentWorld,
  type PaymentsApi,
  type PaymentWorld,
  payThroughSandbox,
  scheduleOf,
} from '../payments/payment-fixtures.ts';

const DAY_MS = 24 * 3600 * 1000;

// The course page's payment standing (issue 5): what is due next, whether it is overdue, and when
// access is suspended for non-payment — still readable then, while content and progress refuse.
describe('payment standing on the enrolled course page', () => {
  let world: PaymentWorld;
  let api: PaymentsApi;
  beforeAll(async () => ({ world, api } = await openPaymentWorld()));
  afterAll(async () => world.close());

  const details = (learner: SignedIn, courseId = world.paidCourseId) =>
    world.app.inject({ url: `/api/v1/student/courses/${courseId}/details`, headers: bearer(learner) });
  const standingOf = async (learner: SignedIn) => {
    const response = await details(learner);
    expect(response.statusCode).toBe(200);
    return (response.json().data as TCourseDetails).paymentStanding;
  };
  const contentAccess = (learner: SignedIn) =>
    world.app.inject({
      url: `/api/progress/beacon-token?courseId=${world.paidCourseId}`,
      headers: bearer(learner),
    });

  /** Pays `amount` of the course through the sandbox's signed notification. */
  const pay = (learner: SignedIn, amount: number, planType: string) =>
    payThroughSandbox(world, learner, { amount, paymentPlan: { type: planType } });
  /** Moves the first unpaid installment `days` from now (negative: past), grace 7 days after. */
  async function moveFirstDue(learner: SignedIn, days: number) {
    const [first] = await scheduleOf(world.app, learner);
    const dueDate = new Date(Date.now() + days * DAY_MS);
    await world.app.database.db
      .update(paymentSchedules)
      .set({ dueDate, graceUntil: new Date(dueDate.getTime() + 7 * DAY_MS) })
      .where(eq(paymentSchedules.id, first!.id));
    return dueDate;
  }

  it('on time: the next installment, its date, what is left and the checkout to pay it', async () => {
    const learner = await installmentLearner(world, 'a-l-heure');
    const schedule = await scheduleOf(world.app, learner);
    expect(await standingOf(learner)).toEqual({
      currency: 'XOF',
      nextAmount: 15_000,
      nextDueDate: schedule[0]!.dueDate.toISOString(),
      graceUntil: schedule[0]!.graceUntil.toISOString(),
      remainingAmount: 30_000,
      installmentsLeft: 2,
      isOverdue: false,
      isSuspended: false,
      checkoutPath: `/marketplace/${world.paidCourseId}/payment?planType=installments`,
    });
    expect((await contentAccess(learner)).statusCode).toBe(200);
  });

  it('due soon (in two days): still on time', async () => {
    const learner = await installmentLearner(world, 'bientot');
    const dueDate = await moveFirstDue(learner, 2);
    expect(await standingOf(learner)).toMatchObject({
      nextDueDate: dueDate.toISOString(),
      isOverdue: false,
      isSuspended: false,
    });
  });

  it('overdue within the grace period: overdue, access continues until the grace end', async () => {
    const learner = await installmentLearner(world, 'en-retard');
    const dueDate = await moveFirstDue(learner, -3);
    expect(await standingOf(learner)).toMatchObject({
      nextDueDate: dueDate.toISOString(),
      graceUntil: new Date(dueDate.getTime() + 7 * DAY_MS).toISOString(),
      isOverdue: true,
      isSuspended: false,
    });
    expect((await contentAccess(learner)).statusCode).toBe(200);
  });

  it('suspended past the grace period: saving progress is refused as the content is, with the same words, and writes nothing', async () => {
    const db = world.app.database.db;
    const [course] = await db.select().from(courses).where(eq(courses.id, world.paidCourseId));
    const organizationId = course!.organizationId;
    const [section] = await db
      .insert(sections)
      .values({ organizationId, courseId: world.paidCourseId, title: 'Module suspendu', position: 9 })
      .returning({ id: sections.id });
    const [lesson] = await db
      .insert(lessons)
      .values({
        organizationId,
        sectionId: section!.id,
        position: 1,
        title: 'Le bilan',
        type: 'article',
        durationMinutes: 1,
        content: { text: '<p>Le bilan.</p>' },
      })
      .returning({ id: lessons.id });
    const learner = await installmentLearner(world, 'suspendu-progression');
    await moveFirstDue(learner, -8);
    const content = await world.app.inject({
      url: `/api/v1/student/courses/${world.paidCourseId}/lessons/${lesson!.id}`,
      headers: bearer(learner),
    });
    const saved = await world.app.inject({
      method: 'POST',
      url: '/api/progress/save',
      headers: bearer(learner),
      payload: {
        lessonId: lesson!.id,
        courseId: world.paidCourseId,
        currentTime: 0,
        duration: 0,
        percentage: 100,
        watchedDuration: 60,
        isCompleted: true,
      },
    });
    expect(content.statusCode).toBe(403);
    expect(saved.statusCode).toBe(403);
    expect(saved.json().error).toBe(content.json().error);
    expect(saved.json().error).toMatch(/^Votre accès est suspendu : l'échéance de 15\s000\sF\sCFA/);
    expect(
      await db.select().from(lessonProgress).where(eq(lessonProgress.userId, learner.userId)),
    ).toHaveLength(0);
  });

  it('suspended past the grace period: the page still answers and says so; content refuses; paying restores it', async () => {
    const learner = await installmentLearner(world, 'suspendu');
    await moveFirstDue(learner, -8);
    expect(await standingOf(learner)).toMatchObject({
      nextAmount: 15_000,
      remainingAmount: 30_000,
      isOverdue: true,
      isSuspended: true,
    });
    expect((await contentAccess(learner)).statusCode).toBe(403);

    await pay(learner, 15_000, 'installments');
    expect((await contentAccess(learner)).statusCode).toBe(200);
    expect(await standingOf(learner)).toMatchObject({
      nextAmount: 15_000,
      remainingAmount: 15_000,
      installmentsLeft: 1,
      isOverdue: false,
      isSuspended: false,
    });
  });

  it('fully paid: nothing owed, null', async () => {
    const learner = await installmentLearner(world, 'solde');
    await pay(learner, 15_000, 'installments');
    await pay(learner, 15_000, 'installments');
    expect(await standingOf(learner)).toBeNull();
  });

  it('one-time purchase: no schedule, null', async () => {
    const learner = await world.learner('comptant');
    await pay(learner, 40_000, 'oneTime');
    expect(await standingOf(learner)).toBeNull();
  });

  it('another learner, another organisation or an anonymous caller cannot read it', async () => {
    await installmentLearner(world, 'proprietaire');
    const stranger = await world.learner('curieux');
    const notEnrolled = await details(stranger);
    expect(notEnrolled.statusCode).toBe(403);
    expect(notEnrolled.json().data).toBeUndefined();
    const outsider = await world.learner('ailleurs', 'autre');
    expect((await details(outsider)).statusCode).toBe(404);
    const anonymous = await world.app.inject({
      url: `/api/v1/student/courses/${world.paidCourseId}/details`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
