import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { enrollments, lessonProgress } from '../../db/schema/index.ts';
import { enrol, newCourse, newInstructor, newSignedInUser, newUser } from '../../test/factories/index.ts';
import { bearer, createTestApp, organizationId, type SignedIn, type TestApp } from '../../test/test-app.ts';

// Completion is the server's, not the learner's claim (issue 11, finding 3; decision 067): the
// lesson's length comes from the lesson, and watched time never grows faster than real time since
// the lesson was first served. Own world: one free-order course with every lesson type.

type LessonKey = 'video' | 'audio' | 'document' | 'article' | 'quiz' | 'exercise';

describe('progress the server can vouch for', () => {
  let app: TestApp;
  let courseId: string;
  let lesson: Record<LessonKey, string>;
  let orgId: string;

  beforeAll(async () => {
    app = await createTestApp();
    const db = app.database.db;
    orgId = await organizationId(app, 'jang');
    const instructorUser = await newUser(db, {
      organizationId: orgId,
      role: 'instructor',
      email: 'formateur.suivi@example.sn',
    });
    const instructor = await newInstructor(db, {
      organizationId: orgId,
      userId: instructorUser.id,
      name: 'Formateur',
    });
    const lessons = (
      [
        ['video', 10, { url: 'https://www.youtube.com/watch?v=abc', duration: 600 }],
        ['audio', 1, { url: '/demo/audio.wav', duration: 16 }],
        ['document', 3, { url: '/demo/guide.pdf' }],
        ['article', 1, { text: '<p>Le bilan.</p>' }],
        // Quiz and exercise lessons get their own quiz and exercise.
        ['quiz', 10, {}],
        ['exercise', 30, {}],
      ] as const
    ).map(([type, durationMinutes, content]) => ({ type, title: type, durationMinutes, content }));
    const course = await newCourse(db, {
      organizationId: orgId,
      instructorId: instructor.id,
      title: 'Tenir sa comptabilité',
      slug: 'tenir-sa-comptabilite',
      accessType: 'paid',
      sections: [{ title: 'Module 1', lessons }],
    });
    courseId = course.id;
    lesson = Object.fromEntries(course.lessons.map((r) => [r.type, r.id])) as Record<LessonKey, string>;
  }, 60_000);
  afterAll(async () => app.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  async function learner(): Promise<SignedIn> {
    const session = await newSignedInUser(app, { organizationId: orgId });
    await enrol(app.database.db, session.id, courseId);
    return session;
  }
  /** The server's clock moves on (Date only: timers and the database keep running). */
  const later = (seconds: number) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + seconds * 1000);
  };
  const open = async (session: SignedIn, key: LessonKey) => {
    const response = await app.inject({
      url: `/api/v1/student/courses/${courseId}/lessons/${lesson[key]}`,
      headers: bearer(session),
    });
    expect(response.statusCode).toBe(200);
  };
  const save = async (session: SignedIn, key: LessonKey, claim: Record<string, unknown>) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/progress/save',
      headers: bearer(session),
      payload: {
        lessonId: lesson[key],
        courseId,
        currentTime: 0,
        duration: 0,
        percentage: 100,
        watchedDuration: 0,
        isCompleted: true,
        sessionId: 'session-1',
        ...claim,
      },
    });
    expect(response.statusCode).toBe(200);
    return response.json().data as { watchedDuration: number; isCompleted: boolean; courseProgress: number };
  };
  const enrolment = async (session: SignedIn) => {
    const [row] = await app.database.db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.userId, session.userId), eq(enrollments.courseId, courseId)));
    return row!;
  };
  const keys = (): LessonKey[] => ['video', 'audio', 'document', 'article', 'quiz', 'exercise'];

  it('ten hand-made requests do not take the course to 100 %, whatever they claim', async () => {
    const session = await learner();
    const answers = [];
    // The attack: duration 0, nothing watched, 'completed', on every lesson type.
    for (const key of keys()) answers.push(await save(session, key, {}));
    // And its variants: a tiny player duration, then an enormous watched time, just after opening.
    for (const key of ['video', 'audio'] as const) {
      await open(session, key);
      answers.push(await save(session, key, { duration: 1, watchedDuration: 1, currentTime: 1 }));
    }
    answers.push(await save(session, 'document', { watchedDuration: 86_400 }));
    answers.push(await save(session, 'article', { watchedDuration: 86_400 }));
    expect(answers).toHaveLength(10);
    expect(answers.every((a) => !a.isCompleted)).toBe(true);
    expect(answers.at(-1)!.courseProgress).toBe(0);
    expect(await enrolment(session)).toMatchObject({ progress: 0, status: 'active' });
    const done = await app.database.db
      .select()
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, session.userId), eq(lessonProgress.isCompleted, true)));
    expect(done).toHaveLength(0);
  });

  it('caps watched time that runs ahead of real time, and a burst gains nothing', async () => {
    const session = await learner();
    later(0);
    await open(session, 'video');
    later(10);
    // Ten seconds after opening, at most 2 × 10 s (fastest playback) + 2 s.
    const ahead = await save(session, 'video', { duration: 600, watchedDuration: 600, percentage: 100 });
    expect(ahead.watchedDuration).toBe(22);
    expect(ahead.isCompleted).toBe(false);
    for (let i = 0; i < 9; i++) {
      const again = await save(session, 'video', {
        duration: 600,
        watchedDuration: 600,
        sessionId: `s-${i}`,
      });
      expect(again.watchedDuration).toBe(22);
    }
    // Without any opening, a first save gets the tolerance only.
    const unopened = await save(session, 'audio', { duration: 16, watchedDuration: 16 });
    expect(unopened).toMatchObject({ watchedDuration: 2, isCompleted: false });
  });

  it('completes a real playback, saved every 30 s, on the lesson’s stored length', async () => {
    const session = await learner();
    later(0);
    await open(session, 'video');
    for (const watched of [30, 60]) {
      later(30);
      const step = await save(session, 'video', {
        duration: 600,
        currentTime: watched,
        watchedDuration: watched,
        percentage: watched === 60 ? 95 : 5,
        isCompleted: false,
      });
      expect(step).toMatchObject({ watchedDuration: watched, isCompleted: watched === 60 });
    }
    // The 16-second recording: heard to the end, 16 s after it was opened.
    later(0);
    await open(session, 'audio');
    later(16);
    expect(
      await save(session, 'audio', { duration: 16, currentTime: 16, watchedDuration: 16 }),
    ).toMatchObject({
      watchedDuration: 16,
      isCompleted: true,
    });
  });

  it('counts a session watched offline when its saves arrive later', async () => {
    const session = await learner();
    // Opened (served for offline use), watched offline for ten minutes, delivered an hour later:
    // the queue sends one coalesced update.
    await open(session, 'video');
    later(3600);
    const caughtUp = await save(session, 'video', {
      duration: 600,
      currentTime: 600,
      watchedDuration: 600,
      percentage: 100,
      sessionId: 'hors-ligne',
    });
    expect(caughtUp).toMatchObject({ watchedDuration: 600, isCompleted: true });
  });
});
