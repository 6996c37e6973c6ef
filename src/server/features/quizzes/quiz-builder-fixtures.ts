import type { LightMyRequestResponse } from 'fastify';
import { newCourse, newInstructor, newSignedInUser } from '../../test/factories/index.ts';
import { bearer, createTestApp, organizationId, type SignedIn, type TestApp } from '../../test/test-app.ts';

// Test support for the quiz and exercise builder tests: one organisation with two instructors each
// teaching a course, an admin, a learner, and an admin of another organisation whose course the
// others must not reach.

export type BuilderCaller = 'student' | 'owner' | 'otherInstructor' | 'admin' | 'otherOrgAdmin';

export type BuilderWorld = {
  app: TestApp;
  orgId: string;
  sessions: Record<BuilderCaller, SignedIn>;
  /** The owner's course, the other instructor's, and one of the other organisation. */
  courseId: string;
  otherInstructorCourseId: string;
  otherOrgCourseId: string;
  call: (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    caller: BuilderCaller | null,
    payload?: unknown,
  ) => Promise<LightMyRequestResponse>;
};

export async function createBuilderWorld(): Promise<BuilderWorld> {
  const app = await createTestApp();
  const db = app.database.db;
  const orgId = await organizationId(app, 'jang');
  const otherOrgId = await organizationId(app, 'autre');
  const signed = (organization: string, role: 'student' | 'instructor' | 'admin') =>
    newSignedInUser(app, { organizationId: organization, role });
  const sessions: Record<BuilderCaller, SignedIn> = {
    student: await signed(orgId, 'student'),
    owner: await signed(orgId, 'instructor'),
    otherInstructor: await signed(orgId, 'instructor'),
    admin: await signed(orgId, 'admin'),
    otherOrgAdmin: await signed(otherOrgId, 'admin'),
  };
  const courseOf = async (organization: string, userId: string | null) => {
    const instructor = await newInstructor(db, { organizationId: organization, ...(userId && { userId }) });
    return (await newCourse(db, { organizationId: organization, instructorId: instructor.id, sections: [] }))
      .id;
  };
  return {
    app,
    orgId,
    sessions,
    courseId: await courseOf(orgId, sessions.owner.userId),
    otherInstructorCourseId: await courseOf(orgId, sessions.otherInstructor.userId),
    otherOrgCourseId: await courseOf(otherOrgId, null),
    call: (method, url, caller, payload) =>
      app.inject({
        method,
        url,
        headers: caller ? bearer(sessions[caller]) : {},
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
  };
}

/** One question of each of the five types, as the builder sends them. */
export const FIVE_QUESTIONS = [
  {
    question_type: 'multiple_choice',
    question_text: 'Capitale du Sénégal ?',
    points: 2,
    time_limit: 30,
    explanation: 'Dakar depuis 1960.',
    options: [
      { option_text: 'Dakar', is_correct: true },
      { option_text: 'Thiès', is_correct: false },
    ],
  },
  { question_type: 'true_false', question_text: 'Le Sénégal borde l’Atlantique.', correct_answer: true },
  { question_type: 'short_answer', question_text: 'Langue la plus parlée ?', expected_answer: 'Wolof' },
  {
    question_type: 'long_answer',
    question_text: 'Devise du Sénégal ?',
    expected_answer: 'Un peuple, un but, une foi',
  },
  {
    question_type: 'matching',
    question_text: 'Associez pays et capitale.',
    points: 3,
    pairs: [
      { left: 'Mali', right: 'Bamako' },
      { left: 'Guinée', right: 'Conakry' },
    ],
  },
] as const;
