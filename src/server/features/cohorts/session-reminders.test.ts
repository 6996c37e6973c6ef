import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/index.ts';
import { createMailer } from '../../plugins/mail.ts';
import {
  enrol,
  newCohort,
  newCohortSession,
  newCourse,
  newSignedInUser,
  newUser,
  type SignedInUser,
} from '../../test/factories/index.ts';
import { bearer, createTestApp, organizationId, type TestApp } from '../../test/test-app.ts';
import {
  type ReminderJob,
  reminderKey,
  SESSION_REMINDER_JOB,
  sendSessionReminder,
} from './session-reminders.ts';

// Reminders the day and the hour before a live session (issue 15): planned when a session is saved,
// on the durable queue; the handler (called directly here) writes each learner's email once, and
// only while the session is still at the start it was planned for.

const DAY = 86_400_000;

describe('session reminders', () => {
  let app: TestApp;
  let admin: SignedInUser;
  let cohortId: string;
  let learnerEmail: string;
  let waitingEmail: string;
  const deps = () => ({
    db: app.database.db,
    mailer: createMailer(app.database.db, { smtpUrl: null, from: 'test@jang.sn' }),
    appUrl: 'http://localhost:3000',
  });
  const outboxOf = (to: string) =>
    app.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, to)));
  const plannedJobs = async (sessionId: string) => {
    const { rows } = await app.database.sql(
      `select singleton_key, start_after, data from pgboss.job where name = $1 and data->>'sessionId' = $2 and state = 'created' order by start_after`,
      [SESSION_REMINDER_JOB, sessionId],
    );
    return rows as { singleton_key: string; start_after: string | Date; data: ReminderJob }[];
  };

  beforeAll(async () => {
    app = await createTestApp();
    const db = app.database.db;
    const jang = await organizationId(app, 'jang');
    admin = await newSignedInUser(app, { organizationId: jang, role: 'admin' });
    const course = await newCourse(db, { organizationId: jang });
    cohortId = (await newCohort(db, { courseId: course.id, name: 'Promo Rappels' })).id;
    const learner = await newUser(db, { organizationId: jang, role: 'student', name: 'Awa' });
    learnerEmail = learner.email;
    await enrol(db, learner.id, course.id, { cohortId });
    const waiting = await newUser(db, { organizationId: jang, role: 'student' });
    waitingEmail = waiting.email;
    await enrol(db, waiting.id, course.id, { cohortId, status: 'waitlisted' });
  }, 120_000);
  afterAll(() => app?.close());

  it('plans the day-before and hour-before jobs when a session is added, and new ones when it moves', async () => {
    const sessionDate = new Date(Date.now() + 3 * DAY).toISOString().slice(0, 10);
    const body = { title: 'Rappel', session_date: sessionDate, start_time: '18:00', end_time: '19:00' };
    const created = await app.inject({
      method: 'POST',
      url: `/api/admin/cohorts/${cohortId}/sessions`,
      headers: bearer(admin),
      payload: body,
    });
    expect(created.statusCode, created.body).toBe(201);
    const session = created.json().data as { id: string; starts_at: string };
    const jobs = await plannedJobs(session.id);
    expect(jobs.map((job) => job.data.kind)).toEqual(['day', 'hour']);
    const start = Date.parse(`${sessionDate}T18:00:00Z`);
    expect(jobs.map((job) => new Date(job.start_after).getTime())).toEqual([start - DAY, start - 3_600_000]);
    expect(jobs[0]?.singleton_key).toBe(
      reminderKey({ sessionId: session.id, kind: 'day', startsAt: session.starts_at }),
    );

    // Saved again at the same time: still one waiting job per reminder.
    await app.inject({
      method: 'PATCH',
      url: `/api/admin/cohorts/${cohortId}/sessions/${session.id}`,
      headers: bearer(admin),
      payload: { ...body, title: 'Rappel renommé' },
    });
    expect(await plannedJobs(session.id)).toHaveLength(2);
    // Moved: two more, for the new start (the old ones will find the session moved).
    await app.inject({
      method: 'PATCH',
      url: `/api/admin/cohorts/${cohortId}/sessions/${session.id}`,
      headers: bearer(admin),
      payload: { ...body, start_time: '19:00', end_time: '20:00' },
    });
    const moved = await plannedJobs(session.id);
    expect(moved).toHaveLength(4);
    expect(moved.filter((job) => job.data.startsAt === `${sessionDate}T19:00:00.000Z`)).toHaveLength(2);
  });

  it('does not plan a reminder whose moment has passed', async () => {
    const soon = new Date(Date.now() + 2 * 3_600_000);
    const end = new Date(soon.getTime() + 30 * 60_000);
    if (soon.toISOString().slice(0, 10) !== end.toISOString().slice(0, 10)) return; // near midnight UTC
    const created = await app.inject({
      method: 'POST',
      url: `/api/admin/cohorts/${cohortId}/sessions`,
      headers: bearer(admin),
      payload: {
        title: 'Dans deux heures',
        session_date: soon.toISOString().slice(0, 10),
        start_time: soon.toISOString().slice(11, 16),
        end_time: end.toISOString().slice(11, 16),
      },
    });
    const jobs = await plannedJobs(created.json().data.id);
    expect(jobs.map((job) => job.data.kind)).toEqual(['hour']);
  });

  it('writes each live learner’s email once, and nothing for a moved or deleted session', async () => {
    const db = app.database.db;
    const session = await newCohortSession(db, cohortId, {
      title: 'Atelier budget',
      sessionDate: '2030-05-10',
      startTime: '18:00:00',
      endTime: '20:00:00',
    });
    const job: ReminderJob = { sessionId: session.id, kind: 'day', startsAt: '2030-05-10T18:00:00.000Z' };
    const now = new Date('2030-05-09T18:00:00Z');
    expect(await sendSessionReminder(deps(), job, now)).toEqual({ sent: 1, skipped: null });
    const [email] = await outboxOf(learnerEmail);
    expect(email).toMatchObject({ kind: 'cohort-session-reminder-day' });
    expect(email?.subject).toBe('Rappel : « Atelier budget » demain à 18:00');
    expect(email?.text).toContain('Promo Rappels');
    expect(email?.text).toContain('https://meet.example.org/jang-seance');
    expect(await outboxOf(waitingEmail)).toHaveLength(0);

    // Run again (a retry, or a second job of the same key): nobody gets it twice.
    expect(await sendSessionReminder(deps(), job, now)).toEqual({ sent: 0, skipped: null });
    const both = await Promise.all([
      sendSessionReminder(deps(), job, now),
      sendSessionReminder(deps(), job, now),
    ]);
    expect(both.map((outcome) => outcome.sent)).toEqual([0, 0]);
    // The hour-before one is another email.
    expect(
      await sendSessionReminder(deps(), { ...job, kind: 'hour' }, new Date('2030-05-10T17:00:00Z')),
    ).toEqual({
      sent: 1,
      skipped: null,
    });
    expect(await outboxOf(learnerEmail)).toHaveLength(2);

    const moved = await newCohortSession(db, cohortId, {
      sessionDate: '2030-05-11',
      startTime: '09:00:00',
      endTime: '10:00:00',
    });
    expect(
      await sendSessionReminder(
        deps(),
        { sessionId: moved.id, kind: 'day', startsAt: '2030-05-11T08:00:00.000Z' },
        now,
      ),
    ).toEqual({ sent: 0, skipped: 'moved' });
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/admin/cohorts/${cohortId}/sessions/${moved.id}`,
      headers: bearer(admin),
    });
    expect(deleted.statusCode).toBe(204);
    expect(
      await sendSessionReminder(
        deps(),
        { sessionId: moved.id, kind: 'day', startsAt: '2030-05-11T09:00:00.000Z' },
        now,
      ),
    ).toEqual({ sent: 0, skipped: 'gone' });
    expect(await outboxOf(learnerEmail)).toHaveLength(2);
  });
});
