import { asc, eq, sql } from 'drizzle-orm';
import { quizAnswers, quizAttempts, quizOptions } from '../../db/schema/index.ts';
import { enrol, newCourse, newSignedInUser } from '../../test/factories/index.ts';
import { bearer, createTestApp, organizationId, type SignedIn, type TestApp } from '../../test/test-app.ts';
import {
  choice,
  longAnswer,
  matching,
  type QuizDefinition,
  shortAnswer,
  trueFalse,
} from './quiz-definition.ts';
import { insertQuiz } from './quizzes.repo.ts';

// Test support for the quiz API tests: two published courses built by the factories, enrolled
// learners, quizzes built to order and one helper per call.

/** The course the quizzes are added to by default, and a second one (keys of `courseIds`). */
export const HTML_COURSE = 'html';
export const EXCEL_COURSE = 'excel';

/** Five questions, one per type, 8 points; the short answer has a 30 s limit. Plain quiz, pass at 60 %. */
export function testQuiz(overrides: Partial<QuizDefinition> = {}): QuizDefinition {
  return {
    title: 'Quiz de test',
    description: 'Un quiz pour les tests',
    durationMinutes: 10,
    type: 'quiz',
    passingScore: 60,
    shuffleQuestions: false,
    shuffleOptions: false,
    showResults: true,
    allowRetries: true,
    questions: [
      choice(
        'Capitale du Sénégal ?',
        ['Dakar', 'Thiès', 'Saint-Louis', 'Ziguinchor'],
        0,
        'Dakar depuis 1960.',
        {
          points: 2,
        },
      ),
      trueFalse("Le Sénégal borde l'océan Atlantique.", true, 'Plus de 500 km de côtes.'),
      shortAnswer('Langue la plus parlée au Sénégal ?', 'Wolof', 'Le wolof est parlé par la majorité.', {
        timeLimitSeconds: 30,
      }),
      longAnswer('Devise du Sénégal ?', 'Un peuple, un but, une foi', 'Inscrite dans la Constitution.'),
      matching(
        'Associez chaque pays à sa capitale.',
        [
          ['Sénégal', 'Dakar'],
          ['Mali', 'Bamako'],
          ['Guinée', 'Conakry'],
        ],
        'Trois capitales ouest-africaines.',
        { points: 3 },
      ),
    ],
    ...overrides,
  };
}

export type QuizWorld = {
  app: TestApp;
  orgId: string;
  courseIds: Record<string, string>;
  /** Enrolled in the HTML course. */
  learner: SignedIn;
  addQuiz: (
    quiz?: Partial<QuizDefinition>,
    courseKey?: string,
  ) => Promise<{ id: string; questionIds: string[] }>;
  enrolledLearner: (email: string, courseKey?: string) => Promise<SignedIn>;
};

export async function createQuizWorld(): Promise<QuizWorld> {
  const app = await createTestApp();
  const orgId = await organizationId(app, 'jang');
  const courseIds: Record<string, string> = {};
  for (const key of [HTML_COURSE, EXCEL_COURSE])
    courseIds[key] = (await newCourse(app.database.db, { organizationId: orgId })).id;
  const enrolledLearner = async (email: string, courseKey = HTML_COURSE) => {
    const learner = await newSignedInUser(app, { organizationId: orgId, email });
    await enrol(app.database.db, learner.id, courseIds[courseKey]!);
    return learner;
  };
  return {
    app,
    orgId,
    courseIds,
    learner: await enrolledLearner('apprenant.quiz@example.sn'),
    addQuiz: (quiz = {}, courseKey = HTML_COURSE) =>
      insertQuiz(app.database.db, { organizationId: orgId, courseId: courseIds[courseKey]! }, testQuiz(quiz)),
    enrolledLearner,
  };
}

/** One helper per quiz call; `session` null sends no token. */
export function quizApi(app: TestApp) {
  const headers = (session: SignedIn | null) => (session ? bearer(session) : {});
  const post = (url: string, payload: unknown, session: SignedIn | null) =>
    app.inject({ method: 'POST', url, payload: payload as object, headers: headers(session) });
  return {
    get: (quizId: string, session: SignedIn | null) =>
      app.inject({ url: `/api/learning/quizzes/${quizId}`, headers: headers(session) }),
    start: (quizId: string, payload: unknown, session: SignedIn | null) =>
      post(`/api/learning/quizzes/${quizId}/attempts`, payload, session),
    open: (quizId: string, questionId: string, payload: unknown, session: SignedIn | null) =>
      post(`/api/learning/quizzes/${quizId}/questions/${questionId}/open`, payload, session),
    answer: (quizId: string, payload: unknown, session: SignedIn | null) =>
      post(`/api/learning/quizzes/${quizId}/answers`, payload, session),
    complete: (quizId: string, payload: unknown, session: SignedIn | null) =>
      post(`/api/learning/quizzes/${quizId}/complete`, payload, session),
  };
}

/** A question's options in author order, with what makes them right. */
export async function optionsOf(app: TestApp, questionId: string) {
  return app.database.db
    .select()
    .from(quizOptions)
    .where(eq(quizOptions.questionId, questionId))
    .orderBy(asc(quizOptions.optionOrder));
}

export async function countRows(app: TestApp) {
  const [attempts] = await app.database.db.select({ n: sql<number>`count(*)::int` }).from(quizAttempts);
  const [answers] = await app.database.db.select({ n: sql<number>`count(*)::int` }).from(quizAnswers);
  return { attempts: attempts!.n, answers: answers!.n };
}
