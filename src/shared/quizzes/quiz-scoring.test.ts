import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  expectedAnswer,
  hasPassed,
  isAnswerCorrect,
  quizScore,
  type ScoredQuestion,
} from './quiz-scoring.ts';

const choice: ScoredQuestion = {
  id: 'q1',
  question_type: 'multiple_choice',
  points: 2,
  options: [
    { id: 'a', option_text: 'Dakar', option_order: 1, is_correct: true },
    { id: 'b', option_text: 'Thiès', option_order: 2, is_correct: false },
  ],
};
const text: ScoredQuestion = {
  id: 'q2',
  question_type: 'short_answer',
  points: 1,
  options: [{ id: 'x', option_text: 'Wolof', option_order: 1, is_correct: true }],
};
const matching: ScoredQuestion = {
  id: 'q3',
  question_type: 'matching',
  points: 3,
  options: [
    { id: 'm1', option_text: 'Sénégal', option_order: 1, is_correct: true, match_value: 'Dakar' },
    { id: 'm2', option_text: 'Mali', option_order: 2, is_correct: true, match_value: 'Bamako' },
  ],
};

describe('correctness', () => {
  it('checks choices by the correct option', () => {
    expect(isAnswerCorrect(choice, 'a')).toBe(true);
    expect(isAnswerCorrect(choice, 'b')).toBe(false);
    expect(isAnswerCorrect(choice, 'inconnu')).toBe(false);
    expect(isAnswerCorrect(choice, null)).toBe(false);
  });

  it('compares text answers trimmed and case-insensitively with the first option', () => {
    expect(isAnswerCorrect(text, '  wOLOF ')).toBe(true);
    expect(isAnswerCorrect(text, 'Pulaar')).toBe(false);
    expect(isAnswerCorrect(text, '')).toBe(false);
  });

  it('needs every matching pair right', () => {
    expect(isAnswerCorrect(matching, { m1: 'Dakar', m2: 'Bamako' })).toBe(true);
    expect(isAnswerCorrect(matching, { m1: 'Dakar', m2: 'Dakar' })).toBe(false);
    expect(isAnswerCorrect(matching, { m1: 'Dakar' })).toBe(false);
    expect(isAnswerCorrect(matching, 'Dakar')).toBe(false);
  });

  it('states the expected answer', () => {
    expect(expectedAnswer(choice)).toBe('Dakar');
    expect(expectedAnswer(text)).toBe('Wolof');
    expect(expectedAnswer(matching)).toEqual({ Sénégal: 'Dakar', Mali: 'Bamako' });
  });
});

describe('score', () => {
  it('adds the points of correct answers', () => {
    const result = quizScore(
      [choice, text, matching],
      new Map([
        ['q1', true],
        ['q2', false],
        ['q3', true],
      ]),
    );
    expect(result).toEqual({ score: 5, maxScore: 6, percent: 83 });
    expect(hasPassed(83, 80)).toBe(true);
    expect(hasPassed(79, 80)).toBe(false);
    expect(hasPassed(0, null)).toBe(true);
  });

  it('never exceeds the maximum', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(10), fc.boolean()), { maxLength: 20 }), (items) => {
        const questions = items.map(([points], i) => ({ ...choice, id: `q${i}`, points }));
        const correct = new Map(items.map(([, ok], i) => [`q${i}`, ok]));
        const { score, maxScore, percent } = quizScore(questions, correct);
        expect(score).toBeLessThanOrEqual(maxScore);
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
      }),
    );
  });
});
