import { describe, expect, it } from 'vitest';
import { pointsText, questionCountText, quizIdOf, quizTypeLabel } from './quiz-format.ts';

describe('quiz wording', () => {
  it('names the type as the spec does', () => {
    expect(quizTypeLabel('exam')).toBe('Évaluation');
    expect(quizTypeLabel('assessment_ungraded')).toBe('Éval. non notée');
    expect(quizTypeLabel('quiz')).toBe('Quiz');
  });

  it('counts questions and points in French', () => {
    expect(questionCountText(1)).toBe('1 question');
    expect(questionCountText(5)).toBe('5 questions');
    expect(pointsText(1)).toBe('1 point');
    expect(pointsText(3)).toBe('3 points');
  });
});

describe('quizIdOf', () => {
  it('reads content.quiz_id, else content.id', () => {
    expect(quizIdOf({ content: { quiz_id: 'q1', id: 'other' } })).toBe('q1');
    expect(quizIdOf({ content: { quiz_id: null, id: 'q2' } })).toBe('q2');
    expect(quizIdOf({ content: { duration: 10 } })).toBeNull();
    expect(quizIdOf({ content: { quiz_id: '  ' } })).toBeNull();
  });
});
