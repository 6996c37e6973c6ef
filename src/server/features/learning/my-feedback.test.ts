import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TMyFeedback } from '#shared/learning/feedback.contract.ts';
import {
  enrol,
  newCourse,
  newOrganization,
  newReview,
  newSignedInUser,
  newSubmission,
  type SignedInUser,
} from '../../test/factories/index.ts';
import { bearer, createTestApp, organizationId, type TestApp } from '../../test/test-app.ts';

// 'Feedbacks' (issue 17): the learner's graded exercises with the grader's comment, and the reviews
// they wrote; never another learner's, never work still waiting for a grade.
describe('GET /api/v1/student/feedback', () => {
  let app: TestApp;
  let learner: SignedInUser;
  let other: SignedInUser;
  let grader: SignedInUser;
  let courseTitle: string;

  beforeAll(async () => {
    app = await createTestApp();
    const db = app.database.db;
    const jang = await organizationId(app, 'jang');
    courseTitle = `Rédaction professionnelle ${Date.now()}`;
    const course = await newCourse(db, {
      organizationId: jang,
      title: courseTitle,
      sections: [{ lessons: [{ type: 'exercise', exercise: { points: 20 } }, { type: 'exercise' }] }],
    });
    learner = await newSignedInUser(app, { organizationId: jang });
    other = await newSignedInUser(app, { organizationId: jang });
    grader = await newSignedInUser(app, { organizationId: jang, role: 'instructor', name: 'Moussa Diop' });
    const [graded, waiting] = course.lessons;
    for (const user of [learner, other]) {
      await enrol(db, user.id, course.id);
      await newSubmission(db, {
        exerciseId: graded!.exerciseId!,
        lessonId: graded!.id,
        courseId: course.id,
        userId: user.id,
        status: 'graded',
        score: user === learner ? 17 : 9,
        feedback: user === learner ? 'Très bonne analyse, soignez la conclusion.' : 'À revoir.',
        gradedBy: grader.id,
        gradedAt: new Date(),
      });
    }
    await newSubmission(db, {
      exerciseId: waiting!.exerciseId!,
      lessonId: waiting!.id,
      courseId: course.id,
      userId: learner.id,
    });
    await newReview(db, { courseId: course.id, userId: learner.id, rating: 5, comment: 'Clair et utile.' });
    await newReview(db, { courseId: course.id, userId: other.id, rating: 2, comment: 'Trop long.' });
  }, 60_000);
  afterAll(async () => app.close());

  const feedbackOf = async (user: SignedInUser) => {
    const response = await app.inject({ url: '/api/v1/student/feedback', headers: bearer(user) });
    expect(response.statusCode).toBe(200);
    return response.json().data as TMyFeedback;
  };

  it('gives the learner their graded work with the comment and grader, and their reviews', async () => {
    const mine = await feedbackOf(learner);
    expect(mine.graded).toHaveLength(1);
    expect(mine.graded[0]).toMatchObject({
      courseTitle,
      score: 17,
      maxScore: 20,
      feedback: 'Très bonne analyse, soignez la conclusion.',
      graderName: 'Moussa Diop',
    });
    expect(mine.reviews).toEqual([
      expect.objectContaining({ courseTitle, rating: 5, comment: 'Clair et utile.' }),
    ]);
    expect(mine.hasMoreGraded).toBe(false);
    expect(JSON.stringify(mine)).not.toContain('Trop long.');
    expect(JSON.stringify(mine)).not.toContain('À revoir.');
  });

  it('gives another learner only theirs, and an empty page to a newcomer', async () => {
    const theirs = await feedbackOf(other);
    expect(theirs.graded.map((g) => g.feedback)).toEqual(['À revoir.']);
    const elsewhere = await newSignedInUser(app, {
      organizationId: (await newOrganization(app.database.db)).id,
    });
    expect(await feedbackOf(elsewhere)).toEqual({
      graded: [],
      hasMoreGraded: false,
      reviews: [],
      hasMoreReviews: false,
    });
  });

  it('answers 401 without a token', async () => {
    expect((await app.inject({ url: '/api/v1/student/feedback' })).statusCode).toBe(401);
  });
});
