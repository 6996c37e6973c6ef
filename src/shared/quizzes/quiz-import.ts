import type { QuestionType } from './quiz-scoring.ts';

// What a GIFT or Aiken quiz file gives (docs/decisions/133): questions in the shape the quiz builder
// stores (spec/learner.md §3 "Quiz question", "Quiz option"), and the French reason for each part
// that could not be read, with its line, for the preview before the import.

export type ParsedOption = {
  option_text: string;
  is_correct: boolean;
  /** Matching only: the value this item pairs with. */
  match_value: string | null;
};

export type ParsedQuestion = {
  question_text: string;
  question_type: QuestionType;
  points: number;
  /** Seconds; neither format has one. */
  time_limit: number | null;
  explanation: string | null;
  /** In the file's order: option_order is the index. Written answers: the accepted texts. */
  options: ParsedOption[];
  /** The line of the file where the question starts (1-based), for the preview. */
  line: number;
};

export type ImportError = { line: number; message: string };

export type ParsedQuizFile = { questions: ParsedQuestion[]; errors: ImportError[] };

export const DEFAULT_POINTS = 1;

export function newQuestion(
  line: number,
  question_type: QuestionType,
  question_text: string,
  options: ParsedOption[],
  explanation: string | null = null,
): ParsedQuestion {
  return {
    question_text,
    question_type,
    points: DEFAULT_POINTS,
    time_limit: null,
    explanation,
    options,
    line,
  };
}

export const choiceOption = (option_text: string, is_correct: boolean): ParsedOption => ({
  option_text,
  is_correct,
  match_value: null,
});

/** Lines of any end-of-line convention, a byte-order mark dropped. */
export const splitLines = (text: string): string[] => text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);

/** A true/false question's two options, in this order (as the demo quizzes store them). */
export function trueFalseOptions(isTrue: boolean): ParsedOption[] {
  return [choiceOption('Vrai', isTrue), choiceOption('Faux', !isTrue)];
}
