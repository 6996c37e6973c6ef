import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TCourseDetails } from '#shared/learning/course-details.contract.ts';
import { enrollments, lessonProgress } from '../../db/schema/index.ts';
import {
  completeLessons,
  enrol,
  newCourse,
  newInstructor,
  newSignedInUser,
} from '../../test/factories/index.ts';
import { bearer, createTestApp, organizationId, type SignedIn, type TestApp } from '../../test/test-app.ts';
import { completeLessonsOfSubmittedExercises } from './progress.repo.ts';

// The completion rules of issue 10 (decisions 041–043), through the API: a document completes on
// 'Marquer comme terminé' after its time on screen, an exercise once submitted (and its grade counts
// at once), a video that cannot play only where the instructor allows it. Own world: one sequential
// course of five lessons, one instructor, fresh learners.

type World = {
  courseId: string;
  lesson: Record<'intro' | 'core' | 'guide' | 'work' | 'last', string>;
  instructor: SignedIn;
};

describe('completion rules', () => {
  let app: TestApp;
  let world: World;

  let orgId: string;

  async function buildWorld(): Promise<World> {
    const db = app.database.db;
    orgId = await organizationId(app, 'jang');
    const instructor = await newSignedInUser(app, { organizationId: orgId, role: 'instructor' });
    const profile = await newInstructor(db, {
      organizationId: orgId,
      userId: instructor.id,
      name: 'Formatrice',
    });
    const course = await newCourse(db, {
      organizationId: orgId,
      instructorId: profile.id,
      title: 'Vendre en ligne',
      isSequential: true,
      sections: [
        {
          title: 'Module 1',
          lessons: [
            {
              type: 'video',
              title: 'Introduction',
              durationMinutes: 7,
              content: { url: 'https://www.youtube.com/watch?v=abc', allow_completion_without_video: true },
            },
            {
              type: 'video',
              title: 'La méthode',
              durationMinutes: 9,
              content: { url: 'https://www.youtube.com/watch?v=def' },
            },
            {
              type: 'document',
              title: 'Le guide',
              durationMinutes: 6,
              content: { url: '/demo/guide-demo.pdf', file_type: 'application/pdf' },
            },
          ],
        },
        {
          title: 'Module 2',
          lessons: [
            {
              type: 'exercise',
              title: 'Votre plan',
              durationMinutes: 30,
              exercise: { title: 'Votre plan', points: 20 },
            },
            { type: 'article', title: 'Conclusion', durationMinutes: 1, content: { text: '<p>Bravo.</p>' } },
          ],
        },
      ],
    });
    const id = (title: string) => course.lessons.find((lesson) => lesson.title === title)!.id;
    return {
      courseId: course.id,
      lesson: {
        intro: id('Introduction'),
        core: id('La méthode'),
        guide: id('Le guide'),
        work: id('Votre plan'),
        last: id('Conclusion'),
      },
      instructor,
    };
  }

  /** A fresh learner enrolled in the course, with the lessons before `from` already completed. */
  async function learner(done: Array<keyof World['lesson']> = []): Promise<SignedIn> {
    const session = await newSignedInUser(app, { organizationId: orgId });
    await enrol(app.database.db, session.id, world.courseId);
    await completeLessons(app.database.db, {
      userId: session.id,
      courseId: world.courseId,
      lessonIds: done.map((key) => world.lesson[key]),
    });
    return session;
  }

  const save = (session: SignedIn, lesson: keyof World['lesson'], claim: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: '/api/progress/save',
      headers: bearer(session),
      payload: {
        lessonId: world.lesson[lesson],
        courseId: world.courseId,
        currentTime: 0,
        duration: 0,
        percentage: 100,
        watchedDuration: 0,
        isCompleted: true,
        ...claim,
      },
    });
  const details = async (session: SignedIn): Promise<TCourseDetails> => {
    const response = await app.inject({
      url: `/api/v1/student/courses/${world.courseId}/details`,
      headers: bearer(session),
    });
    expect(response.statusCode).toBe(200);
    return response.json().data;
  };
  const chapter = (course: TCourseDetails, lesson: keyof World['lesson']) =>
    course.modules.flatMap((m) => m.chapters).find((c) => c.id === world.lesson[lesson])!;
  const openLesson = (session: SignedIn, lesson: keyof World['lesson']) =>
    app.inject({
      url: `/api/v1/student/courses/${world.courseId}/lessons/${world.lesson[lesson]}`,
      headers: bearer(session),
    });
  /** The server's clock moves on by this many seconds (Date only: timers keep running). */
  const later = (seconds: number) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + seconds * 1000);
  };
  afterEach(() => {
    vi.useRealTimers();
  });
  const enrolment = async (session: SignedIn) => {
    const [row] = await app.database.db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.userId, session.userId), eq(enrollments.courseId, world.courseId)));
    return row!;
  };

  beforeAll(async () => {
    app = await createTestApp();
    world = await buildWorld();
  }, 60_000);
  afterAll(async () => app.close());

  describe('a document', () => {
    it("is refused 'terminé' before max(5 s, 10 s per minute) on screen, and kept under 100 %", async () => {
      const session = await learner(['intro', 'core']);
      // 6 minutes: 60 seconds on screen.
      const early = await save(session, 'guide', { watchedDuration: 59 });
      expect(early.statusCode).toBe(200);
      expect(early.json().data).toMatchObject({ isCompleted: false, percentage: 99, courseProgress: 40 });
      const course = await details(session);
      expect(chapter(course, 'guide').status).toBe('in-progress');
      expect(course.userStats.modulesCompleted).toBe(0);
      // The next lesson stays locked.
      expect((await openLesson(session, 'work')).statusCode).toBe(403);
    });

    it('is not completed by a percentage alone, however long it was shown', async () => {
      const session = await learner(['intro', 'core']);
      const response = await save(session, 'guide', { isCompleted: false, watchedDuration: 3000 });
      expect(response.json().data.isCompleted).toBe(false);
    });

    it("completes on 'Marquer comme terminé' after its time: lesson, module and course move at once", async () => {
      const session = await learner(['intro', 'core']);
      // Opened, then a minute on screen: the server counts no more time than has passed.
      expect((await openLesson(session, 'guide')).statusCode).toBe(200);
      later(60);
      const response = await save(session, 'guide', { watchedDuration: 60 });
      expect(response.json().data).toMatchObject({ isCompleted: true, percentage: 100, courseProgress: 60 });
      const course = await details(session);
      expect(chapter(course, 'guide').status).toBe('completed');
      expect(course.modules[0]).toMatchObject({ completedLessons: 3, totalLessons: 3, progress: 100 });
      expect(course.userStats.modulesCompleted).toBe(1);
      expect(course.progress).toBe(60);
      expect((await enrolment(session)).progress).toBe(60);
      expect((await openLesson(session, 'work')).statusCode).toBe(200);
    });
  });

  describe('a video that cannot play', () => {
    it('completes without being watched where the instructor allows it, and opens the next lesson', async () => {
      const session = await learner();
      expect((await openLesson(session, 'core')).statusCode).toBe(403);
      const response = await save(session, 'intro', { isWithoutVideo: true });
      expect(response.json().data).toMatchObject({ isCompleted: true, percentage: 100 });
      expect(chapter(await details(session), 'intro').status).toBe('completed');
      expect((await openLesson(session, 'core')).statusCode).toBe(200);
    });

    it('does not, where the instructor has not allowed it: the lesson after stays locked', async () => {
      const session = await learner(['intro']);
      const response = await save(session, 'core', { isWithoutVideo: true });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ isCompleted: false, percentage: 99 });
      expect((await openLesson(session, 'guide')).statusCode).toBe(403);
    });

    it('refuses a flag that is not a boolean, and writes nothing', async () => {
      const session = await learner();
      const response = await save(session, 'intro', { isWithoutVideo: 'oui' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('isWithoutVideo doit être vrai ou faux');
      const rows = await app.database.db
        .select()
        .from(lessonProgress)
        .where(eq(lessonProgress.userId, session.userId));
      expect(rows).toHaveLength(0);
    });

    it('still needs the learner to say so: a mere claim of the flag with isCompleted false completes nothing', async () => {
      const session = await learner();
      const response = await save(session, 'intro', {
        isWithoutVideo: true,
        isCompleted: false,
        percentage: 10,
      });
      expect(response.json().data.isCompleted).toBe(false);
    });
  });

  describe('an exercise', () => {
    const submit = (session: SignedIn) =>
      app.inject({
        method: 'POST',
        url: `/api/learning/exercises/${world.lesson.work}/submissions`,
        headers: bearer(session),
        payload: { text: 'Mon plan de vente sur trois mois.' },
      });
    const grade = (submissionId: string, score: number) =>
      app.inject({
        method: 'POST',
        url: `/api/instructor/exercises/submissions/${submissionId}/grade`,
        headers: bearer(world.instructor),
        payload: { score, feedback: 'Clair et réaliste.' },
      });
    /** The learner's submission as one sent before submitting completed lessons: no progress row for it. */
    const asSubmittedBeforeTheRule = async (session: SignedIn) => {
      await app.database.db
        .delete(lessonProgress)
        .where(
          and(eq(lessonProgress.userId, session.userId), eq(lessonProgress.lessonId, world.lesson.work)),
        );
      await app.database.db
        .update(enrollments)
        .set({ progress: 60 })
        .where(eq(enrollments.userId, session.userId));
    };

    it('is not completed by a progress claim', async () => {
      const session = await learner(['intro', 'core', 'guide']);
      const response = await save(session, 'work', { watchedDuration: 3000, duration: 3000 });
      expect(response.json().data.isCompleted).toBe(false);
      expect(chapter(await details(session), 'work').status).not.toBe('completed');
    });

    it('completes once submitted: lesson, module, course and the next lesson follow at once', async () => {
      const session = await learner(['intro', 'core', 'guide']);
      expect((await openLesson(session, 'last')).statusCode).toBe(403);
      const before = await details(session);
      expect(chapter(before, 'work').status).toBe('not-started');
      expect(before.progress).toBe(60);

      expect((await submit(session)).statusCode).toBe(201);
      const after = await details(session);
      expect(chapter(after, 'work')).toMatchObject({ status: 'completed', progress: 100 });
      expect(after.modules[1]).toMatchObject({ completedLessons: 1, totalLessons: 2, progress: 50 });
      expect(after.progress).toBe(80);
      expect((await enrolment(session)).progress).toBe(80);
      expect((await openLesson(session, 'last')).statusCode).toBe(200);
      // Not graded yet: no score.
      expect(after.userStats).toMatchObject({ averageScore: null, points: 0 });
    });

    it("counts its grade in 'Score moyen' and 'Points cumulés' as soon as it is graded", async () => {
      const session = await learner(['intro', 'core', 'guide']);
      const submitted = await submit(session);
      const graded = await grade(submitted.json().data.id, 15);
      expect(graded.statusCode).toBe(200);
      const course = await details(session);
      expect(course.userStats).toMatchObject({ averageScore: 75, points: 15 });
      expect(chapter(course, 'work').status).toBe('completed');
    });

    it('completes on grading a submission sent before submitting completed lessons', async () => {
      const session = await learner(['intro', 'core', 'guide']);
      const submitted = await submit(session);
      await asSubmittedBeforeTheRule(session);
      expect(chapter(await details(session), 'work').status).toBe('not-started');

      expect((await grade(submitted.json().data.id, 20)).statusCode).toBe(200);
      const course = await details(session);
      expect(chapter(course, 'work').status).toBe('completed');
      expect(course.progress).toBe(80);
      expect((await enrolment(session)).progress).toBe(80);
      expect(course.userStats).toMatchObject({ averageScore: 100, points: 20 });
    });

    it('catches up at start-up the submissions sent before submitting completed lessons, once', async () => {
      const session = await learner(['intro', 'core', 'guide']);
      expect((await submit(session)).statusCode).toBe(201);
      await asSubmittedBeforeTheRule(session);

      expect(await completeLessonsOfSubmittedExercises(app.database.db)).toBe(1);
      const course = await details(session);
      expect(chapter(course, 'work').status).toBe('completed');
      expect((await enrolment(session)).progress).toBe(80);
      expect(await completeLessonsOfSubmittedExercises(app.database.db)).toBe(0);
    });

    it('a refused submission completes nothing', async () => {
      const session = await learner(['intro', 'core', 'guide']);
      const empty = await app.inject({
        method: 'POST',
        url: `/api/learning/exercises/${world.lesson.work}/submissions`,
        headers: bearer(session),
        payload: { text: '' },
      });
      expect(empty.statusCode).toBe(400);
      expect(chapter(await details(session), 'work').status).toBe('not-started');
      expect((await enrolment(session)).progress).toBe(0);
    });
  });
  describe('a quiz', () => {
    /** A course of one quiz lesson, and a learner enrolled in it. */
    async function quizCourse() {
      const db = app.database.db;
      const course = await newCourse(db, {
        organizationId: orgId,
        title: 'Quiz seul',
        sections: [{ lessons: [{ type: 'quiz', title: 'Le quiz' }] }],
      });
      const session = await newSignedInUser(app, { organizationId: orgId });
      await enrol(db, session.id, course.id);
      const lesson = course.lessons[0]!;
      return { courseId: course.id, quizId: lesson.quizId!, lessonId: lesson.id, session };
    }
    const claim = (world: Awaited<ReturnType<typeof quizCourse>>) =>
      app.inject({
        method: 'POST',
        url: '/api/progress/save',
        headers: bearer(world.session),
        payload: {
          lessonId: world.lessonId,
          courseId: world.courseId,
          currentTime: 0,
          duration: 0,
          percentage: 100,
          watchedDuration: 0,
          isCompleted: true,
        },
      });

    it('is not completed by a claim before an attempt is finished', async () => {
      const world = await quizCourse();
      const response = await claim(world);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ isCompleted: false, courseProgress: 0 });
    });

    it("completes when an attempt is finished ('Terminer'), with the course, in the same transaction", async () => {
      const world = await quizCourse();
      const started = await app.inject({
        method: 'POST',
        url: `/api/learning/quizzes/${world.quizId}/attempts`,
        headers: bearer(world.session),
        payload: { course_id: world.courseId },
      });
      expect(started.statusCode).toBe(201);
      const finished = await app.inject({
        method: 'POST',
        url: `/api/learning/quizzes/${world.quizId}/complete`,
        headers: bearer(world.session),
        payload: { attempt_id: started.json().data.attempt.id },
      });
      expect(finished.statusCode).toBe(200);
      const [row] = await app.database.db
        .select()
        .from(enrollments)
        .where(and(eq(enrollments.userId, world.session.userId), eq(enrollments.courseId, world.courseId)));
      expect(row).toMatchObject({ progress: 100, status: 'completed' });
      // The player's own report after 'Terminé' is then accepted, and changes nothing.
      expect((await claim(world)).json().data).toMatchObject({ isCompleted: true, courseProgress: 100 });
    });
  });
});
