import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TStudentHome } from '#shared/learning/student-home.contract.ts';
import {
  enrollments,
  exerciseSubmissions,
  exercises,
  lessonProgress,
  lessons,
  quizAttempts,
  quizzes,
  sections,
} from '../../db/schema/index.ts';
import { bearer, createUser, type SignedIn, signIn } from '../../test/test-app.ts';
import {
  createPaymentWorld,
  initializeBody,
  type PaymentWorld,
  paymentsApi,
  payThroughSandbox,
} from '../payments/payment-fixtures.ts';

// GET /api/v1/student/home (issue 10, docs/decisions/054): one call for the learner's 'Accueil'.
describe("the learner's home", () => {
  let world: PaymentWorld;
  let api: ReturnType<typeof paymentsApi>;
  const freeLessons: string[] = [];

  beforeAll(async () => {
    world = await createPaymentWorld();
    api = paymentsApi(world.app);
    const db = world.app.database.db;
    // The free course: two modules, three lessons; the paid course: one lesson.
    const [first, second] = await db
      .insert(sections)
      .values([
        { organizationId: world.orgId, courseId: world.freeCourseId, title: 'Les bases', position: 0 },
        { organizationId: world.orgId, courseId: world.freeCourseId, title: 'Les formules', position: 1 },
      ])
      .returning({ id: sections.id });
    const rows = await db
      .insert(lessons)
      .values([
        {
          organizationId: world.orgId,
          sectionId: first!.id,
          title: 'Le classeur',
          type: 'video',
          position: 0,
        },
        {
          organizationId: world.orgId,
          sectionId: first!.id,
          title: 'Les cellules',
          type: 'article',
          position: 1,
        },
        {
          organizationId: world.orgId,
          sectionId: second!.id,
          title: 'SOMME et MOYENNE',
          type: 'video',
          position: 0,
        },
      ])
      .returning({ id: lessons.id });
    freeLessons.push(...rows.map((row) => row.id));
    const [paidSection] = await db
      .insert(sections)
      .values({ organizationId: world.orgId, courseId: world.paidCourseId, title: 'Bilan', position: 0 })
      .returning({ id: sections.id });
    await db.insert(lessons).values({
      organizationId: world.orgId,
      sectionId: paidSection!.id,
      title: 'Le bilan',
      type: 'video',
      position: 0,
    });
  });
  afterAll(async () => world.close());

  const home = (session?: SignedIn) =>
    world.app.inject({ url: '/api/v1/student/home', headers: session ? bearer(session) : {} });
  const homeOf = async (session: SignedIn) => {
    const response = await home(session);
    expect(response.statusCode).toBe(200);
    return response.json().data as TStudentHome;
  };
  async function enrolFree(learner: SignedIn) {
    const response = await api.initialize(
      initializeBody({ courseId: world.freeCourseId, amount: 0 }),
      learner,
    );
    expect(response.statusCode).toBe(200);
  }
  async function progress(
    learner: SignedIn,
    lessonId: string,
    values: { percentage: number; isCompleted: boolean; at: Date },
  ) {
    await world.app.database.db.insert(lessonProgress).values({
      organizationId: world.orgId,
      userId: learner.userId,
      courseId: world.freeCourseId,
      lessonId,
      percentage: values.percentage,
      watchedSeconds: 30,
      isCompleted: values.isCompleted,
      updatedAt: values.at,
    });
  }

  it('refuses anonymous callers (401)', async () => {
    expect((await home()).statusCode).toBe(401);
  });

  it('answers an empty home to a learner enrolled in nothing', async () => {
    expect(await homeOf(await world.learner('vide'))).toEqual({
      resume: null,
      inProgress: [],
      enrolledCount: 0,
      completedCount: 0,
      nextInstallment: null,
      recentGrades: [],
      nextLiveSession: null,
      announcements: [],
    });
  });

  it('starts a newly enrolled course at its first lesson', async () => {
    const learner = await world.learner('nouveau');
    await enrolFree(learner);
    const data = await homeOf(learner);
    expect(data.resume).toMatchObject({
      courseId: world.freeCourseId,
      courseTitle: 'Découvrir Excel',
      coursePercent: 0,
      lessonId: freeLessons[0],
      lessonTitle: 'Le classeur',
      lessonType: 'video',
      lessonPercent: 0,
    });
    expect(data.enrolledCount).toBe(1);
    expect(data.inProgress).toEqual([]);
  });

  it('resumes the lesson worked on last, with its percent and the course percent', async () => {
    const learner = await world.learner('en-cours');
    await enrolFree(learner);
    await progress(learner, freeLessons[0]!, {
      percentage: 100,
      isCompleted: true,
      at: new Date(Date.now() - 60_000),
    });
    await progress(learner, freeLessons[2]!, { percentage: 40, isCompleted: false, at: new Date() });
    expect((await homeOf(learner)).resume).toMatchObject({
      lessonId: freeLessons[2],
      lessonTitle: 'SOMME et MOYENNE',
      lessonPercent: 40,
      coursePercent: 33,
    });
  });

  it('shows the next installment owed, and lists the other course in progress', async () => {
    const learner = await world.learner('echeance');
    await enrolFree(learner);
    await payThroughSandbox(world, learner, { amount: 20_000, paymentPlan: { type: 'installments' } });
    // The free course was worked on: it is the one to resume; the paid one waits in the list.
    await world.app.database.db
      .update(enrollments)
      .set({ lastActivityAt: new Date() })
      .where(eqUserCourse(learner.userId, world.freeCourseId));

    const data = await homeOf(learner);
    expect(data.resume?.courseId).toBe(world.freeCourseId);
    expect(data.inProgress.map((course) => course.id)).toEqual([world.paidCourseId]);
    expect(data.nextInstallment).toMatchObject({
      courseId: world.paidCourseId,
      courseTitle: 'Comptabilité pour PME',
      standing: {
        currency: 'XOF',
        nextAmount: 15_000,
        remainingAmount: 30_000,
        isOverdue: false,
        checkoutPath: `/marketplace/${world.paidCourseId}/payment?planType=installments`,
      },
    });
  });

  it('lists recent grades, newest first, keeping hidden quiz results hidden', async () => {
    const learner = await world.learner('notes');
    await enrolFree(learner);
    const db = world.app.database.db;
    const [shown, hidden] = await db
      .insert(quizzes)
      .values([
        {
          organizationId: world.orgId,
          courseId: world.freeCourseId,
          title: 'Quiz des bases',
          passingScore: 70,
          status: 'published',
        },
        {
          organizationId: world.orgId,
          courseId: world.freeCourseId,
          title: 'Quiz secret',
          showResults: false,
          status: 'published',
        },
      ])
      .returning({ id: quizzes.id });
    const [exercise] = await db
      .insert(exercises)
      .values({
        organizationId: world.orgId,
        courseId: world.freeCourseId,
        title: 'Un budget mensuel',
        points: 20,
        status: 'published',
      })
      .returning({ id: exercises.id });
    const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
    await db.insert(quizAttempts).values([
      {
        organizationId: world.orgId,
        quizId: shown!.id,
        userId: learner.userId,
        courseId: world.freeCourseId,
        attemptNumber: 1,
        startedAt: minutesAgo(35),
        completedAt: minutesAgo(30),
        score: 8,
        maxScore: 10,
        percent: 80,
        passed: true,
      },
      {
        organizationId: world.orgId,
        quizId: hidden!.id,
        userId: learner.userId,
        courseId: world.freeCourseId,
        attemptNumber: 1,
        startedAt: minutesAgo(25),
        completedAt: minutesAgo(20),
        score: 2,
        maxScore: 10,
        percent: 20,
        passed: true,
      },
      // Still open: not a grade.
      {
        organizationId: world.orgId,
        quizId: shown!.id,
        userId: learner.userId,
        courseId: world.freeCourseId,
        attemptNumber: 2,
      },
    ]);
    await db.insert(exerciseSubmissions).values({
      organizationId: world.orgId,
      exerciseId: exercise!.id,
      lessonId: freeLessons[1]!,
      courseId: world.freeCourseId,
      userId: learner.userId,
      text: 'Mon budget',
      status: 'graded',
      score: 15,
      maxScore: 20,
      gradedAt: minutesAgo(10),
    });

    const grades = (await homeOf(learner)).recentGrades;
    expect(grades.map((g) => [g.kind, g.title])).toEqual([
      ['exercise', 'Un budget mensuel'],
      ['quiz', 'Quiz secret'],
      ['quiz', 'Quiz des bases'],
    ]);
    expect(grades[0]).toMatchObject({ score: 15, maxScore: 20, percent: 75, lessonId: freeLessons[1] });
    expect(grades[1]).toMatchObject({ score: null, maxScore: null, percent: null, passed: null });
    expect(grades[2]).toMatchObject({
      score: 8,
      maxScore: 10,
      percent: 80,
      passed: true,
      courseTitle: 'Découvrir Excel',
    });
  });

  it("answers other roles their own home, and a user of another organisation only their organisation's courses", async () => {
    await createUser(world.app, { email: 'formateur-accueil@example.sn', roles: ['instructor'] });
    const instructor = await signIn(world.app, 'formateur-accueil@example.sn');
    expect(await homeOf(instructor)).toMatchObject({ resume: null, enrolledCount: 0 });

    // A learner of 'autre' enrolled in a course of 'autre' and (by a stray row) in one of 'jang'.
    const outsider = await world.learner('ailleurs', 'autre');
    const otherOrgId = world.otherOrgId;
    await world.app.database.db.insert(enrollments).values([
      { organizationId: otherOrgId, userId: outsider.userId, courseId: world.otherOrgCourseId },
      { organizationId: world.orgId, userId: outsider.userId, courseId: world.freeCourseId },
    ]);
    const data = await homeOf(outsider);
    expect(data.enrolledCount).toBe(1);
    expect(data.resume).toBeNull(); // the course of 'autre' has no lesson
    expect(data.inProgress.map((course) => course.id)).toEqual([world.otherOrgCourseId]);
  });
});

const eqUserCourse = (userId: string, courseId: string) =>
  and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId));
