import { describe, expect, it } from 'vitest';
import { answerShapeError } from '#shared/quizzes/quiz-rules.ts';
import { QUESTION_TYPES } from '#shared/quizzes/quiz-scoring.ts';
import { canValidate, draftOf, emptyDraft, toAnswer, withPair } from './quiz-answer.ts';

describe('answer readiness (spec §5)', () => {
  it('needs a chosen option for multiple choice and Vrai / Faux', () => {
    expect(canValidate(emptyDraft('multiple_choice'))).toBe(false);
    expect(canValidate(emptyDraft('true_false'))).toBe(false);
    expect(canValidate({ kind: 'choice', optionId: 'o1' })).toBe(true);
  });

  it('lets written answers and matchings be validated empty', () => {
    expect(canValidate(emptyDraft('short_answer'))).toBe(true);
    expect(canValidate(emptyDraft('long_answer'))).toBe(true);
    expect(canValidate(emptyDraft('matching'))).toBe(true);
  });
});

describe('toAnswer', () => {
  const question = (type: (typeof QUESTION_TYPES)[number]) => ({
    question_type: type,
    options: [{ id: 'o1' }, { id: 'o2' }],
  });

  it('sends what the server accepts for each type', () => {
    expect(toAnswer({ kind: 'choice', optionId: 'o2' })).toBe('o2');
    expect(toAnswer({ kind: 'text', text: '  color ' })).toBe('  color ');
    expect(toAnswer({ kind: 'pairs', pairs: { o1: 'Titre', o2: '' } })).toEqual({ o1: 'Titre' });
    expect(
      answerShapeError(question('multiple_choice'), toAnswer({ kind: 'choice', optionId: 'o2' })),
    ).toBeNull();
    expect(answerShapeError(question('short_answer'), toAnswer(emptyDraft('short_answer')))).toBeNull();
    expect(answerShapeError(question('matching'), toAnswer(emptyDraft('matching')))).toBeNull();
  });

  it('fits the server rule for every empty draft that may be validated', () => {
    for (const type of QUESTION_TYPES) {
      const draft = emptyDraft(type);
      if (canValidate(draft)) expect(answerShapeError(question(type), toAnswer(draft))).toBeNull();
    }
  });
});

describe('withPair', () => {
  it('sets and clears one pair without touching the others', () => {
    const one = withPair(emptyDraft('matching'), 'o1', 'Titre');
    const two = withPair(one, 'o2', 'Image');
    expect(two).toEqual({ kind: 'pairs', pairs: { o1: 'Titre', o2: 'Image' } });
    expect(toAnswer(withPair(two, 'o1', ''))).toEqual({ o2: 'Image' });
    expect(one).toEqual({ kind: 'pairs', pairs: { o1: 'Titre' } });
  });

  it('ignores drafts that are not matchings', () => {
    const draft = emptyDraft('short_answer');
    expect(withPair(draft, 'o1', 'x')).toBe(draft);
  });
});

describe('an answer read back', () => {
  it('becomes the draft it was sent from, whatever the question type', () => {
    expect(draftOf('multiple_choice', 'o2')).toEqual({ kind: 'choice', optionId: 'o2' });
    expect(draftOf('true_false', null)).toEqual({ kind: 'choice', optionId: null });
    expect(draftOf('short_answer', ' Dakar ')).toEqual({ kind: 'text', text: ' Dakar ' });
    expect(draftOf('long_answer', null)).toEqual({ kind: 'text', text: '' });
    expect(draftOf('matching', { a: 'Dakar' })).toEqual({ kind: 'pairs', pairs: { a: 'Dakar' } });
  });

  it('sends the same answer again (toAnswer after draftOf)', () => {
    expect(toAnswer(draftOf('multiple_choice', 'o2'))).toBe('o2');
    expect(toAnswer(draftOf('short_answer', 'Dakar'))).toBe('Dakar');
    expect(toAnswer(draftOf('matching', { a: 'Dakar', b: 'Bamako' }))).toEqual({ a: 'Dakar', b: 'Bamako' });
  });
});
