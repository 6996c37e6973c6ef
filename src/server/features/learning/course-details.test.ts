import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TCourseDetails } from '#shared/learning/course-details.contract.ts';
import { enrollments } from '../../db/schema/index.ts';
import {
  completeLessons,
  enrol,
  type NewCourse,
  newCourse,
  newInstructor,
  newSignedInUser,
  newSubmission,
  type SignedInUser,
} from '../../test/factories/index.ts';
import { bearer, createTestApp, organizationId, type TestApp } from '../../test/test-app.ts';

// One learner following three courses: one under way (2 of 5 lessons), one finished with an exercise
// graded 17 / 20, and a sequential one not started; a fourth course they do not follow.
describe('the enrolled course page and lesson content', () => {
  let app: TestApp;
  let learner: SignedInUser;
  let underWay: NewCourse;
  let finished: NewCourse;
  let sequential: NewCourse;
  let notFollowed: NewCourse;

  beforeAll(async () => {
    app = await createTestApp();
    const db = app.database.db;
    const jang = await organizationId(app, 'jang');
    const aminata = await newInstructor(db, { organizationId: jang, name: 'Aminata Diallo' });
    underWay = await newCourse(db, {
      organizationId: jang,
      instructorId: aminata.id,
      sections: [
        { lessons: [{ type: 'video' }, { type: 'article' }, { type: 'video' }] },
        { lessons: [{ type: 'document' }, { type: 'quiz' }] },
      ],
    });
    finished = await newCourse(db, {
      organizationId: jang,
      sections: [{ lessons: [{ type: 'video' }, { type: 'exercise', exercise: { points: 20 } }] }],
    });
    sequential = await newCourse(db, {
      organizationId: jang,
      isSequential: true,
      sections: [
        {
          lessons: [
            {
              type: 'video',
              durationMinutes: 9,
              content: {
                url: 'https://www.youtube.com/watch?v=qIzYxIXQnG6',
                duration: 566,
                allow_completion_without_video: true,
              },
            },
            { type: 'article' },
          ],
        },
        { lessons: [{ type: 'video' }, { type: 'quiz' }] },
      ],
    });
    notFollowed = await newCourse(db, { organizationId: jang });

    learner = await newSignedInUser(app, { organizationId: jang });
    for (const course of [underWay, finished, sequential]) await enrol(db, learner.id, course.id);
    await completeLessons(db, {
      userId: learner.id,
      courseId: underWay.id,
      lessonIds: underWay.lessons.slice(0, 2).map((lesson) => lesson.id),
      lessonCount: underWay.lessons.length,
    });
    await completeLessons(db, {
      userId: learner.id,
      courseId: finished.id,
      lessonIds: finished.lessons.map((lesson) => lesson.id),
      lessonCount: finished.lessons.length,
    });
    const work = finished.lessons.find((lesson) => lesson.type === 'exercise')!;
    await newSubmission(db, {
      exerciseId: work.exerciseId!,
      lessonId: work.id,
      courseId: finished.id,
      userId: learner.id,
      status: 'graded',
      score: 17,
      gradedAt: new Date(),
    });
  }, 60_000);
  afterAll(async () => app.close());

  it('lists my courses with progress and expiry', async () => {
    const response = await app.inject({ url: '/api/v1/student/courses', headers: bearer(learner) });
    expect(response.statusCode).toBe(200);
    const mine = response.json().data as Array<{ id: string; title: string; progress: number }>;
    expect(mine).toHaveLength(3);
    const [none, some, all] = mine.map((c) => c.progress).sort((a, b) => a - b);
    expect([none, all]).toEqual([0, 100]);
    expect(some).toBeGreaterThan(0);
    // The list and the course page agree.
    const html = mine.find((c) => c.id === underWay.id)!;
    const details = await app.inject({
      url: `/api/v1/student/courses/${html.id}/details`,
      headers: bearer(learner),
    });
    expect(details.json().data.progress).toBe(html.progress);
  });

  it('computes the course page from my own progress', async () => {
    const response = await app.inject({
      url: `/api/v1/student/courses/${underWay.id}/details`,
      headers: bearer(learner),
    });
    expect(response.statusCode).toBe(200);
    const details = response.json().data as TCourseDetails;
    const chapters = details.modules.flatMap((m) => m.chapters);
    const completed = chapters.filter((c) => c.status === 'completed').length;
    expect(details.progress).toBe(Math.round((completed / chapters.length) * 100));
    expect(completed).toBeGreaterThan(0);
    expect(details).toMatchObject({
      isExpired: false,
      access_end_date: null,
      instructor: { name: 'Aminata Diallo' },
    });
    expect(details.userStats.modulesTotal).toBe(details.modules.length);
    expect(details.userStats.timeSpent).toBeGreaterThan(0);
    expect(chapters[0]!.duration).toMatch(/^\d+ min$/);
  });

  it("shows 'Score moyen' and 'Points cumulés' from graded work, null and 0 without any", async () => {
    const details = async (course: NewCourse) =>
      (
        await app.inject({
          url: `/api/v1/student/courses/${course.id}/details`,
          headers: bearer(learner),
        })
      ).json().data as TCourseDetails;
    // 17 / 20 on the finished course's exercise, no quiz attempt.
    expect((await details(finished)).userStats).toMatchObject({
      averageScore: 85,
      points: 17,
    });
    expect((await details(underWay)).userStats).toMatchObject({
      averageScore: null,
      points: 0,
    });
  });

  it('locks the lessons of a sequential course after the first not completed, and refuses their content', async () => {
    const courseId = sequential.id;
    const details = (
      await app.inject({ url: `/api/v1/student/courses/${courseId}/details`, headers: bearer(learner) })
    ).json().data as TCourseDetails;
    const chapters = details.modules.flatMap((m) => m.chapters);
    expect(chapters[0]!.status).toBe('not-started');
    expect(chapters.slice(1).every((c) => c.status === 'locked')).toBe(true);
    const [first, second] = sequential.lessons;
    const locked = await app.inject({
      url: `/api/v1/student/courses/${courseId}/lessons/${second!.id}`,
      headers: bearer(learner),
    });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().error).toBe(
      'Cette leçon est verrouillée : terminez les leçons précédentes pour y accéder.',
    );
    const lockedSave = await app.inject({
      method: 'POST',
      url: '/api/progress/save',
      headers: bearer(learner),
      payload: {
        lessonId: second!.id,
        courseId,
        currentTime: 1,
        duration: 60,
        percentage: 1,
        watchedDuration: 1,
        isCompleted: false,
      },
    });
    expect(lockedSave.statusCode).toBe(403);

    const open = await app.inject({
      url: `/api/v1/student/courses/${courseId}/lessons/${first!.id}`,
      headers: bearer(learner),
    });
    expect(open.statusCode).toBe(200);
    expect(open.json().data.content).toBeTruthy();
    // Completing the first lesson opens the second: watched for two minutes (decision 067).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 120_000);
    await app.inject({
      method: 'POST',
      url: '/api/progress/save',
      headers: bearer(learner),
      payload: {
        lessonId: first!.id,
        courseId,
        currentTime: 900,
        duration: 900,
        percentage: 100,
        watchedDuration: 900,
        isCompleted: true,
      },
    });
    vi.useRealTimers();
    const next = await app.inject({
      url: `/api/v1/student/courses/${courseId}/lessons/${second!.id}`,
      headers: bearer(learner),
    });
    expect(next.statusCode).toBe(200);
  });

  it('answers 401 without token, 403 when not enrolled, 404 for an unknown course or another organisation', async () => {
    const url = `/api/v1/student/courses/${notFollowed.id}/details`;
    expect((await app.inject(url)).statusCode).toBe(401);
    const notEnrolled = await app.inject({ url, headers: bearer(learner) });
    expect(notEnrolled.statusCode).toBe(403);
    expect(notEnrolled.json().error).toBe("Vous n'êtes pas inscrit à cette formation.");
    const unknown = await app.inject({
      url: '/api/v1/student/courses/00000000-0000-4000-8000-000000000000/details',
      headers: bearer(learner),
    });
    expect(unknown.statusCode).toBe(404);
    const other = await newSignedInUser(app, { organizationId: await organizationId(app, 'autre') });
    const foreign = await app.inject({
      url: `/api/v1/student/courses/${underWay.id}/details`,
      headers: bearer(other),
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('keeps showing an expired course (isExpired) but refuses its content', async () => {
    const courseId = underWay.id;
    await app.database.db
      .update(enrollments)
      .set({ accessEndDate: sql`now() - interval '1 day'` })
      .where(eq(enrollments.userId, learner.id));
    const details = await app.inject({
      url: `/api/v1/student/courses/${courseId}/details`,
      headers: bearer(learner),
    });
    expect(details.statusCode).toBe(200);
    expect(details.json().data.isExpired).toBe(true);
    const [first] = underWay.lessons;
    const content = await app.inject({
      url: `/api/v1/student/courses/${courseId}/lessons/${first!.id}`,
      headers: bearer(learner),
    });
    expect(content.statusCode).toBe(403);
    expect(content.json().error).toBe(
      'Votre accès à cette formation a expiré. Contactez le support pour le renouveler.',
    );
  });
});
