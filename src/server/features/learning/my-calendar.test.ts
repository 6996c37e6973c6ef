import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TMyCalendar } from '#shared/learning/calendar.ts';
import {
  enrol,
  newCohort,
  newCohortPractical,
  newCohortSession,
  newCourse,
  newPayment,
  newPaymentSchedule,
  newSignedInUser,
  type SignedInUser,
} from '../../test/factories/index.ts';
import { bearer, createTestApp, organizationId, type TestApp } from '../../test/test-app.ts';

// 'Calendrier' (issue 17): a month of the learner's live sessions, practical deadlines and installments
// still due; another learner's never; a month that is not YYYY-MM refused.
describe('GET /api/v1/student/calendar', () => {
  let app: TestApp;
  let learner: SignedInUser;
  let outsider: SignedInUser;
  let cohortId: string;
  let courseId: string;

  beforeAll(async () => {
    app = await createTestApp();
    const db = app.database.db;
    const jang = await organizationId(app, 'jang');
    const course = await newCourse(db, {
      organizationId: jang,
      format: 'session',
      sections: [{ lessons: [{ type: 'exercise' }] }],
    });
    courseId = course.id;
    const cohort = await newCohort(db, {
      courseId,
      name: 'Session de mars',
      startDate: new Date('2031-03-02T00:00:00Z'),
    });
    cohortId = cohort.id;
    learner = await newSignedInUser(app, { organizationId: jang });
    outsider = await newSignedInUser(app, { organizationId: jang });
    await enrol(db, learner.id, courseId, { cohortId });
    await newCohortSession(db, cohortId, {
      title: 'Atelier budget',
      sessionDate: '2031-03-12',
      startTime: '18:00:00',
      endTime: '20:00:00',
    });
    await newCohortSession(db, cohortId, {
      title: 'Bilan',
      sessionDate: '2031-04-02',
      startTime: '18:00:00',
      endTime: '19:00:00',
    });
    await newCohortPractical(db, cohortId, course.lessons[0]!.exerciseId!, new Date('2031-03-20T23:59:00Z'));
    const payment = await newPayment(db, {
      userId: learner.id,
      courseId,
      status: 'completed',
      completedAt: new Date(),
      planType: 'installments',
      schedule: [
        { amount: 15_000, dueDate: '2031-03-25T00:00:00.000Z' },
        { amount: 15_000, dueDate: '2031-04-25T00:00:00.000Z' },
      ],
    });
    await newPaymentSchedule(db, payment);
  }, 60_000);
  afterAll(async () => app.close());

  const calendar = (user: SignedInUser | null, query = '') =>
    app.inject({ url: `/api/v1/student/calendar${query}`, headers: user ? bearer(user) : {} });

  it("gives the month's sessions, deadlines and installments in time order, each with its page", async () => {
    const response = await calendar(learner, '?month=2031-03');
    expect(response.statusCode).toBe(200);
    const { month, events } = response.json().data as TMyCalendar;
    expect(month).toBe('2031-03');
    expect(events.map((e) => [e.kind, e.title, e.startsAt])).toEqual([
      ['live-session', 'Atelier budget', '2031-03-12T18:00:00.000Z'],
      ['deadline', expect.any(String), '2031-03-20T23:59:00.000Z'],
      ['installment', 'Échéance n° 1', '2031-03-25T00:00:00.000Z'],
    ]);
    expect(events[0]).toMatchObject({
      context: 'Session de mars',
      endsAt: '2031-03-12T20:00:00.000Z',
      link: `/dashboard/cohorts/${cohortId}?tab=live-sessions`,
    });
    expect(events[1]!.link).toBe(`/dashboard/cohorts/${cohortId}?tab=practicals`);
    expect(events[2]).toMatchObject({ amount: 15_000, link: `/dashboard/courses/${courseId}` });
    const april = (await calendar(learner, '?month=2031-04')).json().data as TMyCalendar;
    expect(april.events.map((e) => e.title)).toEqual(['Bilan', 'Échéance n° 2']);
  });

  it('shows another learner none of it, and answers the current month by default', async () => {
    const theirs = (await calendar(outsider, '?month=2031-03')).json().data as TMyCalendar;
    expect(theirs.events).toEqual([]);
    const current = await calendar(outsider);
    expect(current.statusCode).toBe(200);
    expect(current.json().data.month).toBe(new Date().toISOString().slice(0, 7));
  });

  it('refuses a month that is not YYYY-MM, and a visitor without a token', async () => {
    for (const bad of ['2031-13', 'mars', '2031-3']) {
      const response = await calendar(learner, `?month=${bad}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBeTruthy();
    }
    expect((await calendar(null, '?month=2031-03')).statusCode).toBe(401);
  });
});

// The .ics subscription carries the same deadlines and installments as the page, with absolute links.
describe('GET /calendar/{token}.ics with due dates', () => {
  let app: TestApp;
  afterAll(async () => app?.close());

  it("holds the learner's practical deadline and installments due, none of another learner's", async () => {
    app = await createTestApp();
    const db = app.database.db;
    const jang = await organizationId(app, 'jang');
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);
    const course = await newCourse(db, {
      organizationId: jang,
      format: 'session',
      sections: [{ lessons: [{ type: 'exercise' }] }],
    });
    const cohort = await newCohort(db, {
      courseId: course.id,
      name: 'Cohorte de décembre',
      startDate: inDays(-3),
    });
    const learner = await newSignedInUser(app, { organizationId: jang });
    const other = await newSignedInUser(app, { organizationId: jang });
    await enrol(db, learner.id, course.id, { cohortId: cohort.id });
    const due = new Date(`${inDays(10).toISOString().slice(0, 10)}T23:59:00Z`);
    await newCohortPractical(db, cohort.id, course.lessons[0]!.exerciseId!, due);
    const installmentDay = inDays(20).toISOString().slice(0, 10);
    for (const user of [learner, other]) {
      const payment = await newPayment(db, {
        userId: user.id,
        courseId: course.id,
        status: 'completed',
        completedAt: new Date(),
        planType: 'installments',
        schedule: [
          { amount: user === learner ? 12_500 : 99_000, dueDate: `${installmentDay}T00:00:00.000Z` },
        ],
      });
      await newPaymentSchedule(db, payment);
    }
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/student/calendar-feed',
      headers: bearer(learner),
    });
    const feed = await app.inject({ url: new URL(created.json().data.url).pathname });
    expect(feed.statusCode).toBe(200);
    const body = feed.body.replace(/\r\n /g, '');
    expect(body).toContain(`DTSTART:${due.toISOString().replace(/[-:]/g, '').replace('.000', '')}`);
    expect(body).toContain('SUMMARY:À rendre : ');
    expect(body).toContain('(Cohorte de décembre)');
    expect(body).toContain(`DTSTART;VALUE=DATE:${installmentDay.replace(/-/g, '')}`);
    expect(body).toMatch(/SUMMARY:Échéance n° 1 : 12\s500\sF\sCFA/u);
    expect(body).toContain(`URL:http://localhost:3000/dashboard/courses/${course.id}`);
    expect(body).not.toMatch(/99\s000/u);
    expect(body).toContain('X-WR-CALNAME:Jàng — mon calendrier');
  });
});
