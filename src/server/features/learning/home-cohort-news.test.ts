import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TStudentHome } from '#shared/learning/student-home.contract.ts';
import {
  enrol,
  newCohort,
  newCohortAnnouncement,
  newCohortSession,
  newCourse,
  newSignedInUser,
  type SignedInUser,
} from '../../test/factories/index.ts';
import { bearer, createTestApp, organizationId, type TestApp } from '../../test/test-app.ts';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

// 'Accueil' with cohorts (issue 17): the next live session of the learner's cohorts (a past one
// skipped) and the three newest announcements; a learner of no cohort sees neither.
describe("the learner's home: the next live session and recent announcements", () => {
  let app: TestApp;
  let learner: SignedInUser;
  let outsider: SignedInUser;
  let cohortId: string;

  beforeAll(async () => {
    app = await createTestApp();
    const db = app.database.db;
    const jang = await organizationId(app, 'jang');
    const course = await newCourse(db, { organizationId: jang, format: 'session' });
    const cohort = await newCohort(db, { courseId: course.id, name: 'Session de décembre' });
    cohortId = cohort.id;
    learner = await newSignedInUser(app, { organizationId: jang });
    outsider = await newSignedInUser(app, { organizationId: jang });
    await enrol(db, learner.id, course.id, { cohortId });
    await newCohortSession(db, cohortId, {
      title: 'Passée',
      sessionDate: day(-2),
      startTime: '18:00:00',
      endTime: '20:00:00',
    });
    await newCohortSession(db, cohortId, {
      title: 'Plus tard',
      sessionDate: day(9),
      startTime: '18:00:00',
      endTime: '20:00:00',
    });
    await newCohortSession(db, cohortId, {
      title: 'Bientôt',
      sessionDate: day(2),
      startTime: '09:00:00',
      endTime: '10:30:00',
    });
    for (const [i, title] of ['Première', 'Deuxième', 'Troisième', 'Quatrième'].entries()) {
      await newCohortAnnouncement(db, cohortId, {
        title,
        createdAt: new Date(Date.now() - (10 - i) * 60_000),
      });
    }
  }, 60_000);
  afterAll(async () => app.close());

  const homeOf = async (user: SignedInUser) =>
    (await app.inject({ url: '/api/v1/student/home', headers: bearer(user) })).json().data as TStudentHome;

  it('shows the soonest session still ahead and the three newest announcements, unread', async () => {
    const home = await homeOf(learner);
    expect(home.nextLiveSession).toEqual({
      cohortId,
      cohortName: 'Session de décembre',
      title: 'Bientôt',
      startsAt: `${day(2)}T09:00:00.000Z`,
      endsAt: `${day(2)}T10:30:00.000Z`,
    });
    expect(home.announcements.map((a) => [a.title, a.read])).toEqual([
      ['Quatrième', false],
      ['Troisième', false],
      ['Deuxième', false],
    ]);
  });

  it('shows neither to a learner of no cohort', async () => {
    const home = await homeOf(outsider);
    expect(home.nextLiveSession).toBeNull();
    expect(home.announcements).toEqual([]);
  });
});
