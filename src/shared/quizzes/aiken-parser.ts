import { t } from '../messages/fr-quizzes-import.ts';
import {
  choiceOption,
  type ImportError,
  newQuestion,
  type ParsedQuestion,
  type ParsedQuizFile,
  splitLines,
} from './quiz-import.ts';

// Moodle Aiken quiz files (docs/decisions/133): multiple choice only. A question is its text (one
// line, or several lines in a row), then options "A) …" or "A. …", then "ANSWER: A". Each question
// that cannot be read is reported at its first line, in French, and the reading goes on with the next
// one. Never throws.

const OPTION = /^([A-Z])[.)][ \t]+(.*)$/;
const ANSWER = /^ANSWER:\s*(.*)$/i;

type Draft = { line: number; text: string[]; options: Array<{ letter: string; text: string }> };

/** The questions of an Aiken file, and a French reason, by line, for each one not imported. */
export function parseAiken(text: string): ParsedQuizFile {
  const questions: ParsedQuestion[] = [];
  const errors: ImportError[] = [];
  let draft: Draft | null = null;
  /** After an error, the rest of that question (options, answer) is skipped. */
  let skipping = false;
  let afterBlank = false;

  const fail = (line: number, message: string) => {
    errors.push({ line, message });
    draft = null;
    skipping = true;
  };
  /** A question left without its options or its answer. */
  const unfinished = (left: Draft) =>
    errors.push({
      line: left.line,
      message:
        left.options.length > 0
          ? t('quizzes.import.aiken.missingAnswer')
          : t('quizzes.import.aiken.noOptions'),
    });

  for (const [index, raw] of splitLines(typeof text === 'string' ? text : '').entries()) {
    const lineNumber = index + 1;
    const line = raw.trim();
    if (line === '') {
      afterBlank = true;
      continue;
    }
    const blankBefore = afterBlank;
    afterBlank = false;
    const answer = ANSWER.exec(line);
    const option = OPTION.exec(line);
    if (answer || option) {
      if (skipping) continue;
      if (!draft) {
        fail(
          lineNumber,
          t(
            answer
              ? 'quizzes.import.aiken.answerWithoutOptions'
              : 'quizzes.import.aiken.optionWithoutQuestion',
          ),
        );
        continue;
      }
    }
    if (answer && draft) {
      const letter = answer[1]!.trim().toUpperCase();
      const right = draft.options.findIndex((item) => item.letter === letter);
      if (draft.options.length === 0) fail(draft.line, t('quizzes.import.aiken.answerWithoutOptions'));
      else if (right === -1) fail(draft.line, t('quizzes.import.aiken.unknownAnswer', { letter }));
      else if (draft.options.length < 2) fail(draft.line, t('quizzes.import.tooFewOptions'));
      else {
        const options = draft.options.map((item, at) => choiceOption(item.text, at === right));
        questions.push(newQuestion(draft.line, 'multiple_choice', draft.text.join('\n'), options));
        draft = null;
      }
      continue;
    }
    if (option && draft) {
      const letter = option[1]!;
      const optionText = option[2]!.trim();
      if (draft.options.some((item) => item.letter === letter)) {
        fail(draft.line, t('quizzes.import.aiken.duplicateOption', { letter }));
      } else if (!optionText) fail(draft.line, t('quizzes.import.emptyAnswer'));
      else draft.options.push({ letter, text: optionText });
      continue;
    }
    // Question text: more of the current question's, or, after its options or a blank line, a new one.
    skipping = false;
    if (draft && draft.options.length === 0 && !blankBefore) {
      draft.text.push(line);
      continue;
    }
    if (draft) unfinished(draft);
    draft = { line: lineNumber, text: [line], options: [] };
  }
  if (draft) unfinished(draft);
  if (questions.length === 0 && errors.length === 0)
    errors.push({ line: 1, message: t('quizzes.import.empty') });
  return { questions, errors };
}
