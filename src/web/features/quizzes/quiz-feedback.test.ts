import { describe, expect, it } from 'vitest';
import { feedbackFor, timeUpFeedback } from './quiz-feedback.ts';

const TIME_UP = "Temps écoulé. Vous n'avez pas répondu à temps. La question est marquée incorrecte.";
const wrong = (
  expected: string | Record<string, string> | null,
  explanation: string | null = 'Parce que.',
) => ({
  is_correct: false,
  expected_answer: expected,
  explanation,
  timed_out: false,
});

describe('feedbackFor', () => {
  it("says 'Bonne réponse' alone for a right answer", () => {
    const right = { is_correct: true, expected_answer: 'color', explanation: 'x', timed_out: false };
    expect(feedbackFor('short_answer', right, false)).toEqual({
      tone: 'correct',
      title: 'Bonne réponse',
      expected: null,
      explanation: null,
    });
  });

  it("labels the expected answer 'Correct:' for choices and 'Réponse attendue:' for written answers", () => {
    const choice = feedbackFor('multiple_choice', wrong('<a>'), false);
    expect(choice.title).toBe('Réponse incorrecte');
    expect(choice.expected).toEqual({ kind: 'text', label: 'Correct:', text: '<a>' });
    expect(choice.explanation).toBe('Parce que.');
    expect(feedbackFor('true_false', wrong('Vrai'), false).expected).toMatchObject({ label: 'Correct:' });
    expect(feedbackFor('long_answer', wrong('<!DOCTYPE html>'), false).expected).toEqual({
      kind: 'text',
      label: 'Réponse attendue:',
      text: '<!DOCTYPE html>',
    });
  });

  it('lists the pairs of a matching', () => {
    const feedback = feedbackFor(
      'matching',
      wrong({ '<h1>': 'Titre principal', '<p>': 'Paragraphe' }),
      false,
    );
    expect(feedback.expected).toEqual({
      kind: 'pairs',
      label: 'Associations attendues :',
      pairs: [
        { item: '<h1>', value: 'Titre principal' },
        { item: '<p>', value: 'Paragraphe' },
      ],
    });
  });

  it("reads 'Temps écoulé…' when time ran out, in the browser or on the server", () => {
    expect(feedbackFor('short_answer', wrong('color'), true)).toMatchObject({
      tone: 'incorrect',
      title: TIME_UP,
      expected: { label: 'Réponse attendue:', text: 'color' },
    });
    const lateButRight = { is_correct: true, expected_answer: 'color', explanation: null, timed_out: true };
    expect(feedbackFor('short_answer', lateButRight, false).title).toBe(TIME_UP);
    expect(timeUpFeedback().title).toBe(TIME_UP);
  });

  it("says only 'Réponse enregistrée' when the quiz hides results", () => {
    expect(feedbackFor('multiple_choice', { recorded: true, timed_out: false }, false)).toEqual({
      tone: 'recorded',
      title: 'Réponse enregistrée',
      expected: null,
      explanation: null,
    });
    expect(feedbackFor('multiple_choice', { recorded: true, timed_out: true }, false).title).toBe(TIME_UP);
  });

  it('leaves out an empty explanation', () => {
    expect(feedbackFor('multiple_choice', wrong('<a>', '  '), false).explanation).toBeNull();
    expect(feedbackFor('multiple_choice', wrong(null, null), false).expected).toBeNull();
  });
});
