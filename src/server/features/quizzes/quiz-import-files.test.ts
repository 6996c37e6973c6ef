import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuilderWorld, createBuilderWorld } from './quiz-builder-fixtures.ts';

// The import routes with the real GIFT and Aiken readers (decision 133): each type a teacher's
// question bank holds arrives in the builder's shape, scorable, and what cannot be read is named.

let world: BuilderWorld;
let quizId: string;
beforeAll(async () => {
  world = await createBuilderWorld();
  const created = await world.call('POST', '/api/admin/quizzes', 'owner', {
    course_id: world.courseId,
    title: 'Banque de questions',
    questions: [],
  });
  quizId = created.json().data.id;
}, 120_000);
afterAll(async () => world?.app.close());

const GIFT = [
  '::Capitale:: Quelle est la capitale du Sénégal ? {=Dakar ~Thiès ~Saint-Louis ####Dakar depuis 1960.}',
  '',
  'Le fleuve Sénégal se jette dans l’océan Atlantique. {T}',
  '',
  'Quelle ville est surnommée « Ndar » ? {=Saint-Louis}',
  '',
  'Associez chaque pays à sa capitale. { =Mali -> Bamako =Guinée -> Conakry }',
  '',
  'Racontez votre journée. {}',
].join('\n');

describe('a GIFT file', () => {
  it('previews every readable type in the builder’s shape and a French error for an essay', async () => {
    const response = await world.call('POST', `/api/admin/quizzes/${quizId}/import-preview`, 'owner', {
      format: 'gift',
      text: GIFT,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { questions, errors } = response.json().data;
    expect(questions).toMatchObject([
      {
        question_type: 'multiple_choice',
        options: [
          { option_text: 'Dakar', is_correct: true },
          { option_text: 'Thiès', is_correct: false },
          { option_text: 'Saint-Louis', is_correct: false },
        ],
        explanation: 'Dakar depuis 1960.',
      },
      { question_type: 'true_false', correct_answer: true },
      { question_type: 'short_answer', expected_answer: 'Saint-Louis' },
      {
        question_type: 'matching',
        pairs: [
          { left: 'Mali', right: 'Bamako' },
          { left: 'Guinée', right: 'Conakry' },
        ],
      },
    ]);
    expect(errors).toHaveLength(1);
    expect(errors[0].line).toBe(9);
    expect(errors[0].message).toMatch(/[a-zé]/);
  });
});

describe('an Aiken file', () => {
  it('imports its questions into the quiz', async () => {
    const response = await world.call('POST', `/api/admin/quizzes/${quizId}/import`, 'owner', {
      format: 'aiken',
      text: 'Capitale du Mali ?\nA. Bamako\nB. Mopti\nANSWER: A\n\nCapitale du Niger ?\nA) Zinder\nB) Niamey\nANSWER: B\n',
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json().data;
    expect(result.imported).toBe(2);
    expect(
      result.quiz.questions.map(
        (q: { options: { option_text: string; is_correct: boolean }[] }) =>
          q.options.find((option) => option.is_correct)?.option_text,
      ),
    ).toEqual(['Bamako', 'Niamey']);
  });
});
