import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAiken } from './aiken-parser.ts';
import type { ParsedQuestion } from './quiz-import.ts';

// Aiken import (issue 14, decision 133): multiple choice questions, one right answer each.

const options = (question: ParsedQuestion) => question.options.map((o) => [o.option_text, o.is_correct]);

describe('parseAiken', () => {
  it('reads questions with A) and A. options and their ANSWER line, blank lines or not', () => {
    const { questions, errors } = parseAiken(
      [
        'Quelle est la capitale du Sénégal ?',
        'A) Thiès',
        'B) Dakar',
        'C) Saint-Louis',
        'ANSWER: B',
        'Quel fleuve traverse Saint-Louis ?',
        '',
        'A. La Gambie',
        'B. Le Sénégal',
        'answer: b',
      ].join('\r\n'),
    );
    expect(errors).toEqual([]);
    expect(questions).toEqual([
      {
        question_text: 'Quelle est la capitale du Sénégal ?',
        question_type: 'multiple_choice',
        points: 1,
        time_limit: null,
        explanation: null,
        options: [
          { option_text: 'Thiès', is_correct: false, match_value: null },
          { option_text: 'Dakar', is_correct: true, match_value: null },
          { option_text: 'Saint-Louis', is_correct: false, match_value: null },
        ],
        line: 1,
      },
      expect.objectContaining({ question_text: 'Quel fleuve traverse Saint-Louis ?', line: 6 }),
    ]);
    expect(options(questions[1]!)).toEqual([
      ['La Gambie', false],
      ['Le Sénégal', true],
    ]);
  });

  it('keeps a question written on several lines in a row', () => {
    const { questions } = parseAiken('Lisez :\n« Jàng » veut dire ?\nA) apprendre\nB) manger\nANSWER: A\n');
    expect(questions[0]!.question_text).toBe('Lisez :\n« Jàng » veut dire ?');
  });

  it('reports what it cannot read at the question’s line, in French, and reads on', () => {
    const text = [
      'Sans réponse ?', // 1
      'A) un',
      'B) deux',
      '',
      'Lettre inconnue ?', // 5
      'A) un',
      'B) deux',
      'ANSWER: D',
      '',
      'Bonne question ?', // 10
      'A) oui',
      'B) non',
      'ANSWER: A',
      '',
      'A) option orpheline', // 15
      '',
      'Option en double ?', // 17
      'A) un',
      'A) encore',
      'B) deux',
      'ANSWER: A',
      '',
      'Une seule option ?', // 23
      'A) seule',
      'ANSWER: A',
      '',
      'Sans options', // 27
      '',
      'Réponse sans options ?', // 29
      'ANSWER: A',
      '',
      'Dernière sans réponse ?', // 32
      'A) un',
      'B) deux',
    ].join('\n');
    const { questions, errors } = parseAiken(text);
    expect(questions.map((q) => q.line)).toEqual([10]);
    expect(errors).toEqual([
      { line: 1, message: 'Ligne « ANSWER: » manquante après les options.' },
      { line: 5, message: 'La réponse « D » ne correspond à aucune option.' },
      { line: 15, message: 'Option sans question : la question précède ses options A), B)…' },
      { line: 17, message: "L'option « A » apparaît deux fois." },
      { line: 23, message: 'Au moins deux réponses sont nécessaires.' },
      { line: 27, message: 'Question sans options « A) », « B) »… ni ligne « ANSWER: ».' },
      { line: 29, message: 'Ligne « ANSWER: » sans options A), B)… avant elle.' },
      { line: 32, message: 'Ligne « ANSWER: » manquante après les options.' },
    ]);
  });

  it('says so when a file holds no question', () => {
    expect(parseAiken('\n  \n').errors).toEqual([
      { line: 1, message: 'Aucune question trouvée dans ce fichier.' },
    ]);
  });
});

// ---- Properties -------------------------------------------------------------------------------

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

const line = fc
  .string({
    unit: fc.oneof(fc.constantFrom(...'A).: éç'.split('')), fc.string({ minLength: 1, maxLength: 1 })),
    minLength: 1,
    maxLength: 30,
  })
  .map((text) => text.trim())
  .filter((text) => text !== '' && !/^[A-Z][.)][ \t]/.test(text) && !/^ANSWER:/i.test(text));

const aikenQuestion = fc
  .record({
    text: line,
    choices: fc.array(line, { minLength: 2, maxLength: 8 }),
    style: fc.constantFrom(')', '.'),
  })
  .chain((q) => fc.record({ q: fc.constant(q), right: fc.nat({ max: q.choices.length - 1 }) }));

describe('parseAiken: properties', () => {
  it('gives back the questions an Aiken export of them holds', () => {
    fc.assert(
      fc.property(fc.array(aikenQuestion, { minLength: 1, maxLength: 6 }), (items) => {
        const text = items
          .map(({ q, right }) =>
            [
              q.text,
              ...q.choices.map((choice, i) => `${LETTERS[i]}${q.style} ${choice}`),
              `ANSWER: ${LETTERS[right]}`,
              '',
            ].join('\n'),
          )
          .join('\n');
        const { questions, errors } = parseAiken(text);
        expect(errors).toEqual([]);
        expect(questions.map((q) => [q.question_text, options(q)])).toEqual(
          items.map(({ q, right }) => [q.text, q.choices.map((choice, i) => [choice, i === right])]),
        );
      }),
    );
  });

  it('never throws on any text, and every error points at a line of the file', () => {
    const aikeny = fc.string({ unit: fc.constantFrom(...'AB).\nANSWER: x'.split('')), maxLength: 200 });
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary', maxLength: 300 }), aikeny), (text) => {
        const { questions, errors } = parseAiken(text);
        const lineCount = text.split(/\r\n|\r|\n/).length;
        for (const error of errors) expect(error.line).toBeGreaterThanOrEqual(1);
        for (const error of errors) expect(error.line).toBeLessThanOrEqual(lineCount);
        for (const q of questions) expect(q.options.filter((o) => o.is_correct)).toHaveLength(1);
      }),
    );
  });
});
