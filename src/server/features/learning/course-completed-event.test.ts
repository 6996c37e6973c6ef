import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents, enrollments } from '../../db/schema/index.ts';
import { courseCompletedKey } from '../../events/domain-events.ts';
import {
  enrol,
  newCourse,
  newExercise,
  newSignedInUser,
  newSubmission,
  openLessons,
} from '../../test/factories/index.ts';
import { bearer, createTestApp, organizationId, type SignedIn, type TestApp } from '../../test/test-app.ts';
import { completeLessonsOfSubmittedExercises, markLessonCompleted } from './progress.repo.ts';

// course.completed is recorded with the save that moves an enrolment to completed, once per learner
// and course, whichever way the last lesson is completed (a save, or the server completing it for
// an exercise or a quiz) and however many saves race (docs/decisions/098).
describe('course.completed', () => {
  let app: TestApp;
  let orgId: string;
  let courseId: string;
  let lessonIds: string[];

  beforeAll(async () => {
    app = await createTestApp();
    orgId = await organizationId(app, 'jang');
    const course = await newCourse(app.database.db, {
      organizationId: orgId,
      instructorId: null,
      title: 'Trois articles',
      slug: 'trois-articles',
      accessType: 'paid',
      sections: [
        {
          title: 'Semaine 1',
          lessons: [1, 2, 3].map((n) => ({ type: 'article' as const, title: `Article ${n}`, content: {} })),
        },
      ],
    });
    courseId = course.id;
    lessonIds = course.lessons.map((lesson) => lesson.id);
  });
  afterAll(async () => app.close());

  /** A new learner enrolled in the course, served every lesson an hour ago (decision 067). */
  async function enrolledLearner(): Promise<SignedIn> {
    const learner = await newSignedInUser(app, { organizationId: orgId });
    await enrol(app.database.db, learner.id, courseId);
    await openLessons(app.database.db, {
      userId: learner.id,
      courseId,
      lessonIds,
      openedAt: new Date(Date.now() - 3600_000),
    });
    return learner;
  }
  const save = async (learner: SignedIn, lessonId: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/progress/save',
      headers: bearer(learner),
      payload: {
        lessonId,
        courseId,
        currentTime: 0,
        duration: 0,
        percentage: 100,
        watchedDuration: 600,
        isCompleted: true,
      },
    });
    expect(response.statusCode).toBe(200);
  };
  const mark = (learner: SignedIn, lessonId: string) =>
    app.database.db.transaction((tx) =>
      markLessonCompleted(tx, { organizationId: orgId, userId: learner.userId, courseId, lessonId }),
    );
  const completions = (learner: SignedIn) =>
    app.database.db
      .select()
      .from(domainEvents)
      .where(
        and(
          eq(domainEvents.type, 'course.completed'),
          sql`${domainEvents.payload} ->> 'userId' = ${learner.userId}`,
        ),
      );
  const statusOf = async (learner: SignedIn) =>
    (
      await app.database.db
        .select({ status: enrollments.status })
        .from(enrollments)
        .where(and(eq(enrollments.userId, learner.userId), eq(enrollments.courseId, courseId)))
    )[0]!.status;

  it('completing the last lesson records one course.completed; a subscriber receives it once', async () => {
    const received: string[] = [];
    app.events.subscribe('test-certificates', 'course.completed', async (_tx, event) => {
      received.push(event.payload.userId);
    });
    const learner = await enrolledLearner();
    await save(learner, lessonIds[0]!);
    await save(learner, lessonIds[1]!);
    expect(await completions(learner)).toHaveLength(0);
    await save(learner, lessonIds[2]!);
    expect(await statusOf(learner)).toBe('completed');
    const [event] = await completions(learner);
    expect(event).toMatchObject({
      organizationId: orgId,
      payload: { organizationId: orgId, userId: learner.userId, courseId },
      dedupeKey: courseCompletedKey(learner.userId, courseId),
    });
    // Saving a completed lesson again, or another path completing it, tells nothing more.
    await save(learner, lessonIds[2]!);
    await mark(learner, lessonIds[0]!);
    expect(await completions(learner)).toHaveLength(1);

    await Promise.all([app.events.dispatch(), app.events.dispatch()]);
    await app.events.dispatch();
    expect(received.filter((userId) => userId === learner.userId)).toHaveLength(1);
  });

  it('the server completing the last lesson (an exercise, a quiz) records it too, in its transaction', async () => {
    const learner = await enrolledLearner();
    await save(learner, lessonIds[0]!);
    await mark(learner, lessonIds[1]!);
    expect(await completions(learner)).toHaveLength(0);
    // Rolled back with the transaction that completed the lesson.
    await expect(
      app.database.db.transaction(async (tx) => {
        await markLessonCompleted(tx, {
          organizationId: orgId,
          userId: learner.userId,
          courseId,
          lessonId: lessonIds[2]!,
        });
        throw new Error('annulé');
      }),
    ).rejects.toThrow('annulé');
    expect(await completions(learner)).toHaveLength(0);
    expect(await statusOf(learner)).toBe('active');
    await mark(learner, lessonIds[2]!);
    expect(await completions(learner)).toHaveLength(1);
  });

  it('the start-up catch-up of submitted exercises records it for the courses it completes, once', async () => {
    const learner = await enrolledLearner();
    await save(learner, lessonIds[0]!);
    await save(learner, lessonIds[1]!);
    const db = app.database.db;
    const exercise = await newExercise(db, { organizationId: orgId, courseId, title: 'Devoir' });
    // A submission from before submitting completed its lesson: no progress row for it.
    await newSubmission(db, {
      exerciseId: exercise.id,
      lessonId: lessonIds[2]!,
      courseId,
      userId: learner.userId,
      text: 'Ma réponse',
      maxScore: 20,
    });
    expect(await completeLessonsOfSubmittedExercises(db)).toBe(1);
    expect(await statusOf(learner)).toBe('completed');
    expect(await completions(learner)).toHaveLength(1);
    expect(await completeLessonsOfSubmittedExercises(db)).toBe(0);
    expect(await completions(learner)).toHaveLength(1);
  });

  it('racing saves and server completions of the last lessons record it exactly once', async () => {
    const learner = await enrolledLearner();
    await save(learner, lessonIds[0]!);
    await Promise.all([
      save(learner, lessonIds[1]!),
      save(learner, lessonIds[2]!),
      mark(learner, lessonIds[1]!),
      mark(learner, lessonIds[2]!),
      mark(learner, lessonIds[2]!),
      save(learner, lessonIds[2]!),
    ]);
    expect(await statusOf(learner)).toBe('completed');
    expect(await completions(learner)).toHaveLength(1);
  });

  it('any order of saves and server completions, some at once: one event iff the course is completed', async () => {
    const step = fc.record({
      lesson: fc.integer({ min: 0, max: 2 }),
      isSave: fc.boolean(),
      isWithNext: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 7 }), async (steps) => {
        const learner = await enrolledLearner();
        // Steps marked isWithNext run at once with the one after them.
        let group: Promise<unknown>[] = [];
        for (const { lesson, isSave, isWithNext } of steps) {
          group.push(isSave ? save(learner, lessonIds[lesson]!) : mark(learner, lessonIds[lesson]!));
          if (!isWithNext) {
            await Promise.all(group);
            group = [];
          }
        }
        await Promise.all(group);
        const isCompleted = new Set(steps.map((s) => s.lesson)).size === lessonIds.length;
        expect(await statusOf(learner)).toBe(isCompleted ? 'completed' : 'active');
        expect(await completions(learner)).toHaveLength(isCompleted ? 1 : 0);
      }),
      { numRuns: 15 },
    );
  });
});
