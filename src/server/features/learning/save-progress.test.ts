import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollments, lessonOpenings, lessonProgress } from '../../db/schema/index.ts';
import { enrol, type LessonSpec, newCourse, newSignedInUser } from '../../test/factories/index.ts';
import {
  bearer,
  createTestApp,
  createUser,
  organizationId,
  type SignedIn,
  signIn,
  type TestApp,
} from '../../test/test-app.ts';

/**
 * A course of every kind of lesson, 10 minutes each: two videos, two articles (the first two lessons a
 * learner may complete by a save alone), a document, a sound, a quiz and an exercise.
 */
const EVERY_KIND: LessonSpec[] = [
  { type: 'video' },
  { type: 'article' },
  { type: 'video' },
  { type: 'article' },
  { type: 'document' },
  { type: 'audio' },
  { type: 'quiz' },
  { type: 'exercise' },
];

describe('POST /api/progress/save', () => {
  let app: TestApp;
  let courseId: string;
  let otherCourseLessonId: string;
  let courseLessons: Array<{ id: string; type: string }>;
  let learner: SignedIn;
  let learnerId: string;

  const body = (overrides: Record<string, unknown> = {}) => ({
    lessonId: courseLessons.find((l) => l.type === 'video')!.id,
    courseId,
    currentTime: 30,
    duration: 600,
    percentage: 5,
    watchedDuration: 30,
    isCompleted: false,
    sessionId: 'session-1',
    deviceId: 'device-1',
    ...overrides,
  });
  const save = (payload: Record<string, unknown>, session: SignedIn | null = learner) =>
    app.inject({
      method: 'POST',
      url: '/api/progress/save',
      payload,
      headers: session ? bearer(session) : {},
    });
  /**
   * The learner was served these lessons an hour ago: the server counts watched time from then
   * (decision 067), so a save may claim up to an hour's worth.
   */
  const openedAnHourAgo = async (userId: string, lessonIds: string[]) =>
    app.database.db.insert(lessonOpenings).values(
      lessonIds.map((lessonId) => ({
        organizationId: courseOrganizationId,
        userId,
        lessonId,
        openedAt: new Date(Date.now() - 3600_000),
      })),
    );
  let courseOrganizationId: string;
  const rows = () =>
    app.database.db.select().from(lessonProgress).where(eq(lessonProgress.userId, learnerId));

  beforeAll(async () => {
    app = await createTestApp();
    const db = app.database.db;
    courseOrganizationId = await organizationId(app, 'jang');
    const course = await newCourse(db, {
      organizationId: courseOrganizationId,
      sections: [{ lessons: EVERY_KIND.slice(0, 4) }, { lessons: EVERY_KIND.slice(4) }],
    });
    courseId = course.id;
    courseLessons = course.lessons;
    otherCourseLessonId = (await newCourse(db, { organizationId: courseOrganizationId })).lessons[0]!.id;
    learnerId = await createUser(app, { email: 'apprenant@example.sn', roles: ['student'] });
    await enrol(db, learnerId, courseId);
    await openedAnHourAgo(
      learnerId,
      courseLessons.map((l) => l.id),
    );
    learner = await signIn(app, 'apprenant@example.sn');
  }, 60_000);
  afterAll(async () => app.close());

  it('needs a signed-in learner', async () => {
    expect((await save(body(), null)).statusCode).toBe(401);
  });

  it('refuses learners not enrolled, and other organisations', async () => {
    await createUser(app, { email: 'passant@example.sn', roles: ['student'] });
    const passant = await signIn(app, 'passant@example.sn');
    const refused = await save(body(), passant);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe("Vous n'êtes pas inscrit à cette formation.");
    await createUser(app, { email: 'ailleurs@autre.sn', roles: ['student'], organization: 'autre' });
    expect((await save(body(), await signIn(app, 'ailleurs@autre.sn'))).statusCode).toBe(404);
    expect(await rows()).toHaveLength(0);
  });

  it.each([
    [{ percentage: 250 }, 400, 'Le pourcentage doit être un nombre entre 0 et 100'],
    [{ percentage: 'NaN' }, 400, 'Le pourcentage doit être un nombre entre 0 et 100'],
    [
      { currentTime: -3 },
      400,
      'Valeur invalide pour currentTime : un nombre de secondes entre 0 et 86400 est attendu',
    ],
    [
      { watchedDuration: 1e12 },
      400,
      'Valeur invalide pour watchedDuration : un nombre de secondes entre 0 et 86400 est attendu',
    ],
    [{ lessonId: '00000000-0000-4000-8000-000000000000' }, 404, 'Ressource introuvable (404)'],
    [{ lessonId: 'pas-un-id' }, 400, 'Identifiant invalide'],
  ])('refuses %j and writes nothing', async (overrides, status, message) => {
    const response = await save(body(overrides));
    expect(response.statusCode).toBe(status);
    expect(response.json().error).toBe(message);
    expect(await rows()).toHaveLength(0);
  });

  it('refuses a lesson of another course', async () => {
    const response = await save(body({ lessonId: otherCourseLessonId }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("Cette leçon n'appartient pas à cette formation.");
    expect(await rows()).toHaveLength(0);
  });

  it('only moves forward, whatever order updates arrive in, and a resend is harmless', async () => {
    expect(
      (await save(body({ percentage: 30, watchedDuration: 180, currentTime: 180, updateId: 'u2' })))
        .statusCode,
    ).toBe(200);
    const late = await save(body({ percentage: 10, watchedDuration: 60, currentTime: 60, updateId: 'u1' }));
    expect(late.json().data).toMatchObject({ percentage: 30, watchedDuration: 180, isCompleted: false });
    await save(body({ percentage: 30, watchedDuration: 180, currentTime: 180, updateId: 'u2' }));
    const [row] = await rows();
    expect(row).toMatchObject({ percentage: 30, watchedSeconds: 180 });
    expect(await rows()).toHaveLength(1);
  });

  it('does not let a video complete without the time really watched', async () => {
    // Not the video of the test above, whose 180 s already counted.
    const lessonId = courseLessons.filter((l) => l.type === 'video')[1]!.id;
    const cheat = await save(body({ lessonId, percentage: 100, watchedDuration: 20, isCompleted: true }));
    expect(cheat.json().data.isCompleted).toBe(false);
    const honest = await save(body({ lessonId, percentage: 100, watchedDuration: 590, isCompleted: true }));
    expect(honest.json().data.isCompleted).toBe(true);
    const after = await save(body({ lessonId, percentage: 40, watchedDuration: 10, isCompleted: false }));
    expect(after.json().data.isCompleted).toBe(true);
  });

  it('keeps the maximum under concurrent saves', async () => {
    const article = courseLessons.find((l) => l.type !== 'video' && l.type !== 'audio')!;
    const answers = await Promise.all(
      [10, 70, 40, 90, 20].map((percentage) =>
        save(body({ lessonId: article.id, percentage, watchedDuration: percentage })),
      ),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const [row] = await app.database.db
      .select()
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, learnerId), eq(lessonProgress.lessonId, article.id)));
    expect(row!.percentage).toBe(90);
  });

  it('counts the course completion lesson by lesson, rounded', async () => {
    const [first, second] = courseLessons.filter((l) => l.type !== 'video' && l.type !== 'audio');
    const done = (lessonId: string) => save(body({ lessonId, percentage: 100, isCompleted: true }));
    const already = (await rows()).filter((r) => r.isCompleted && r.courseId === courseId).length;
    const expected = (n: number) => Math.round(((already + n) / courseLessons.length) * 100);
    expect((await done(first!.id)).json().data.courseProgress).toBe(expected(1));
    // A second completion of the same lesson counts once.
    expect((await done(first!.id)).json().data.courseProgress).toBe(expected(1));
    expect((await done(second!.id)).json().data.courseProgress).toBe(expected(2));
    const [enrollment] = await app.database.db
      .select()
      .from(enrollments)
      .where(eq(enrollments.userId, learnerId));
    expect(enrollment).toMatchObject({ progress: expected(2), status: 'active' });
  });

  it('in a sequential course, saves an open lesson and refuses a locked one', async () => {
    const sequential = await newCourse(app.database.db, {
      organizationId: courseOrganizationId,
      isSequential: true,
      sections: [{ lessons: [{ type: 'video' }, { type: 'article' }] }, { lessons: [{ type: 'video' }] }],
    });
    const ordered = sequential.lessons;
    await enrol(app.database.db, learnerId, sequential.id);
    const inCourse = (lessonId: string) =>
      body({ courseId: sequential.id, lessonId, percentage: 10, watchedDuration: 60 });
    const locked = await save(inCourse(ordered[2]!.id));
    expect(locked.statusCode).toBe(403);
    expect(locked.json().error).toBe(
      'Cette leçon est verrouillée : terminez les leçons précédentes pour y accéder.',
    );
    const open = await save(inCourse(ordered[0]!.id));
    expect(open.statusCode).toBe(200);
    const written = await app.database.db
      .select()
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, learnerId), eq(lessonProgress.courseId, sequential.id)));
    expect(written.map((r) => r.lessonId)).toEqual([ordered[0]!.id]);
  });

  /**
   * Exercise and quiz lessons complete when the work is submitted or the attempt finished, not by a
   * save (decision 042): done here as the server does then.
   */
  const serverCompleted = new Set(['exercise', 'quiz']);
  const claimable = () => courseLessons.filter((l) => !serverCompleted.has(l.type));
  const submitExercises = async (userId: string) => {
    const org = await organizationId(app, 'jang');
    const exercisesOfCourse = courseLessons.filter((l) => serverCompleted.has(l.type));
    await app.database.db.insert(lessonProgress).values(
      exercisesOfCourse.map((l) => ({
        organizationId: org,
        userId,
        courseId,
        lessonId: l.id,
        percentage: 100,
        isCompleted: true,
      })),
    );
  };

  it('updates last activity and course completion in the same save', async () => {
    await submitExercises(learnerId);
    let last: { courseProgress: number } | null = null;
    for (const lesson of claimable()) {
      const response = await save(
        body({
          lessonId: lesson.id,
          percentage: 100,
          watchedDuration: 3600,
          duration: 600,
          isCompleted: true,
        }),
      );
      expect(response.statusCode).toBe(200);
      last = response.json().data;
    }
    expect(last!.courseProgress).toBe(100);
    // The learner is also enrolled in the sequential course (test above): read this course's row.
    const [enrollment] = await app.database.db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.userId, learnerId), eq(enrollments.courseId, courseId)));
    expect(enrollment).toMatchObject({ progress: 100, status: 'completed' });
    expect(enrollment!.lastActivityAt).toBeInstanceOf(Date);
  });

  it('saves many learners at once, each course completion counting every lesson, and refuses only the bad save', async () => {
    const org = await organizationId(app, 'jang');
    const group = await Promise.all(
      [1, 2, 3, 4, 5].map(async (n) => {
        const userId = await createUser(app, { email: `groupe-${n}@example.sn`, roles: ['student'] });
        await app.database.db.insert(enrollments).values({ organizationId: org, userId, courseId });
        await submitExercises(userId);
        await openedAnHourAgo(
          userId,
          courseLessons.map((l) => l.id),
        );
        return { userId, session: await signIn(app, `groupe-${n}@example.sn`) };
      }),
    );
    const done = (lessonId: string) =>
      body({ lessonId, percentage: 100, watchedDuration: 3600, duration: 600, isCompleted: true });
    // Every lesson of every learner at the same moment, and one save of a lesson of another course.
    const [answers, refused] = await Promise.all([
      Promise.all(group.flatMap((m) => claimable().map((l) => save(done(l.id), m.session)))),
      save(done(otherCourseLessonId), group[0]!.session),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    expect(refused.statusCode).toBe(400);
    for (const member of group) {
      const [enrollment] = await app.database.db
        .select()
        .from(enrollments)
        .where(eq(enrollments.userId, member.userId));
      expect(enrollment).toMatchObject({ progress: 100, status: 'completed' });
      const written = await app.database.db
        .select()
        .from(lessonProgress)
        .where(eq(lessonProgress.userId, member.userId));
      expect(written.filter((r) => r.isCompleted)).toHaveLength(courseLessons.length);
    }
  });

  it('refuses every save once access has expired', async () => {
    await app.database.db
      .update(enrollments)
      .set({ accessEndDate: sql`now() - interval '1 day'` })
      .where(eq(enrollments.userId, learnerId));
    const response = await save(body());
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe(
      'Votre accès à cette formation a expiré. Contactez le support pour le renouveler.',
    );
    await app.database.db
      .update(enrollments)
      .set({ accessEndDate: null })
      .where(eq(enrollments.userId, learnerId));
  });
});

