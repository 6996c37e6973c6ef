import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollments, users } from '../../db/schema/index.ts';
import { enrol, newCourse, newSignedInUser } from '../../test/factories/index.ts';
import { createUser, type SignedIn, signIn } from '../../test/test-app.ts';
import { countRows, createQuizWorld, HTML_COURSE, type QuizWorld, quizApi } from './quiz-fixtures.ts';

// Who may call the quiz player's endpoints: a signed-in learner of the quiz's organisation,
// enrolled in its course, access not expired, lesson not locked.
describe('quiz access', () => {
  let world: QuizWorld;
  let api: ReturnType<typeof quizApi>;
  let quizId: string;
  let questionId: string;
  let courseId: string;

  beforeAll(async () => {
    world = await createQuizWorld();
    api = quizApi(world.app);
    const quiz = await world.addQuiz();
    quizId = quiz.id;
    questionId = quiz.questionIds[0]!;
    courseId = world.courseIds[HTML_COURSE]!;
  }, 60_000);
  afterAll(async () => world.app.close());

  const everyCall = (session: SignedIn | null, attemptId = '00000000-0000-4000-8000-000000000001') => [
    api.get(quizId, session),
    api.start(quizId, { course_id: courseId }, session),
    api.open(quizId, questionId, { attempt_id: attemptId }, session),
    api.answer(quizId, { attempt_id: attemptId, question_id: questionId, answer: null }, session),
    api.complete(quizId, { attempt_id: attemptId }, session),
  ];

  it('answers 401 to anonymous callers, on every call', async () => {
    for (const response of await Promise.all(everyCall(null))) {
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('UNAUTHENTICATED');
    }
  });

  it('answers 403 to a learner of the organisation not enrolled in the course', async () => {
    await createUser(world.app, { email: 'passant.quiz@example.sn', roles: ['student'] });
    const passant = await signIn(world.app, 'passant.quiz@example.sn');
    for (const response of await Promise.all(everyCall(passant))) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe("Vous n'êtes pas inscrit à cette formation.");
    }
    expect(await countRows(world.app)).toEqual({ attempts: 0, answers: 0 });
  });

  it('answers 404 "Quiz introuvable" to another organisation, for unknown and for draft quizzes', async () => {
    await createUser(world.app, {
      email: 'ailleurs.quiz@autre.sn',
      roles: ['student'],
      organization: 'autre',
    });
    const foreigner = await signIn(world.app, 'ailleurs.quiz@autre.sn');
    for (const response of await Promise.all(everyCall(foreigner))) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('Quiz introuvable');
    }
    const unknown = await api.get('00000000-0000-4000-8000-000000000000', world.learner);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Quiz introuvable');
    const draft = await world.addQuiz({ title: 'Brouillon', status: 'draft' });
    const drafted = await api.get(draft.id, world.learner);
    expect(drafted.statusCode).toBe(404);
    expect(drafted.json().error).toBe('Quiz introuvable');
    expect((await api.start(draft.id, { course_id: courseId }, world.learner)).statusCode).toBe(404);
  });

  it('refuses a malformed quiz id with a French message', async () => {
    const response = await world.app.inject({
      url: '/api/learning/quizzes/pas-un-id',
      headers: { authorization: `Bearer ${world.learner.accessToken}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Identifiant invalide');
  });

  it('answers 403 once access has expired, even inside an attempt already started', async () => {
    const late = await world.enrolledLearner('retard.quiz@example.sn');
    const started = await api.start(quizId, { course_id: courseId }, late);
    expect(started.statusCode).toBe(201);
    const attemptId = started.json().data.attempt.id;
    const [user] = await world.app.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'retard.quiz@example.sn'));
    await world.app.database.db
      .update(enrollments)
      .set({ accessEndDate: sql`now() - interval '1 day'` })
      .where(eq(enrollments.userId, user!.id));
    const before = await countRows(world.app);
    for (const response of await Promise.all(everyCall(late, attemptId))) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe(
        'Votre accès à cette formation a expiré. Contactez le support pour le renouveler.',
      );
    }
    expect(await countRows(world.app)).toEqual(before);
  });

  it('refuses the quiz of a lesson still locked in a sequential course', async () => {
    // A learner at the start of a sequential course: its final quiz is locked behind the video.
    const db = world.app.database.db;
    const sequential = await newCourse(db, {
      organizationId: world.orgId,
      isSequential: true,
      sections: [{ lessons: [{ type: 'video' }] }, { lessons: [{ type: 'quiz' }] }],
    });
    const beginner = await newSignedInUser(world.app, { organizationId: world.orgId });
    await enrol(db, beginner.id, sequential.id);
    const lockedQuizId = sequential.lessons[1]!.quizId!;
    const response = await api.get(lockedQuizId, beginner);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe(
      'Cette leçon est verrouillée : terminez les leçons précédentes pour y accéder.',
    );
    expect((await api.start(lockedQuizId, { course_id: sequential.id }, beginner)).statusCode).toBe(403);
  });

  it('serves the quiz of an open lesson to an enrolled learner', async () => {
    const db = world.app.database.db;
    const course = await newCourse(db, {
      organizationId: world.orgId,
      sections: [{ lessons: [{ type: 'quiz', quiz: { title: 'Quiz : les bases du HTML et du CSS' } }] }],
    });
    const learner = await newSignedInUser(world.app, { organizationId: world.orgId });
    await enrol(db, learner.id, course.id);
    const response = await api.get(course.lessons[0]!.quizId!, learner);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.title).toBe('Quiz : les bases du HTML et du CSS');
    expect(response.json().data.status.can_start).toBe(true);
  });
});
