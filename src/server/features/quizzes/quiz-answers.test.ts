import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { quizAnswers, quizAttempts } from '../../db/schema/index.ts';
import {
  countRows,
  createQuizWorld,
  EXCEL_COURSE,
  HTML_COURSE,
  optionsOf,
  type QuizWorld,
  quizApi,
} from './quiz-fixtures.ts';

// Answers are judged and timed by the server, once per question, only inside an open attempt of
// the caller's; bad bodies get a French message and write nothing.
describe('quiz answers', () => {
  let world: QuizWorld;
  let api: ReturnType<typeof quizApi>;
  let courseId: string;
  let quizId: string;
  let questionIds: string[];
  let choiceId: string;
  let timedId: string;
  let attemptId: string;

  beforeAll(async () => {
    world = await createQuizWorld();
    api = quizApi(world.app);
    courseId = world.courseIds[HTML_COURSE]!;
    ({ id: quizId, questionIds } = await world.addQuiz());
    [choiceId, , timedId] = questionIds as [string, string, string];
  }, 60_000);
  afterAll(async () => world.app.close());

  /** Closes whatever attempt is open and starts a new one: each test gets its own. */
  const freshAttempt = async () => {
    let started = await api.start(quizId, { course_id: courseId }, world.learner);
    if (started.json().data.resumed) {
      await api.complete(quizId, { attempt_id: started.json().data.attempt.id }, world.learner);
      started = await api.start(quizId, { course_id: courseId }, world.learner);
    }
    attemptId = started.json().data.attempt.id;
  };
  beforeEach(freshAttempt);

  const answer = (questionId: string, value: unknown, attempt = attemptId) =>
    api.answer(quizId, { attempt_id: attempt, question_id: questionId, answer: value }, world.learner);
  const ageOpenedAt = (seconds: number) =>
    world.app.database.db
      .update(quizAnswers)
      .set({ openedAt: sql`now() - make_interval(secs => ${seconds})` })
      .where(and(eq(quizAnswers.attemptId, attemptId), eq(quizAnswers.questionId, timedId)));

  describe('time limit (30 s + 5 s grace)', () => {
    it('marks a late answer incorrect, even a right one, and keeps what was sent', async () => {
      await api.open(quizId, timedId, { attempt_id: attemptId }, world.learner);
      await ageOpenedAt(40);
      const response = await answer(timedId, 'Wolof');
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        is_correct: false,
        timed_out: true,
        expected_answer: 'Wolof',
      });
      const [row] = await world.app.database.db
        .select()
        .from(quizAnswers)
        .where(and(eq(quizAnswers.attemptId, attemptId), eq(quizAnswers.questionId, timedId)));
      expect(row).toMatchObject({ answer: 'Wolof', isCorrect: false });
    });

    it('accepts a right answer within the grace', async () => {
      await api.open(quizId, timedId, { attempt_id: attemptId }, world.learner);
      await ageOpenedAt(32);
      expect((await answer(timedId, 'wolof')).json().data).toMatchObject({
        is_correct: true,
        timed_out: false,
      });
    });

    it('stores no answer (null) at zero as incorrect', async () => {
      const response = await answer(timedId, null);
      expect(response.json().data).toMatchObject({ is_correct: false, timed_out: false });
      const [row] = await world.app.database.db
        .select()
        .from(quizAnswers)
        .where(and(eq(quizAnswers.attemptId, attemptId), eq(quizAnswers.questionId, timedId)));
      expect(row).toMatchObject({ answer: null, isCorrect: false });
    });

    it('keeps the first opening: opening again never buys time', async () => {
      const first = await api.open(quizId, timedId, { attempt_id: attemptId }, world.learner);
      await ageOpenedAt(60);
      const second = await api.open(quizId, timedId, { attempt_id: attemptId }, world.learner);
      const { opened_at, deadline_at } = second.json().data;
      expect(new Date(opened_at).getTime()).toBeLessThan(new Date(first.json().data.opened_at).getTime());
      expect(new Date(deadline_at).getTime() - new Date(opened_at).getTime()).toBe(30_000);
      expect((await answer(timedId, 'Wolof')).json().data.timed_out).toBe(true);
    });

    it('without an opening, counts from the previous answer, else from the attempt start', async () => {
      const [dakar] = await optionsOf(world.app, choiceId);
      await answer(choiceId, dakar!.id);
      await world.app.database.db
        .update(quizAnswers)
        .set({ answeredAt: sql`now() - interval '1 minute'` })
        .where(eq(quizAnswers.attemptId, attemptId));
      expect((await answer(timedId, 'Wolof')).json().data.timed_out).toBe(true);

      await api.complete(quizId, { attempt_id: attemptId }, world.learner);
      await freshAttempt();
      await world.app.database.db
        .update(quizAttempts)
        .set({ startedAt: sql`now() - interval '1 minute'` })
        .where(eq(quizAttempts.id, attemptId));
      expect((await answer(timedId, 'Wolof')).json().data.timed_out).toBe(true);

      await api.complete(quizId, { attempt_id: attemptId }, world.learner);
      await freshAttempt();
      expect((await answer(timedId, 'Wolof')).json().data).toMatchObject({
        is_correct: true,
        timed_out: false,
      });
    });
  });

  describe('one answer per question, inside an open attempt of my own', () => {
    it('refuses a second answer to the same question and keeps the first', async () => {
      const [dakar, thies] = await optionsOf(world.app, choiceId);
      expect((await answer(choiceId, thies!.id)).statusCode).toBe(200);
      const again = await answer(choiceId, dakar!.id);
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('QUIZ_ALREADY_ANSWERED');
      expect(again.json().error).toBe('Vous avez déjà répondu à cette question.');
      const rows = await world.app.database.db
        .select()
        .from(quizAnswers)
        .where(eq(quizAnswers.attemptId, attemptId));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ answer: thies!.id, isCorrect: false });
    });

    it('refuses answers, openings and a second completion once the attempt is closed', async () => {
      expect((await api.complete(quizId, { attempt_id: attemptId }, world.learner)).statusCode).toBe(200);
      const before = await countRows(world.app);
      const closedMessage = 'Cette tentative est terminée : elle ne peut plus être modifiée.';
      for (const response of [
        await answer(choiceId, null),
        await api.open(quizId, choiceId, { attempt_id: attemptId }, world.learner),
        await api.complete(quizId, { attempt_id: attemptId }, world.learner),
      ]) {
        expect(response.statusCode).toBe(409);
        expect(response.json().error).toBe(closedMessage);
        expect(response.json().code).toBe('QUIZ_ATTEMPT_CLOSED');
      }
      expect(await countRows(world.app)).toEqual(before);
      await freshAttempt();
    });

    it("refuses someone else's attempt as unknown", async () => {
      const other = await world.enrolledLearner('voisin.quiz@example.sn');
      const before = await countRows(world.app);
      for (const response of [
        await api.answer(quizId, { attempt_id: attemptId, question_id: choiceId, answer: null }, other),
        await api.open(quizId, choiceId, { attempt_id: attemptId }, other),
        await api.complete(quizId, { attempt_id: attemptId }, other),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json().error).toBe('Tentative introuvable');
      }
      expect(await countRows(world.app)).toEqual(before);
    });
  });

  describe('bad bodies', () => {
    it('refuses each with a French message and writes nothing', async () => {
      const otherQuiz = await world.addQuiz({ title: 'Autre quiz' });
      const otherAttempt = await api.start(otherQuiz.id, { course_id: courseId }, world.learner);
      const [, thies] = await optionsOf(world.app, choiceId);
      const [foreignOption] = await optionsOf(world.app, questionIds[1]!);
      const unknown = '00000000-0000-4000-8000-000000000000';
      const cases: Array<[Record<string, unknown>, number, string]> = [
        [{ question_id: unknown, answer: null }, 404, 'Question introuvable'],
        [
          { question_id: otherQuiz.questionIds[0], answer: null },
          400,
          "Cette question n'appartient pas à ce quiz.",
        ],
        [{ question_id: 'q1', answer: null }, 400, 'Identifiant invalide'],
        [{ attempt_id: 'tentative', answer: null }, 400, 'Identifiant invalide'],
        [{ attempt_id: unknown, answer: null }, 404, 'Tentative introuvable'],
        [
          { attempt_id: otherAttempt.json().data.attempt.id, answer: thies!.id },
          400,
          "Cette tentative n'appartient pas à ce quiz.",
        ],
        [
          { answer: 42 },
          400,
          "Réponse invalide : un identifiant d'option, un texte, une correspondance par option ou null est attendu.",
        ],
        [
          { answer: ['a'] },
          400,
          "Réponse invalide : un identifiant d'option, un texte, une correspondance par option ou null est attendu.",
        ],
        [{ answer: 'x'.repeat(10_001) }, 400, 'La réponse doit contenir au plus 10000 caractères'],
        [
          { answer: { [thies!.id]: 'Dakar' } },
          400,
          'Pour cette question, choisissez une des options proposées.',
        ],
        [{ answer: foreignOption!.id }, 400, "Cette option n'appartient pas à cette question."],
        [{ answer: 'Dakar' }, 400, "Cette option n'appartient pas à cette question."],
        [
          { question_id: timedId, answer: { [thies!.id]: 'x' } },
          400,
          'Pour cette question, une réponse écrite est attendue.',
        ],
        [
          { question_id: questionIds[4], answer: 'Dakar' },
          400,
          'Pour cette question, associez chaque élément à une valeur.',
        ],
        [
          { question_id: questionIds[4], answer: { [thies!.id]: 'Dakar' } },
          400,
          "Cette option n'appartient pas à cette question.",
        ],
      ];
      const before = await countRows(world.app);
      for (const [overrides, status, message] of cases) {
        const response = await api.answer(
          quizId,
          { attempt_id: attemptId, question_id: choiceId, ...overrides },
          world.learner,
        );
        expect({ overrides, status: response.statusCode, error: response.json().error }).toEqual({
          overrides,
          status,
          error: message,
        });
      }
      const missing = await api.answer(
        quizId,
        { attempt_id: attemptId, question_id: choiceId },
        world.learner,
      );
      expect(missing.statusCode).toBe(400);
      expect(await countRows(world.app)).toEqual(before);
    });

    it('refuses an opening of a question of another quiz, and a start for another course', async () => {
      const otherQuiz = await world.addQuiz({ title: 'Encore un autre quiz' });
      const before = await countRows(world.app);
      const opening = await api.open(
        quizId,
        otherQuiz.questionIds[0]!,
        { attempt_id: attemptId },
        world.learner,
      );
      expect(opening.statusCode).toBe(400);
      expect(opening.json().error).toBe("Cette question n'appartient pas à ce quiz.");
      const start = await api.start(
        otherQuiz.id,
        { course_id: world.courseIds[EXCEL_COURSE] },
        world.learner,
      );
      expect(start.statusCode).toBe(400);
      expect(start.json().error).toBe("Ce quiz n'appartient pas à cette formation.");
      const noCourse = await api.start(otherQuiz.id, {}, world.learner);
      expect(noCourse.statusCode).toBe(400);
      expect(await countRows(world.app)).toEqual(before);
    });
  });

  describe('double submits', () => {
    it('records one answer out of concurrent ones', async () => {
      const [dakar] = await optionsOf(world.app, choiceId);
      const responses = await Promise.all(Array.from({ length: 5 }, () => answer(choiceId, dakar!.id)));
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
      const rows = await world.app.database.db
        .select()
        .from(quizAnswers)
        .where(eq(quizAnswers.attemptId, attemptId));
      expect(rows).toHaveLength(1);
    });

    it('completes once out of concurrent completions', async () => {
      const responses = await Promise.all(
        Array.from({ length: 5 }, () => api.complete(quizId, { attempt_id: attemptId }, world.learner)),
      );
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
      await freshAttempt();
    });

    it('scores an answer racing the completion only if it was recorded before it', async () => {
      const [dakar] = await optionsOf(world.app, choiceId);
      const [answered, completed] = await Promise.all([
        answer(choiceId, dakar!.id),
        api.complete(quizId, { attempt_id: attemptId }, world.learner),
      ]);
      expect(completed.statusCode).toBe(200);
      if (answered.statusCode === 200) expect(completed.json().data.score).toBe(2);
      else {
        expect(answered.statusCode).toBe(409);
        expect(completed.json().data.score).toBe(0);
      }
      await freshAttempt();
    });

    it('starts one attempt out of concurrent starts', async () => {
      const fresh = await world.addQuiz({ title: 'Départ groupé' });
      const responses = await Promise.all(
        Array.from({ length: 5 }, () => api.start(fresh.id, { course_id: courseId }, world.learner)),
      );
      const ids = new Set(responses.map((r) => r.json().data.attempt.id));
      expect(ids.size).toBe(1);
      expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
      const rows = await world.app.database.db
        .select()
        .from(quizAttempts)
        .where(eq(quizAttempts.quizId, fresh.id));
      expect(rows).toHaveLength(1);
    });
  });
});
