import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCourseDetails } from '#shared/learning/course-details.contract.ts';
import {
  completeLessons,
  enrol,
  type NewCourse,
  newCohort,
  newCourse,
  newSignedInUser,
  type SignedInUser,
} from '../../test/factories/index.ts';
import { bearer, createTestApp, organizationId, type TestApp } from '../../test/test-app.ts';

const DAY_MS = 86_400_000;

// The player keeps a cohort's weeks closed until they open (decision 205): a learner of a cohort that
// started three days ago opens week 1, is refused week 2 with its opening date, and keeps a week-2
// lesson they had already completed; the same course followed on one's own has every week open.
describe("a cohort's weeks in the player", () => {
  let app: TestApp;
  let course: NewCourse;
  let inCohort: SignedInUser;
  let selfPaced: SignedInUser;

  beforeAll(async () => {
    app = await createTestApp();
    const db = app.database.db;
    const jang = await organizationId(app, 'jang');
    course = await newCourse(db, {
      organizationId: jang,
      format: 'session',
      sections: [
        { lessons: [{ type: 'article' }] },
        { lessons: [{ type: 'article' }, { type: 'article' }] },
        { lessons: [{ type: 'article' }] },
      ],
    });
    const cohort = await newCohort(db, { courseId: course.id, startDate: new Date(Date.now() - 3 * DAY_MS) });
    inCohort = await newSignedInUser(app, { organizationId: jang });
    selfPaced = await newSignedInUser(app, { organizationId: jang });
    await enrol(db, inCohort.id, course.id, { cohortId: cohort.id });
    await enrol(db, selfPaced.id, course.id);
    await completeLessons(db, {
      userId: inCohort.id,
      courseId: course.id,
      lessonIds: [course.lessons[2]!.id],
      lessonCount: course.lessons.length,
    });
  }, 60_000);
  afterAll(async () => app.close());

  const lesson = (user: SignedInUser, index: number) =>
    app.inject({
      url: `/api/v1/student/courses/${course.id}/lessons/${course.lessons[index]!.id}`,
      headers: bearer(user),
    });

  it('opens week 1 and refuses week 2 with the date it opens', async () => {
    expect((await lesson(inCohort, 0)).statusCode).toBe(200);
    const closed = await lesson(inCohort, 1);
    expect(closed.statusCode).toBe(403);
    expect(closed.json().code).toBe('LESSON_LOCKED');
    const opensOn = new Intl.DateTimeFormat('fr-FR', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Africa/Dakar',
    }).format(new Date(Date.now() + 4 * DAY_MS));
    expect(closed.json().error).toBe(`Cette leçon s’ouvrira avec sa semaine, le ${opensOn}.`);
    const save = await app.inject({
      method: 'POST',
      url: '/api/progress/save',
      headers: bearer(inCohort),
      payload: {
        lessonId: course.lessons[1]!.id,
        courseId: course.id,
        currentTime: 1,
        duration: 60,
        percentage: 1,
        watchedDuration: 1,
        isCompleted: false,
      },
    });
    expect(save.statusCode).toBe(403);
  });

  it('keeps a lesson the learner already completed open, and shows the closed weeks as locked', async () => {
    expect((await lesson(inCohort, 2)).statusCode).toBe(200);
    const details = (
      await app.inject({ url: `/api/v1/student/courses/${course.id}/details`, headers: bearer(inCohort) })
    ).json().data as TCourseDetails;
    const statuses = details.modules.map((m) => m.chapters.map((c) => c.status));
    expect(statuses).toEqual([['not-started'], ['locked', 'completed'], ['locked']]);
  });

  it('locks nothing for a learner following the course on their own', async () => {
    for (const index of [0, 1, 2, 3]) expect((await lesson(selfPaced, index)).statusCode).toBe(200);
  });
});
