import type { TBuilderQuestion, TBuilderQuestionView } from '#shared/quizzes/quiz-builder.contract.ts';
import {
  choice,
  longAnswer,
  matching,
  type QuizQuestionDefinition,
  shortAnswer,
  trueFalse,
} from './quiz-definition.ts';
import type { QuestionWithOptions } from './quizzes.repo.ts';

// The builder's question shapes (one per type) and the stored rows (a question and its options),
// both ways; and what of a question its scoring depends on (decision 153).

/** The rows a builder question is stored as: options as quiz-scoring reads them. */
export function toDefinition(question: TBuilderQuestion): QuizQuestionDefinition {
  const extra = {
    points: question.points,
    ...(question.time_limit && { timeLimitSeconds: question.time_limit }),
  };
  const text = question.question_text;
  const built = (() => {
    switch (question.question_type) {
      case 'multiple_choice':
        return choice(
          text,
          question.options.map((o) => o.option_text),
          question.options.findIndex((o) => o.is_correct),
          '',
          extra,
        );
      case 'true_false':
        return trueFalse(text, question.correct_answer, '', extra);
      case 'short_answer':
        return shortAnswer(text, question.expected_answer, '', extra);
      case 'long_answer':
        return longAnswer(text, question.expected_answer, '', extra);
      case 'matching':
        return matching(
          text,
          question.pairs.map((pair) => [pair.left, pair.right]),
          '',
          extra,
        );
    }
  })();
  return { ...built, explanation: question.explanation };
}

const TRUE_TEXTS = new Set(['vrai', 'true']);

/** A stored question in the builder's shape. */
export function toBuilderView(question: QuestionWithOptions, isUsed: boolean): TBuilderQuestionView {
  const options = [...question.options].sort((a, b) => a.option_order - b.option_order);
  const base = {
    id: question.id,
    question_text: question.question_text,
    points: question.points,
    time_limit: question.timeLimitSeconds,
    explanation: question.explanation,
    question_order: question.questionOrder,
    is_used: isUsed,
  };
  switch (question.question_type) {
    case 'multiple_choice':
      return {
        ...base,
        question_type: 'multiple_choice',
        options: options.map((o) => ({ option_text: o.option_text, is_correct: o.is_correct })),
      };
    case 'true_false': {
      const correct = options.find((o) => o.is_correct);
      const isTrue = correct
        ? TRUE_TEXTS.has(correct.option_text.trim().toLocaleLowerCase('fr')) || correct === options[0]
        : true;
      return { ...base, question_type: 'true_false', correct_answer: isTrue };
    }
    case 'short_answer':
    case 'long_answer':
      return {
        ...base,
        question_type: question.question_type,
        expected_answer: options[0]?.option_text ?? '',
      };
    case 'matching':
      return {
        ...base,
        question_type: 'matching',
        pairs: options.map((o) => ({ left: o.option_text, right: o.match_value ?? '' })),
      };
  }
}

/** Everything an answer is judged and scored by: text, type, points, time limit, options. */
export function scoringKey(question: QuizQuestionDefinition): string {
  return JSON.stringify([
    question.text,
    question.type,
    question.points,
    question.timeLimitSeconds,
    question.options.map((o) => [o.text, o.isCorrect, o.matchValue]),
  ]);
}

/** The stored question's scoring key, from its rows. */
export function storedScoringKey(question: QuestionWithOptions): string {
  return scoringKey({
    text: question.question_text,
    type: question.question_type,
    points: question.points,
    timeLimitSeconds: question.timeLimitSeconds,
    explanation: question.explanation,
    options: [...question.options]
      .sort((a, b) => a.option_order - b.option_order)
      .map((o) => ({ text: o.option_text, isCorrect: o.is_correct, matchValue: o.match_value ?? null })),
  });
}
