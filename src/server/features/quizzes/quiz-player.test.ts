import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TQuizForPlayer } from '#shared/quizzes/quiz.contract.ts';
import { quizAnswers, quizAttempts } from '../../db/schema/index.ts';
import type { SignedIn } from '../../test/test-app.ts';
import {
  createQuizWorld,
  HTML_COURSE,
  optionsOf,
  type QuizWorld,
  quizApi,
  testQuiz,
} from './quiz-fixtures.ts';

// The quiz as the player gets it, a whole attempt from start to score, and the attempt rules.
describe('quiz player', () => {
  let world: QuizWorld;
  let api: ReturnType<typeof quizApi>;
  let courseId: string;

  beforeAll(async () => {
    world = await createQuizWorld();
    api = quizApi(world.app);
    courseId = world.courseIds[HTML_COURSE]!;
  }, 60_000);
  afterAll(async () => world.app.close());

  const load = async (quizId: string, session: SignedIn = world.learner) => {
    const response = await api.get(quizId, session);
    expect(response.statusCode).toBe(200);
    return response.json().data as TQuizForPlayer;
  };
  const startAttempt = async (quizId: string, session: SignedIn = world.learner) => {
    const response = await api.start(quizId, { course_id: courseId }, session);
    expect([200, 201]).toContain(response.statusCode);
    return response.json().data.attempt.id as string;
  };

  it('gives metadata and questions in order, with nothing that tells the answer', async () => {
    const { id } = await world.addQuiz();
    const response = await api.get(id, world.learner);
    expect(response.body).not.toMatch(/is_correct|match_value|explanation|Un peuple, un but/);
    const quiz = response.json().data as TQuizForPlayer;
    expect(quiz).toMatchObject({
      title: 'Quiz de test',
      type: 'quiz',
      duration: 10,
      passing_score: 60,
      show_results: true,
      question_count: 5,
      max_score: 8,
      status: { attempts_count: 0, last_completed: null, open_attempt: null, can_start: true, reason: null },
    });
    expect(quiz.questions.map((q) => q.question_type)).toEqual([
      'multiple_choice',
      'true_false',
      'short_answer',
      'long_answer',
      'matching',
    ]);
    expect(quiz.questions.map((q) => q.question_order)).toEqual([1, 2, 3, 4, 5]);
    expect(quiz.questions[0]!.options.map((o) => o.option_text)).toEqual([
      'Dakar',
      'Thiès',
      'Saint-Louis',
      'Ziguinchor',
    ]);
    expect(quiz.questions[2]).toMatchObject({ time_limit: 30, options: [], match_targets: [] });
    expect(quiz.questions[3]!.options).toEqual([]);
    const matchingQuestion = quiz.questions[4]!;
    expect(matchingQuestion.options.map((o) => o.option_text)).toEqual(['Sénégal', 'Mali', 'Guinée']);
    expect([...matchingQuestion.match_targets].sort()).toEqual(['Bamako', 'Conakry', 'Dakar']);
  });

  it('shuffles questions and options when the quiz says so, matching targets always, Vrai/Faux never', async () => {
    const plain = await world.addQuiz({ title: 'Ordre fixe' });
    const shuffledQuiz = await world.addQuiz({
      title: 'Mélangé',
      shuffleQuestions: true,
      shuffleOptions: true,
    });
    const orders = { questions: new Set<string>(), options: new Set<string>(), targets: new Set<string>() };
    const plainTargets = new Set<string>();
    for (let i = 0; i < 25; i++) {
      const fixed = await load(plain.id);
      expect(fixed.questions.map((q) => q.question_order)).toEqual([1, 2, 3, 4, 5]);
      expect(fixed.questions[0]!.options.map((o) => o.option_order)).toEqual([1, 2, 3, 4]);
      plainTargets.add(fixed.questions[4]!.match_targets.join('|'));

      const mixed = await load(shuffledQuiz.id);
      orders.questions.add(mixed.questions.map((q) => q.question_order).join(','));
      const choiceQuestion = mixed.questions.find((q) => q.question_type === 'multiple_choice')!;
      orders.options.add(choiceQuestion.options.map((o) => o.option_order).join(','));
      const trueFalse = mixed.questions.find((q) => q.question_type === 'true_false')!;
      expect(trueFalse.options.map((o) => o.option_text)).toEqual(['Vrai', 'Faux']);
    }
    // 25 draws of 5! (resp. 4!, 3!) orders: the chance of always the same one is negligible.
    expect(orders.questions.size).toBeGreaterThan(1);
    expect(orders.options.size).toBeGreaterThan(1);
    expect(plainTargets.size).toBeGreaterThan(1);
  });

  it('runs a whole attempt: wrong and right answers judged by the server, unanswered count as wrong', async () => {
    const { id: quizId, questionIds } = await world.addQuiz({ title: 'Parcours complet' });
    const [choiceId, , shortId, , matchingId] = questionIds as [string, string, string, string, string];

    const started = await api.start(quizId, { course_id: courseId, cohort_id: null }, world.learner);
    expect(started.statusCode).toBe(201);
    expect(started.json().data).toMatchObject({ attempt: { attempt_number: 1 }, resumed: false });
    const attemptId = started.json().data.attempt.id as string;
    // Starting again resumes the attempt in progress.
    const again = await api.start(quizId, { course_id: courseId }, world.learner);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ attempt: { id: attemptId }, resumed: true });

    const opened = await api.open(quizId, choiceId, { attempt_id: attemptId }, world.learner);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toMatchObject({
      question_id: choiceId,
      deadline_at: null,
      is_answered: false,
    });

    const [, thies] = await optionsOf(world.app, choiceId);
    const wrong = await api.answer(
      quizId,
      { attempt_id: attemptId, question_id: choiceId, answer: thies!.id },
      world.learner,
    );
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json().data).toEqual({
      is_correct: false,
      expected_answer: 'Dakar',
      explanation: 'Dakar depuis 1960.',
      timed_out: false,
    });

    const right = await api.answer(
      quizId,
      { attempt_id: attemptId, question_id: shortId, answer: '  WOLOF ' },
      world.learner,
    );
    expect(right.json().data).toMatchObject({ is_correct: true, expected_answer: 'Wolof' });

    const pairs = await optionsOf(world.app, matchingId);
    const matched = await api.answer(
      quizId,
      {
        attempt_id: attemptId,
        question_id: matchingId,
        answer: Object.fromEntries(pairs.map((o) => [o.id, o.matchValue!.toLowerCase()])),
      },
      world.learner,
    );
    expect(matched.json().data).toMatchObject({
      is_correct: true,
      expected_answer: { Sénégal: 'Dakar', Mali: 'Bamako', Guinée: 'Conakry' },
    });

    const status = await load(quizId);
    expect(status.status.open_attempt).toMatchObject({
      id: attemptId,
      answered_question_ids: expect.arrayContaining([choiceId, shortId, matchingId]),
    });
    // Read back after a reload: each answer as sent, with the verdict 'Valider' gave.
    const given = new Map(status.status.open_attempt!.answers.map((a) => [a.question_id, a]));
    expect(given.size).toBe(3);
    expect(given.get(matchingId)).toMatchObject({
      answer: Object.fromEntries(pairs.map((o) => [o.id, o.matchValue!.toLowerCase()])),
      result: { is_correct: true, expected_answer: { Sénégal: 'Dakar', Mali: 'Bamako', Guinée: 'Conakry' } },
    });
    expect(given.get(choiceId)?.result).toMatchObject({ is_correct: false });
    // Another learner sees none of it.
    const other = await world.enrolledLearner('curieux.relecture@example.sn');
    expect((await load(quizId, other)).status.open_attempt).toBeNull();

    const completed = await api.complete(quizId, { attempt_id: attemptId }, world.learner);
    expect(completed.statusCode).toBe(200);
    // Short answer (1) + matching (3) out of 8; the true/false and the long answer were never answered.
    expect(completed.json().data).toMatchObject({
      attempt_id: attemptId,
      score: 4,
      max_score: 8,
      percent: 50,
      passed: false,
      passing_score: 60,
      answered: 3,
      question_count: 5,
    });
    const [row] = await world.app.database.db
      .select()
      .from(quizAttempts)
      .where(eq(quizAttempts.id, attemptId));
    expect(row).toMatchObject({ score: 4, maxScore: 8, percent: 50, passed: false });
    expect(row!.completedAt).toBeInstanceOf(Date);
    const stored = await world.app.database.db
      .select()
      .from(quizAnswers)
      .where(eq(quizAnswers.attemptId, attemptId));
    expect(stored.find((a) => a.questionId === shortId)).toMatchObject({
      answer: '  WOLOF ',
      isCorrect: true,
    });

    const after = await load(quizId);
    expect(after.status).toMatchObject({
      attempts_count: 1,
      last_completed: { id: attemptId, score: 4, max_score: 8, percent: 50, passed: false },
      open_attempt: null,
      can_start: true,
    });
    // A plain quiz can always be taken again: attempt number 2.
    const retry = await api.start(quizId, { course_id: courseId }, world.learner);
    expect(retry.statusCode).toBe(201);
    expect(retry.json().data.attempt.attempt_number).toBe(2);
  });

  it('scores by points and passes at the passing score', async () => {
    const { id: quizId, questionIds } = await world.addQuiz({ title: 'Tout juste', passingScore: 75 });
    const attemptId = await startAttempt(quizId);
    const correct = async (questionId: string) => {
      const options = await optionsOf(world.app, questionId);
      const question = testQuiz().questions[questionIds.indexOf(questionId)]!;
      if (question.type === 'matching') return Object.fromEntries(options.map((o) => [o.id, o.matchValue!]));
      if (question.type === 'short_answer' || question.type === 'long_answer') return options[0]!.optionText;
      return options.find((o) => o.isCorrect)!.id;
    };
    // Everything right except the long answer (1 point): 7 / 8 = 88 %.
    for (const questionId of questionIds.filter((_, i) => i !== 3)) {
      const response = await api.answer(
        quizId,
        { attempt_id: attemptId, question_id: questionId, answer: await correct(questionId) },
        world.learner,
      );
      expect(response.json().data.is_correct).toBe(true);
    }
    await api.answer(
      quizId,
      { attempt_id: attemptId, question_id: questionIds[3], answer: 'Une autre devise' },
      world.learner,
    );
    const completed = await api.complete(quizId, { attempt_id: attemptId }, world.learner);
    expect(completed.json().data).toMatchObject({ score: 7, max_score: 8, percent: 88, passed: true });
  });

  it('only records the answer when results are hidden, and still scores the attempt', async () => {
    const { id: quizId, questionIds } = await world.addQuiz({ title: 'Sans correction', showResults: false });
    const attemptId = await startAttempt(quizId);
    const [dakar] = await optionsOf(world.app, questionIds[0]!);
    const response = await api.answer(
      quizId,
      { attempt_id: attemptId, question_id: questionIds[0], answer: dakar!.id },
      world.learner,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ recorded: true, timed_out: false });
    // Read back, it still says only that it is stored.
    expect((await load(quizId)).status.open_attempt?.answers).toEqual([
      { question_id: questionIds[0], answer: dakar!.id, result: { recorded: true, timed_out: false } },
    ]);
    const completed = await api.complete(quizId, { attempt_id: attemptId }, world.learner);
    expect(completed.json().data).toMatchObject({ score: 2, max_score: 8, percent: 25, passed: false });
  });

  it.each(['exam', 'assessment_ungraded'] as const)(
    'refuses a second %s without retries, and says "Déjà complétée"',
    async (type) => {
      const { id: quizId } = await world.addQuiz({
        title: `Une seule fois (${type})`,
        type,
        allowRetries: false,
      });
      const attemptId = await startAttempt(quizId);
      expect((await api.complete(quizId, { attempt_id: attemptId }, world.learner)).statusCode).toBe(200);
      const second = await api.start(quizId, { course_id: courseId }, world.learner);
      expect(second.statusCode).toBe(409);
      expect(second.json().code).toBe('QUIZ_RETRY_NOT_ALLOWED');
      expect(second.json().error).toBe(
        'Vous avez déjà complété cette évaluation : une seule tentative est autorisée.',
      );
      const quiz = await load(quizId);
      expect(quiz.status).toMatchObject({ attempts_count: 1, can_start: false, reason: 'Déjà complétée' });
      const rows = await world.app.database.db
        .select()
        .from(quizAttempts)
        .where(eq(quizAttempts.quizId, quizId));
      expect(rows).toHaveLength(1);
      // Another learner is not affected.
      const other = await world.enrolledLearner(`autre.${type}@example.sn`);
      expect((await load(quizId, other)).status.can_start).toBe(true);
    },
  );

  it('lets an exam with retries, and a plain quiz without retries, start again', async () => {
    for (const overrides of [
      { title: 'Examen rattrapable', type: 'exam' as const, allowRetries: true },
      { title: 'Quiz simple', type: 'quiz' as const, allowRetries: false },
    ]) {
      const { id: quizId } = await world.addQuiz(overrides);
      const attemptId = await startAttempt(quizId);
      await api.complete(quizId, { attempt_id: attemptId }, world.learner);
      expect((await api.start(quizId, { course_id: courseId }, world.learner)).statusCode).toBe(201);
      expect((await load(quizId)).status.can_start).toBe(true);
    }
  });
});
