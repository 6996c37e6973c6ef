import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrol, newCourse } from '../../test/factories/index.ts';
import { lockQuizForAnswer } from './quiz-builder.repo.ts';
import {
  type BuilderCaller,
  type BuilderWorld,
  createBuilderWorld,
  FIVE_QUESTIONS,
} from './quiz-builder-fixtures.ts';
import { openQuestion } from './quizzes.repo.ts';

// The quiz builder's API (issue 14): who may call it, what it stores, what it refuses, and that an
// edit never changes what learners' answers were judged by (decision 153).

let world: BuilderWorld;
beforeAll(async () => {
  world = await createBuilderWorld();
}, 120_000);
afterAll(async () => world?.app.close());

type Quiz = { id: string; status: string; questions: Array<Record<string, unknown> & { id: string }> };

async function newQuiz(body: Record<string, unknown> = {}, caller: BuilderCaller = 'owner'): Promise<Quiz> {
  const response = await world.call('POST', '/api/admin/quizzes', caller, {
    course_id: world.courseId,
    title: 'Géographie',
    questions: FIVE_QUESTIONS,
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

const counts = async () => {
  const result = await world.app.database.db.execute<{ quizzes: number; questions: number; options: number }>(
    sql`select (select count(*)::int from quizzes) as quizzes, (select count(*)::int from quiz_questions) as questions, (select count(*)::int from quiz_options) as options`,
  );
  return result.rows[0];
};

/** The whole quiz as PUT takes it, from what GET answered. */
const asUpdate = (quiz: Quiz & Record<string, unknown>) => ({
  title: quiz.title,
  description: quiz.description,
  duration: quiz.duration,
  passing_score: quiz.passing_score,
  shuffle_questions: quiz.shuffle_questions,
  shuffle_options: quiz.shuffle_options,
  show_results: quiz.show_results,
  allow_retries: quiz.allow_retries,
  type: quiz.type,
  questions: quiz.questions.map(({ question_order: _order, is_used: _used, ...question }) => question),
});

describe('who may build a quiz', () => {
  it('answers every route by role: 401 anonymous, 403 student and another instructor, 404 another organisation', async () => {
    const quiz = await newQuiz();
    const routes: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?]> = [
      ['GET', `/api/admin/quizzes/${quiz.id}`],
      ['PUT', `/api/admin/quizzes/${quiz.id}`, { title: 'Autre', questions: [] }],
      ['POST', `/api/admin/quizzes/${quiz.id}/publish`],
      ['POST', `/api/admin/quizzes/${quiz.id}/unpublish`],
      ['POST', `/api/admin/quizzes/${quiz.id}/import-preview`, { format: 'gift', text: '::Q:: 1+1 {=2}' }],
      ['POST', `/api/admin/quizzes/${quiz.id}/import`, { format: 'aiken', text: 'Q?\nA. x\nANSWER: A' }],
      ['DELETE', `/api/admin/quizzes/${quiz.id}`],
    ];
    const expected: Record<string, number> = { student: 403, otherInstructor: 403, otherOrgAdmin: 404 };
    for (const [method, url, body] of routes) {
      expect((await world.call(method, url, null, body)).statusCode, `${method} ${url}`).toBe(401);
      for (const [caller, status] of Object.entries(expected)) {
        const response = await world.call(method, url, caller as BuilderCaller, body);
        expect(response.statusCode, `${method} ${url} as ${caller}`).toBe(status);
        expect(response.json().error).toMatch(/^[^a-z]|Vous|Quiz|Accès/);
      }
    }
    const read = await world.call('GET', `/api/admin/quizzes/${quiz.id}`, 'owner');
    expect(read.json().data.title).toBe('Géographie');
    expect(read.json().data.questions).toHaveLength(5);
    expect((await world.call('GET', `/api/admin/quizzes/${quiz.id}`, 'admin')).statusCode).toBe(200);
    // The owner and the admin may delete it; nobody else did.
    expect((await world.call('DELETE', `/api/admin/quizzes/${quiz.id}`, 'admin')).statusCode).toBe(204);
    expect((await world.call('GET', `/api/admin/quizzes/${quiz.id}`, 'owner')).statusCode).toBe(404);
  });

  it('lists an instructor’s own quizzes, an admin’s whole organisation, nothing of another organisation', async () => {
    const mine = await newQuiz({ title: 'Liste du formateur' });
    const admins = await newQuiz(
      { title: 'Liste de l’admin', course_id: world.otherInstructorCourseId },
      'admin',
    );
    const ids = async (caller: BuilderCaller, query = '') => {
      const response = await world.call('GET', `/api/admin/quizzes${query}`, caller);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data as Array<{ id: string }>).map((item) => item.id);
    };
    expect(await ids('owner')).toContain(mine.id);
    expect(await ids('owner')).not.toContain(admins.id);
    expect(await ids('otherInstructor')).toEqual([admins.id]);
    expect(await ids('admin')).toEqual(expect.arrayContaining([mine.id, admins.id]));
    expect(await ids('otherOrgAdmin')).toEqual([]);
    expect((await world.call('GET', '/api/admin/quizzes', 'student')).statusCode).toBe(403);
    expect((await world.call('GET', '/api/admin/quizzes', null)).statusCode).toBe(401);

    // The editor's picker: published only; and the search by title.
    await world.call('POST', `/api/admin/quizzes/${mine.id}/publish`, 'owner');
    expect(await ids('owner', '?status=published')).toEqual([mine.id]);
    expect(await ids('admin', '?search=ADMIN')).toEqual([admins.id]);
    const item = (await world.call('GET', '/api/admin/quizzes?status=published', 'owner')).json().data[0];
    expect(item).toMatchObject({
      id: mine.id,
      title: 'Liste du formateur',
      question_count: 5,
      status: 'published',
    });
  });

  it('creates only in a course the caller teaches (403) of their organisation (404)', async () => {
    const before = await counts();
    const other = await world.call('POST', '/api/admin/quizzes', 'owner', {
      course_id: world.otherInstructorCourseId,
      title: 'Pas chez moi',
    });
    expect(other.statusCode).toBe(403);
    expect(other.json().error).toBe("Vous n'êtes pas le formateur de cette formation.");
    const foreign = await world.call('POST', '/api/admin/quizzes', 'admin', {
      course_id: world.otherOrgCourseId,
      title: 'Ailleurs',
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe('Formation introuvable');
    expect(await counts()).toEqual(before);
  });
});

describe('what the builder stores', () => {
  it('keeps every field of the five question types, in order', async () => {
    const quiz = await newQuiz({
      description: 'Révisions',
      duration: 15,
      passing_score: 70,
      shuffle_questions: true,
      type: 'exam',
      allow_retries: false,
    });
    const read = (await world.call('GET', `/api/admin/quizzes/${quiz.id}`, 'owner')).json().data;
    expect(read).toMatchObject({
      status: 'draft',
      description: 'Révisions',
      duration: 15,
      passing_score: 70,
      shuffle_questions: true,
      shuffle_options: false,
      show_results: true,
      allow_retries: false,
      type: 'exam',
      attempt_count: 0,
    });
    expect(read.questions.map((q: Record<string, unknown>) => q.question_order)).toEqual([1, 2, 3, 4, 5]);
    expect(read.questions[0]).toMatchObject({ ...FIVE_QUESTIONS[0], is_used: false });
    expect(read.questions[1]).toMatchObject({
      ...FIVE_QUESTIONS[1],
      points: 1,
      time_limit: null,
      explanation: null,
    });
    expect(read.questions[2]).toMatchObject(FIVE_QUESTIONS[2]);
    expect(read.questions[3]).toMatchObject(FIVE_QUESTIONS[3]);
    expect(read.questions[4]).toMatchObject(FIVE_QUESTIONS[4]);
  });

  it('reorders, changes, adds and deletes questions in one save', async () => {
    const quiz = await newQuiz();
    const update = asUpdate((await world.call('GET', `/api/admin/quizzes/${quiz.id}`, 'owner')).json().data);
    const [choice, trueFalse, , longAnswer, matching] = update.questions;
    const questions = [
      matching,
      { ...trueFalse, correct_answer: false, points: 4 },
      { question_type: 'short_answer', question_text: 'Fleuve du nord ?', expected_answer: 'Sénégal' },
      choice,
      longAnswer,
    ];
    const saved = await world.call('PUT', `/api/admin/quizzes/${quiz.id}`, 'owner', {
      ...update,
      title: 'Géographie 2',
      questions,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const data = saved.json().data;
    expect(data.title).toBe('Géographie 2');
    expect(data.questions.map((q: { question_text: string }) => q.question_text)).toEqual([
      'Associez pays et capitale.',
      'Le Sénégal borde l’Atlantique.',
      'Fleuve du nord ?',
      'Capitale du Sénégal ?',
      'Devise du Sénégal ?',
    ]);
    expect(data.questions[1]).toMatchObject({ id: trueFalse!.id, correct_answer: false, points: 4 });
    expect(data.questions[0].id).toBe(matching!.id);
  });

  it('publishes a quiz with questions, refuses one without, and unpublishes', async () => {
    const empty = await newQuiz({ questions: [] });
    const refused = await world.call('POST', `/api/admin/quizzes/${empty.id}/publish`, 'owner');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('Un quiz sans question ne peut pas être publié.');
    const quiz = await newQuiz();
    const published = await world.call('POST', `/api/admin/quizzes/${quiz.id}/publish`, 'admin');
    expect(published.json().data.status).toBe('published');
    const drafted = await world.call('POST', `/api/admin/quizzes/${quiz.id}/unpublish`, 'owner');
    expect(drafted.json().data.status).toBe('draft');
  });
});

describe('bad input: a French message, nothing changed', () => {
  const withQuestion = (question: Record<string, unknown>) => ({
    course_id: 'will be replaced',
    title: 'Mauvais',
    questions: [question],
  });
  const cases: Array<[string, Record<string, unknown>, string]> = [
    [
      'a multiple choice without a correct option',
      {
        question_type: 'multiple_choice',
        question_text: 'Q ?',
        options: [
          { option_text: 'a', is_correct: false },
          { option_text: 'b', is_correct: false },
        ],
      },
      'Une question à choix multiple doit avoir exactement une bonne réponse.',
    ],
    [
      'a matching without pairs',
      { question_type: 'matching', question_text: 'Q ?', pairs: [] },
      "Une question d'association doit avoir au moins une paire.",
    ],
    [
      'negative points',
      { question_type: 'short_answer', question_text: 'Q ?', expected_answer: 'x', points: -1 },
      'Les points doivent être un nombre entier entre 0 et 1000.',
    ],
    [
      'an unknown type',
      { question_type: 'essay', question_text: 'Q ?' },
      'Type de question inconnu : choisissez multiple_choice, true_false, short_answer, long_answer ou matching.',
    ],
    [
      'a written answer without its expected text',
      { question_type: 'long_answer', question_text: 'Q ?', expected_answer: '  ' },
      'La réponse attendue est obligatoire.',
    ],
    [
      'a time limit of 0 s',
      { question_type: 'true_false', question_text: 'Q ?', correct_answer: true, time_limit: 0 },
      'Le temps limite doit être un nombre entier de secondes entre 1 et 86400, ou vide.',
    ],
  ];

  it.each(cases)('refuses %s, on create and on update', async (_name, question, message) => {
    const quiz = await newQuiz();
    const before = await counts();
    const created = await world.call('POST', '/api/admin/quizzes', 'owner', {
      ...withQuestion(question),
      course_id: world.courseId,
    });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject({ code: 'VALIDATION', error: message });
    const updated = await world.call('PUT', `/api/admin/quizzes/${quiz.id}`, 'owner', {
      title: 'Mauvais',
      questions: [question],
    });
    expect(updated.statusCode).toBe(400);
    expect(updated.json().error).toBe(message);
    expect(await counts()).toEqual(before);
    expect((await world.call('GET', `/api/admin/quizzes/${quiz.id}`, 'owner')).json().data.title).toBe(
      'Géographie',
    );
  });

  it('refuses a question id of another quiz', async () => {
    const quiz = await newQuiz();
    const other = await newQuiz();
    const update = asUpdate((await world.call('GET', `/api/admin/quizzes/${quiz.id}`, 'owner')).json().data);
    const before = await counts();
    const response = await world.call('PUT', `/api/admin/quizzes/${quiz.id}`, 'owner', {
      ...update,
      questions: [{ ...update.questions[0], id: other.questions[0]!.id }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("La question 1 n'appartient pas à ce quiz.");
    expect(await counts()).toEqual(before);
  });
});

describe('a quiz learners have answered (decision 153)', () => {
  /** A published quiz with the student's attempt, the first question answered (opened). */
  async function answeredQuiz() {
    const quiz = await newQuiz();
    await world.call('POST', `/api/admin/quizzes/${quiz.id}/publish`, 'owner');
    await enrol(world.app.database.db, world.sessions.student.userId, world.courseId, {
      paymentStatus: 'paid',
    }).catch(() => undefined);
    const started = await world.call('POST', `/api/learning/quizzes/${quiz.id}/attempts`, 'student', {
      course_id: world.courseId,
    });
    expect(started.statusCode, started.body).toBeLessThan(300);
    const attemptId = started.json().data.attempt.id as string;
    const opened = await world.call(
      'POST',
      `/api/learning/quizzes/${quiz.id}/questions/${quiz.questions[0]!.id}/open`,
      'student',
      { attempt_id: attemptId },
    );
    expect(opened.statusCode, opened.body).toBe(200);
    const update = asUpdate((await world.call('GET', `/api/admin/quizzes/${quiz.id}`, 'owner')).json().data);
    return { quiz, attemptId, update };
  }

  it('refuses to change or delete an answered question (409, French), and changes nothing', async () => {
    const { quiz, update } = await answeredQuiz();
    const [first, ...rest] = update.questions;
    const before = await counts();
    const attempts = [
      { ...update, questions: [{ ...first, points: 5 }, ...rest] },
      {
        ...update,
        questions: [
          {
            ...first,
            options: [
              { option_text: 'Dakar', is_correct: false },
              { option_text: 'Thiès', is_correct: true },
            ],
          },
          ...rest,
        ],
      },
      { ...update, questions: rest },
    ];
    for (const body of attempts) {
      const response = await world.call('PUT', `/api/admin/quizzes/${quiz.id}`, 'owner', body);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'QUIZ_QUESTION_IN_USE',
        error: expect.stringContaining('La question « Capitale du Sénégal ? » a déjà reçu des réponses'),
      });
    }
    expect(await counts()).toEqual(before);
    const read = (await world.call('GET', `/api/admin/quizzes/${quiz.id}`, 'owner')).json().data;
    expect(read.questions[0]).toMatchObject({ points: 2, is_used: true });
    expect(read.attempt_count).toBe(1);
  });

  it('lets the explanation and the place of an answered question change, and the other questions', async () => {
    const { quiz, update } = await answeredQuiz();
    const [first, second, ...rest] = update.questions;
    const response = await world.call('PUT', `/api/admin/quizzes/${quiz.id}`, 'owner', {
      ...update,
      questions: [{ ...second, points: 3 }, { ...first, explanation: 'Capitale depuis 1960.' }, ...rest],
    });
    expect(response.statusCode, response.body).toBe(200);
    const questions = response.json().data.questions;
    expect(questions[0]).toMatchObject({ id: second!.id, points: 3 });
    expect(questions[1]).toMatchObject({ id: first!.id, explanation: 'Capitale depuis 1960.', points: 2 });
  });

  it('does not delete a quiz with attempts (409)', async () => {
    const { quiz } = await answeredQuiz();
    const response = await world.call('DELETE', `/api/admin/quizzes/${quiz.id}`, 'owner');
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('QUIZ_IN_USE');
  });

  it('an edit waits for an answer being recorded, then sees it and refuses (the lock of the quiz row)', async () => {
    const { quiz, attemptId, update } = await answeredQuiz();
    const second = update.questions[1]!;
    const db = world.app.database.db;
    let edit: ReturnType<BuilderWorld['call']> | undefined;
    let isEditSettled = false;
    await db.transaction(async (tx) => {
      // A learner's answer in flight: the quiz held as answers hold it, the second question opened.
      await lockQuizForAnswer(tx, quiz.id);
      edit = world.call('PUT', `/api/admin/quizzes/${quiz.id}`, 'owner', {
        ...update,
        questions: update.questions.map((q) => (q.id === second.id ? { ...q, correct_answer: false } : q)),
      });
      void edit.then(() => {
        isEditSettled = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(isEditSettled).toBe(false);
      await openQuestion(tx, {
        organizationId: world.orgId,
        attemptId,
        questionId: second.id,
      });
    });
    const response = await edit!;
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().error).toContain('Le Sénégal borde l’Atlantique.');
  });

  it('an answer racing an edit is judged against the version it is stored with', async () => {
    for (let round = 0; round < 4; round++) {
      const quiz = await newQuiz();
      await world.call('POST', `/api/admin/quizzes/${quiz.id}/publish`, 'owner');
      const update = asUpdate(
        (await world.call('GET', `/api/admin/quizzes/${quiz.id}`, 'owner')).json().data,
      );
      const started = await world.call('POST', `/api/learning/quizzes/${quiz.id}/attempts`, 'student', {
        course_id: world.courseId,
      });
      const attemptId = started.json().data.attempt.id as string;
      const shortAnswer = update.questions[2]!;
      const [answer, edit] = await Promise.all([
        world.call('POST', `/api/learning/quizzes/${quiz.id}/answers`, 'student', {
          attempt_id: attemptId,
          question_id: shortAnswer.id,
          answer: 'Wolof',
        }),
        world.call('PUT', `/api/admin/quizzes/${quiz.id}`, 'owner', {
          ...update,
          questions: update.questions.map((q) =>
            q.id === shortAnswer.id ? { ...q, expected_answer: 'Pulaar' } : q,
          ),
        }),
      ]);
      expect(answer.statusCode, answer.body).toBe(200);
      if (edit.statusCode === 200) {
        // The edit went first: the answer was judged against 'Pulaar'.
        expect(answer.json().data.is_correct).toBe(false);
      } else {
        expect(edit.statusCode).toBe(409);
        expect(answer.json().data.is_correct).toBe(true);
      }
      const completed = await world.call('POST', `/api/learning/quizzes/${quiz.id}/complete`, 'student', {
        attempt_id: attemptId,
      });
      expect(completed.json().data.score).toBe(edit.statusCode === 200 ? 0 : 1);
    }
  });
});

describe('deleting', () => {
  it('deletes an unused quiz with its questions, and refuses one a lesson uses', async () => {
    const quiz = await newQuiz();
    const before = await counts();
    expect((await world.call('DELETE', `/api/admin/quizzes/${quiz.id}`, 'owner')).statusCode).toBe(204);
    const after = await counts();
    expect(after!.quizzes).toBe(before!.quizzes - 1);
    expect(after!.questions).toBe(before!.questions - 5);

    const used = await newQuiz();
    await newCourse(world.app.database.db, {
      organizationId: world.orgId,
      sections: [{ lessons: [{ type: 'quiz', content: { quiz_id: used.id } }] }],
    });
    const refused = await world.call('DELETE', `/api/admin/quizzes/${used.id}`, 'owner');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'QUIZ_IN_USE',
      error: expect.stringContaining('Dépubliez-le'),
    });
    expect((await world.call('GET', `/api/admin/quizzes/${used.id}`, 'owner')).statusCode).toBe(200);
  });
});