describe('progress beacons', () => {
  let app: TestApp;
  let courseId: string;
  let otherCourseId: string;
  let lessonId: string;
  let learner: SignedIn;

  beforeAll(async () => {
    app = await createTestApp();
    const db = app.database.db;
    const jang = await organizationId(app, 'jang');
    const course = await newCourse(db, { organizationId: jang });
    courseId = course.id;
    lessonId = course.lessons[0]!.id;
    otherCourseId = (await newCourse(db, { organizationId: jang })).id;
    learner = await newSignedInUser(app, { organizationId: jang });
    await enrol(db, learner.userId, courseId);
  }, 60_000);
  afterAll(async () => app.close());

  const tokenFor = async (id: string) =>
    app.inject({ url: `/api/progress/beacon-token?courseId=${id}`, headers: bearer(learner) });
  const beacon = (token: string, forCourse = courseId) =>
    app.inject({
      method: 'POST',
      url: '/api/progress/save',
      payload: {
        lessonId,
        courseId: forCourse,
        currentTime: 12,
        duration: 600,
        percentage: 2,
        watchedDuration: 12,
        isCompleted: false,
        beaconToken: token,
      },
    });

  it('authenticates a beacon by the token in its body, for that course only', async () => {
    const { token } = (await tokenFor(courseId)).json().data;
    expect((await beacon(token)).statusCode).toBe(200);
    expect((await beacon(token, otherCourseId)).statusCode).toBe(401);
    expect((await beacon('faux.jeton.beacon')).statusCode).toBe(401);
  });

  it('gives tokens only for courses the learner follows', async () => {
    expect((await tokenFor(otherCourseId)).statusCode).toBe(403);
    expect((await app.inject(`/api/progress/beacon-token?courseId=${courseId}`)).statusCode).toBe(401);
  });

  it('stops honouring the token once the session is closed', async () => {
    const { token } = (await tokenFor(courseId)).json().data;
    await app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: bearer(learner) });
    expect((await beacon(token)).statusCode).toBe(401);
  });
});
