import { parseAiken } from '#shared/quizzes/aiken-parser.ts';
import { parseGift } from '#shared/quizzes/gift-parser.ts';
import type { ImportedQuestion, ImportFormat, TImportError } from '#shared/quizzes/quiz-builder.contract.ts';
import type { ParsedQuestion, ParsedQuizFile } from '#shared/quizzes/quiz-import.ts';

// The adapter between the quiz import (import-quiz-questions.ts) and the GIFT and Aiken readers
// (src/shared/quizzes, decision 133). A reader gives each question as a list of options, the way the
// player stores them; the builder takes each type in its own shape. The builder's own rules then
// check every question (import-quiz-questions.ts), so an oddity of a file comes back as a French error.

export type QuizImportParser = (text: string) => { questions: ImportedQuestion[]; errors: TImportError[] };

/** The first accepted text of a written answer (the player scores against the first one). */
const acceptedText = (question: ParsedQuestion) =>
  (question.options.find((option) => option.is_correct) ?? question.options[0])?.option_text ?? '';

export function toBuilderQuestion(question: ParsedQuestion): ImportedQuestion {
  const base = {
    question_text: question.question_text,
    points: question.points,
    time_limit: question.time_limit,
    explanation: question.explanation,
    line: question.line,
  };
  switch (question.question_type) {
    case 'multiple_choice':
      return {
        ...base,
        question_type: 'multiple_choice',
        options: question.options.map(({ option_text, is_correct }) => ({ option_text, is_correct })),
      };
    case 'true_false':
      return {
        ...base,
        question_type: 'true_false',
        correct_answer: question.options.find((option) => option.option_text === 'Vrai')?.is_correct ?? false,
      };
    case 'matching':
      return {
        ...base,
        question_type: 'matching',
        pairs: question.options.map((option) => ({
          left: option.option_text,
          right: option.match_value ?? '',
        })),
      };
    default:
      return { ...base, question_type: question.question_type, expected_answer: acceptedText(question) };
  }
}

const adapt =
  (read: (text: string) => ParsedQuizFile): QuizImportParser =>
  (text) => {
    const file = read(text);
    return { questions: file.questions.map(toBuilderQuestion), errors: file.errors };
  };

export const QUIZ_IMPORT_PARSERS: Record<ImportFormat, QuizImportParser> = {
  gift: adapt(parseGift),
  aiken: adapt(parseAiken),
};
