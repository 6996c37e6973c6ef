// What a quiz is made of before it is stored: its settings, its questions and their options, and one
// builder per question type. Pure data; quizzes.repo.ts (insertQuiz) turns it into rows. Used by the
// demo seed and by the test factories alike. Written answers are judged against the first option's text
// (trimmed, case-insensitive), so their expected answers are short and canonical.

import type { QuizStatus, QuizType } from '#shared/domain.ts';
import type { QuestionType } from '#shared/quizzes/quiz-scoring.ts';

export type QuizOptionDefinition = { text: string; isCorrect: boolean; matchValue: string | null };

export type QuizQuestionDefinition = {
  text: string;
  type: QuestionType;
  points: number;
  timeLimitSeconds: number | null;
  /** Null: no explanation. */
  explanation: string | null;
  options: QuizOptionDefinition[];
};

export type QuizSettings = {
  description: string;
  type: QuizType;
  passingScore: number | null;
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
  showResults: boolean;
  allowRetries: boolean;
  questions: QuizQuestionDefinition[];
};

export type QuizDefinition = QuizSettings & {
  title: string;
  durationMinutes: number;
  status?: QuizStatus;
};

type Extra = { points?: number; timeLimitSeconds?: number };

function question(
  type: QuestionType,
  text: string,
  options: QuizOptionDefinition[],
  explanation: string,
  extra: Extra,
): QuizQuestionDefinition {
  return {
    text,
    type,
    points: extra.points ?? 1,
    timeLimitSeconds: extra.timeLimitSeconds ?? null,
    explanation,
    options,
  };
}

const option = (text: string, isCorrect: boolean): QuizOptionDefinition => ({
  text,
  isCorrect,
  matchValue: null,
});

/** Multiple choice; `correct` is the index of the right option. */
export function choice(
  text: string,
  options: string[],
  correct: number,
  explanation: string,
  extra: Extra = {},
): QuizQuestionDefinition {
  return question(
    'multiple_choice',
    text,
    options.map((o, i) => option(o, i === correct)),
    explanation,
    extra,
  );
}

/** Vrai / Faux, in that order. */
export function trueFalse(
  text: string,
  isTrue: boolean,
  explanation: string,
  extra: Extra = {},
): QuizQuestionDefinition {
  return question('true_false', text, [option('Vrai', isTrue), option('Faux', !isTrue)], explanation, extra);
}

/** Short written answer; `expected` is the one accepted text. */
export function shortAnswer(
  text: string,
  expected: string,
  explanation: string,
  extra: Extra = {},
): QuizQuestionDefinition {
  return question('short_answer', text, [option(expected, true)], explanation, extra);
}

/** Long written answer; `expected` is the model answer, also the one accepted text. */
export function longAnswer(
  text: string,
  expected: string,
  explanation: string,
  extra: Extra = {},
): QuizQuestionDefinition {
  return question('long_answer', text, [option(expected, true)], explanation, extra);
}

/** Matching: each pair is an item and the value it goes with. */
export function matching(
  text: string,
  pairs: Array<[string, string]>,
  explanation: string,
  extra: Extra = {},
): QuizQuestionDefinition {
  return question(
    'matching',
    text,
    pairs.map(([item, value]) => ({ text: item, isCorrect: true, matchValue: value })),
    explanation,
    extra,
  );
}
