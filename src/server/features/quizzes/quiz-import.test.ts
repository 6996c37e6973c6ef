import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type BuilderWorld, createBuilderWorld } from './quiz-builder-fixtures.ts';
import type { QuizImportParser } from './quiz-import-parsers.ts';

// The GIFT / Aiken import routes on a tiny fake reader (the real ones plug into quiz-import-parsers.ts):
// the preview stores nothing, the import stores the readable questions after the quiz's own, and
// what cannot be read or stored comes back as French errors with its line.

/** Reads lines 'Q: text = answer' as short answers; any other non-empty line is an error. */
const { fakeParser } = vi.hoisted(() => {
  const fakeParser: QuizImportParser = (text) => {
    const questions: ReturnType<QuizImportParser>['questions'] = [];
    const errors: ReturnType<QuizImportParser>['errors'] = [];
    text.split('\n').forEach((line, index) => {
      const match = /^Q: (.*) = (.*)$/.exec(line);
      if (match) {
        questions.push({
          question_type: 'short_answer',
          question_text: match[1]!,
          expected_answer: match[2]!,
          line: index + 1,
        });
      } else if (line.startsWith('MC: ')) {
        // A multiple choice read without its correct option: the builder's rules refuse it.
        questions.push({
          question_type: 'multiple_choice',
          question_text: line.slice(4),
          options: [
            { option_text: 'a', is_correct: false },
            { option_text: 'b', is_correct: false },
          ],
          line: index + 1,
        });
      } else if (line.trim()) {
        errors.push({ line: index + 1, message: 'Question illisible : accolades manquantes.' });
      }
    });
    return { questions, errors };
  };
  return { fakeParser };
});

vi.mock('./quiz-import-parsers.ts', () => ({ QUIZ_IMPORT_PARSERS: { gift: fakeParser, aiken: fakeParser } }));

let world: BuilderWorld;
let quizId: string;
beforeAll(async () => {
  world = await createBuilderWorld();
  const created = await world.call('POST', '/api/admin/quizzes', 'owner', {
    course_id: world.courseId,
    title: 'Import',
    questions: [{ question_type: 'true_false', question_text: 'Déjà là', correct_answer: true }],
  });
  quizId = created.json().data.id;
}, 120_000);
afterAll(async () => world?.app.close());

const questionCount = async () =>
  (
    await world.app.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from quiz_questions where quiz_id = ${quizId}`,
    )
  ).rows[0]!.n;

const FILE = [
  'Q: Capitale du Sénégal ? = Dakar',
  'n’importe quoi',
  'MC: Sans bonne réponse',
  'Q: Fleuve ? = Sénégal',
].join('\n');

describe('quiz import', () => {
  it('previews the readable questions and a French error per unreadable one, storing nothing', async () => {
    const response = await world.call('POST', `/api/admin/quizzes/${quizId}/import-preview`, 'owner', {
      format: 'gift',
      text: FILE,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { questions, errors } = response.json().data;
    expect(questions.map((q: { question_text: string }) => q.question_text)).toEqual([
      'Capitale du Sénégal ?',
      'Fleuve ?',
    ]);
    expect(errors).toEqual([
      { line: 2, message: 'Question illisible : accolades manquantes.' },
      {
        line: 3,
        message: 'Question 2 : Une question à choix multiple doit avoir exactement une bonne réponse.',
      },
    ]);
    expect(await questionCount()).toBe(1);
  });

  it('imports the readable questions after the quiz’s own, answering the errors', async () => {
    const response = await world.call('POST', `/api/admin/quizzes/${quizId}/import`, 'admin', {
      format: 'aiken',
      text: FILE,
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json().data;
    expect(result.imported).toBe(2);
    expect(result.errors).toHaveLength(2);
    expect(
      result.quiz.questions.map((q: { question_text: string; question_order: number }) => [
        q.question_order,
        q.question_text,
      ]),
    ).toEqual([
      [1, 'Déjà là'],
      [2, 'Capitale du Sénégal ?'],
      [3, 'Fleuve ?'],
    ]);
    expect(result.quiz.questions[1]).toMatchObject({
      question_type: 'short_answer',
      expected_answer: 'Dakar',
    });
  });

  it('refuses a file with nothing readable (400, French) and an unknown format, storing nothing', async () => {
    const before = await questionCount();
    const nothing = await world.call('POST', `/api/admin/quizzes/${quizId}/import`, 'owner', {
      format: 'gift',
      text: 'rien\nde lisible',
    });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().error).toBe("Aucune question n'a pu être lue dans ce fichier.");
    const format = await world.call('POST', `/api/admin/quizzes/${quizId}/import`, 'owner', {
      format: 'moodle-xml',
      text: FILE,
    });
    expect(format.statusCode).toBe(400);
    expect(format.json().error).toBe('Le format doit être « gift » ou « aiken ».');
    expect(await questionCount()).toBe(before);
  });

  it('is refused to another instructor (403) and another organisation (404)', async () => {
    const body = { format: 'gift', text: FILE };
    for (const route of ['import-preview', 'import']) {
      const url = `/api/admin/quizzes/${quizId}/${route}`;
      expect((await world.call('POST', url, 'otherInstructor', body)).statusCode).toBe(403);
      expect((await world.call('POST', url, 'otherOrgAdmin', body)).statusCode).toBe(404);
      expect((await world.call('POST', url, 'student', body)).statusCode).toBe(403);
      expect((await world.call('POST', url, null, body)).statusCode).toBe(401);
    }
  });
});
