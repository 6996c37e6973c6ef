import { t } from '#shared/messages/fr.ts';
import type { ImportedQuestion, ImportFormat, TImportError } from '#shared/quizzes/quiz-builder.contract.ts';

// The adapter between the quiz import (import-quiz-questions.ts) and the GIFT and Aiken readers.
// A reader takes the file's text and returns the questions it could read, in the builder's shape,
// and a French error per question it could not read, with the line where that question starts.
// The readers live in src/shared/quizzes/gift-parser.ts (parseGift) and aiken-parser.ts
// (parseAiken); point QUIZ_IMPORT_PARSERS at them (adapting their question shape if it differs).
// Until then each format answers one error: nothing is imported.

export type QuizImportParser = (text: string) => { questions: ImportedQuestion[]; errors: TImportError[] };

const unavailable: QuizImportParser = () => ({
  questions: [],
  errors: [{ line: 1, message: t('quizzes.builder.importUnavailable') }],
});

export const QUIZ_IMPORT_PARSERS: Record<ImportFormat, QuizImportParser> = {
  gift: unavailable,
  aiken: unavailable,
};
