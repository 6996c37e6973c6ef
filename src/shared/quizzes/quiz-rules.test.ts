import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  answerShapeError,
  isPastTimeLimit,
  isSingleAttempt,
  QUIZ_TIME_GRACE_SECONDS,
  questionClockStart,
  questionDeadline,
} from './quiz-rules.ts';

describe('single attempt', () => {
  // Exams and ungraded assessments without retries only.
  it.each([
    [{ type: 'exam', allowRetries: false }, true],
    [{ type: 'assessment_ungraded', allowRetries: false }, true],
    [{ type: 'exam', allowRetries: true }, false],
    [{ type: 'quiz', allowRetries: false }, false],
  ] as const)('%j → %s', (quiz, isSingle) => {
    expect(isSingleAttempt(quiz)).toBe(isSingle);
  });
});

describe('question clock', () => {
  it('starts when opened, else at the last answer, else at the attempt start', () => {
    expect(questionClockStart({ openedAt: 30, lastAnsweredAt: 20, startedAt: 10 })).toBe(30);
    expect(questionClockStart({ openedAt: null, lastAnsweredAt: 20, startedAt: 10 })).toBe(20);
    expect(questionClockStart({ openedAt: null, lastAnsweredAt: null, startedAt: 10 })).toBe(10);
  });

  it('gives the grace after the limit, not before', () => {
    const start = 1_000_000;
    expect(questionDeadline(start, 30)).toBe(start + 30_000);
    expect(questionDeadline(start, null)).toBeNull();
    expect(isPastTimeLimit(start, 30, start + 30_000 + QUIZ_TIME_GRACE_SECONDS * 1000)).toBe(false);
    expect(isPastTimeLimit(start, 30, start + 30_000 + QUIZ_TIME_GRACE_SECONDS * 1000 + 1)).toBe(true);
  });

  it('never expires an untimed question', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (start, elapsed) => !isPastTimeLimit(start, null, start + elapsed)),
    );
  });

  it('is monotonic: once late, later is late too', () => {
    fc.assert(
      fc.property(fc.nat(1e9), fc.integer({ min: 1, max: 3600 }), fc.nat(1e7), fc.nat(1e7), (s, l, a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        return !isPastTimeLimit(s, l, s + early) || isPastTimeLimit(s, l, s + late);
      }),
    );
  });
});

describe('answer shape', () => {
  const options = [{ id: 'a' }, { id: 'b' }];
  it('wants an option of the question for choices', () => {
    expect(answerShapeError({ question_type: 'multiple_choice', options }, 'a')).toBeNull();
    expect(answerShapeError({ question_type: 'true_false', options }, 'z')).toBe(
      'quizzes.optionNotInQuestion',
    );
    expect(answerShapeError({ question_type: 'multiple_choice', options }, { a: 'x' })).toBe(
      'quizzes.answerNeedsOption',
    );
  });

  it('wants a text for written answers, a map over the options for matching', () => {
    expect(answerShapeError({ question_type: 'short_answer', options }, '')).toBeNull();
    expect(answerShapeError({ question_type: 'long_answer', options }, { a: 'x' })).toBe(
      'quizzes.answerNeedsText',
    );
    expect(answerShapeError({ question_type: 'matching', options }, { a: 'x' })).toBeNull();
    expect(answerShapeError({ question_type: 'matching', options }, 'a')).toBe('quizzes.answerNeedsPairs');
    expect(answerShapeError({ question_type: 'matching', options }, { z: 'x' })).toBe(
      'quizzes.optionNotInQuestion',
    );
  });

  it('accepts no answer for every type', () => {
    for (const type of ['multiple_choice', 'true_false', 'short_answer', 'long_answer', 'matching'] as const)
      expect(answerShapeError({ question_type: type, options }, null)).toBeNull();
  });
});
