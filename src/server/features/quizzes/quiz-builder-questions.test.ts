import { describe, expect, it } from 'vitest';
import { ZBuilderQuestion } from '#shared/quizzes/quiz-builder.contract.ts';
import { isAnswerCorrect } from '#shared/quizzes/quiz-scoring.ts';
import { FIVE_QUESTIONS } from './quiz-builder-fixtures.ts';
import { scoringKey, storedScoringKey, toBuilderView, toDefinition } from './quiz-builder-questions.ts';
import type { QuestionWithOptions } from './quizzes.repo.ts';

// The builder's question shapes and the stored rows, both ways (decision 153's scoring key included).

/** The rows a definition is stored as, with made-up ids. */
function stored(question: ReturnType<typeof toDefinition>, id = 'q1'): QuestionWithOptions {
  return {
    id,
    quizId: 'quiz',
    question_type: question.type,
    question_text: question.text,
    points: question.points,
    timeLimitSeconds: question.timeLimitSeconds,
    explanation: question.explanation,
    questionOrder: 1,
    options: question.options.map((o, index) => ({
      id: `${id}-o${index}`,
      option_text: o.text,
      option_order: index + 1,
      is_correct: o.isCorrect,
      match_value: o.matchValue,
    })),
  };
}

describe('builder questions', () => {
  it.each(FIVE_QUESTIONS.map((q) => [q.question_type, q] as const))(
    'reads a stored %s back as it was written, with the same scoring key',
    (_type, input) => {
      const question = ZBuilderQuestion.parse(input);
      const definition = toDefinition(question);
      const rows = stored(definition);
      const { id: _id, question_order: _order, is_used: _used, ...view } = toBuilderView(rows, false);
      const { id: _given, ...written } = question;
      expect(view).toEqual(written);
      expect(storedScoringKey(rows)).toBe(scoringKey(definition));
    },
  );

  it('stores answers as the scoring reads them', () => {
    const [choice, trueFalse, shortAnswer, , matching] = FIVE_QUESTIONS.map((q) =>
      stored(toDefinition(ZBuilderQuestion.parse(q))),
    );
    expect(isAnswerCorrect(choice!, 'q1-o0')).toBe(true);
    expect(isAnswerCorrect(choice!, 'q1-o1')).toBe(false);
    expect(isAnswerCorrect(trueFalse!, 'q1-o0')).toBe(true);
    expect(isAnswerCorrect(shortAnswer!, '  wolof ')).toBe(true);
    expect(isAnswerCorrect(matching!, { 'q1-o0': 'Bamako', 'q1-o1': 'Conakry' })).toBe(true);
    expect(isAnswerCorrect(matching!, { 'q1-o0': 'Conakry', 'q1-o1': 'Bamako' })).toBe(false);
  });

  it('changes the scoring key with what an answer is judged by, not with the explanation', () => {
    const base = ZBuilderQuestion.parse(FIVE_QUESTIONS[0]);
    const key = scoringKey(toDefinition(base));
    expect(scoringKey(toDefinition({ ...base, explanation: 'Autre explication' }))).toBe(key);
    expect(scoringKey(toDefinition({ ...base, points: 3 }))).not.toBe(key);
    expect(scoringKey(toDefinition({ ...base, time_limit: null }))).not.toBe(key);
    if (base.question_type !== 'multiple_choice') throw new Error('choix multiple attendu');
    expect(scoringKey(toDefinition({ ...base, options: [...base.options].reverse() }))).not.toBe(key);
  });

  it('reads a false true/false question back as false', () => {
    const question = ZBuilderQuestion.parse({
      question_type: 'true_false',
      question_text: 'Q ?',
      correct_answer: false,
    });
    expect(toBuilderView(stored(toDefinition(question)), true)).toMatchObject({
      correct_answer: false,
      is_used: true,
    });
  });
});
