import { t } from '../messages/fr-quizzes-import.ts';
import {
  choiceOption,
  type ImportError,
  newQuestion,
  type ParsedOption,
  type ParsedQuestion,
  type ParsedQuizFile,
  splitLines,
  trueFalseOptions,
} from './quiz-import.ts';

// Moodle GIFT quiz files (docs/decisions/133). Supported: ::titles::, // comments, $CATEGORY lines
// (ignored), [html]/[moodle]/[plain]/[markdown] markers (dropped), the escapes \: \= \~ \# \{ \} \\
// and \n; multiple choice {=right ~wrong}, weights %100% / %0% / negative, true/false {T} {F}
// {TRUE} {FALSE}, short answer {=a =b}, matching {=a -> b =c -> d}, an exact numeric answer {#42}
// read as a short answer, the missing-word form (text {…} text), answer #feedback and ####general
// feedback as the explanation. Refused with a French reason: essays {}, numeric tolerances and
// ranges, partial credit, descriptions without an answer block. Never throws.

/** One character of the question, and whether it was escaped (then it is never syntax). */
type Char = { c: string; literal: boolean };
type Chars = Char[];

const ESCAPABLE = new Set([':', '=', '~', '#', '{', '}', '\\']);

function tokenize(text: string): Chars {
  const chars: Chars = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    const next = text[i + 1];
    if (c === '\\' && next !== undefined && ESCAPABLE.has(next)) {
      chars.push({ c: next, literal: true });
      i++;
    } else if (c === '\\' && next === 'n') {
      chars.push({ c: '\n', literal: true });
      i++;
    } else {
      chars.push({ c, literal: false });
    }
  }
  return chars;
}

const textOf = (chars: Chars) => chars.map((char) => char.c).join('');
const isSyntax = (chars: Chars, index: number, c: string) => chars[index]?.c === c && !chars[index]!.literal;

/** The index of an unescaped `token` (one or more characters) from `from`, or -1. */
function find(chars: Chars, token: string, from = 0): number {
  for (let i = from; i <= chars.length - token.length; i++) {
    let found = true;
    for (let k = 0; k < token.length && found; k++) found = isSyntax(chars, i + k, token[k]!);
    if (found) return i;
  }
  return -1;
}

/** Splits on an unescaped character; the pieces keep their escapes. */
function splitOn(chars: Chars, c: string): Chars[] {
  const pieces: Chars[] = [[]];
  for (let i = 0; i < chars.length; i++) {
    if (isSyntax(chars, i, c)) pieces.push([]);
    else pieces[pieces.length - 1]!.push(chars[i]!);
  }
  return pieces;
}

class GiftError extends Error {}
const refuse = (message: string): never => {
  throw new GiftError(message);
};

type Block = { line: number; text: string };

/** Questions are separated by blank lines; comment lines are dropped first. */
function blocksOf(text: string): Block[] {
  const blocks: Block[] = [];
  let line = 0;
  let lines: string[] = [];
  const close = () => {
    if (lines.length > 0) blocks.push({ line, text: lines.join('\n') });
    lines = [];
  };
  for (const [index, raw] of splitLines(text).entries()) {
    if (/^\s*\/\//.test(raw)) continue;
    if (raw.trim() === '') close();
    else {
      if (lines.length === 0) line = index + 1;
      lines.push(raw);
    }
  }
  close();
  return blocks;
}

const FORMAT_MARKER = /^\[(html|moodle|plain|markdown)\]/i;
const MISSING_WORD = '_____';

type Answer = { marker: '=' | '~'; weight: number | null; text: Chars; feedback: string | null };

function answersOf(content: Chars): Answer[] {
  const answers: Answer[] = [];
  let start = -1;
  for (let i = 0; i <= content.length; i++) {
    const isMarker = i < content.length && (isSyntax(content, i, '=') || isSyntax(content, i, '~'));
    if (!isMarker && i < content.length) continue;
    if (start === -1) {
      if (textOf(content.slice(0, i)).trim() !== '') refuse(t('quizzes.import.gift.answerWithoutMarker'));
    } else {
      answers.push(answerOf(content[start]!.c as '=' | '~', content.slice(start + 1, i)));
    }
    start = i;
  }
  return answers;
}

function answerOf(marker: '=' | '~', raw: Chars): Answer {
  const [body = [], ...feedbacks] = splitOn(raw, '#');
  let text = body;
  let weight: number | null = null;
  const weightMatch = /^\s*%(-?\d+(?:[.,]\d+)?)%/.exec(textOf(body));
  if (weightMatch) {
    weight = Number(weightMatch[1]!.replace(',', '.'));
    text = body.slice(weightMatch[0].length);
  }
  const feedback = feedbacks.length > 0 ? textOf(feedbacks.flat()).trim() || null : null;
  return { marker, weight, text, feedback };
}

/** `=` or %100 % is right, `~` or a weight of 0 or less wrong; anything between is refused. */
function isRight(answer: Answer): boolean {
  if (answer.weight === null) return answer.marker === '=';
  if (answer.weight >= 100) return true;
  if (answer.weight <= 0) return false;
  return refuse(t('quizzes.import.gift.partialCredit', { weight: answer.weight }));
}

function answerText(answer: Answer): string {
  const text = textOf(answer.text).trim();
  return text === '' ? refuse(t('quizzes.import.emptyAnswer')) : text;
}

type Parsed = Pick<ParsedQuestion, 'question_type' | 'options'> & { explanation: string | null };

function trueFalse(content: Chars): Parsed | null {
  const [head = [], ...feedbacks] = splitOn(content, '#');
  const word = textOf(head).trim().toUpperCase();
  if (!['T', 'TRUE', 'F', 'FALSE'].includes(word)) return null;
  const [wrong, right] = feedbacks.map((part) => textOf(part).trim() || null);
  return {
    question_type: 'true_false',
    options: trueFalseOptions(word.startsWith('T')),
    explanation: right ?? wrong ?? null,
  };
}

const EXACT_NUMBER = /^\s*(-?\d+(?:[.,]\d+)?)\s*(?::\s*0+(?:[.,]0+)?\s*)?$/;

function numeric(content: Chars): Parsed {
  const [body = [], ...feedbacks] = splitOn(content.slice(1), '#');
  const exact = EXACT_NUMBER.exec(textOf(body));
  if (!exact) return refuse(t('quizzes.import.gift.numeric'));
  return {
    question_type: 'short_answer',
    options: [choiceOption(exact[1]!, true)],
    explanation: feedbacks.length > 0 ? textOf(feedbacks.flat()).trim() || null : null,
  };
}

function matching(answers: Answer[]): Parsed {
  const options: ParsedOption[] = answers.map((answer) => {
    const arrow = find(answer.text, '->');
    if (answer.marker !== '=' || arrow === -1) return refuse(t('quizzes.import.gift.matchingPair'));
    const item = textOf(answer.text.slice(0, arrow)).trim();
    const value = textOf(answer.text.slice(arrow + 2)).trim();
    if (!item || !value) return refuse(t('quizzes.import.gift.matchingPair'));
    return { option_text: item, is_correct: true, match_value: value };
  });
  if (options.length < 2) refuse(t('quizzes.import.gift.tooFewPairs'));
  return { question_type: 'matching', options, explanation: null };
}

function choices(answers: Answer[]): Parsed {
  const options = answers.map((answer) => choiceOption(answerText(answer), isRight(answer)));
  if (options.length < 2) refuse(t('quizzes.import.tooFewOptions'));
  if (!options.some((option) => option.is_correct)) refuse(t('quizzes.import.noCorrectAnswer'));
  const right = answers.find((answer, index) => options[index]!.is_correct && answer.feedback);
  return { question_type: 'multiple_choice', options, explanation: right?.feedback ?? null };
}

/** Every accepted text is an option; an answer marked %0% accepts nothing and is left out. */
function shortAnswer(answers: Answer[]): Parsed {
  const options = answers.filter(isRight).map((answer) => choiceOption(answerText(answer), true));
  if (options.length === 0) refuse(t('quizzes.import.noCorrectAnswer'));
  return {
    question_type: 'short_answer',
    options,
    explanation: answers.find((answer) => answer.feedback)?.feedback ?? null,
  };
}

function answerBlock(content: Chars): Parsed {
  const general = find(content, '####');
  const generalFeedback = general === -1 ? null : textOf(content.slice(general + 4)).trim() || null;
  const body = general === -1 ? content : content.slice(0, general);
  const trimmedStart = body.findIndex((char) => char.literal || char.c.trim() !== '');
  const answers = trimmedStart === -1 ? [] : body.slice(trimmedStart);
  if (answers.length === 0 || textOf(answers).trim() === '') return refuse(t('quizzes.import.gift.essay'));
  let parsed: Parsed;
  if (isSyntax(answers, 0, '#')) parsed = numeric(answers);
  else {
    const tf = trueFalse(answers);
    if (tf) parsed = tf;
    else {
      const list = answersOf(answers);
      if (list.some((answer) => find(answer.text, '->') !== -1)) parsed = matching(list);
      else if (list.some((answer) => answer.marker === '~')) parsed = choices(list);
      else parsed = shortAnswer(list);
    }
  }
  return { ...parsed, explanation: generalFeedback ?? parsed.explanation };
}

function parseBlock(block: Block): ParsedQuestion | null {
  let chars = tokenize(block.text.trim());
  let title = '';
  if (find(chars, '::') === 0) {
    const end = find(chars, '::', 2);
    if (end === -1) return refuse(t('quizzes.import.gift.unclosedTitle'));
    title = textOf(chars.slice(2, end)).trim();
    chars = chars.slice(end + 2);
  }
  const start = chars.findIndex((char) => char.literal || char.c.trim() !== '');
  chars = start === -1 ? [] : chars.slice(start);
  const marker = FORMAT_MARKER.exec(textOf(chars.slice(0, 12)));
  if (marker && chars.slice(0, marker[0].length).every((char) => !char.literal)) {
    chars = chars.slice(marker[0].length);
  }
  const open = find(chars, '{');
  if (open === -1) {
    // "$CATEGORY: …" lines choose Moodle's category: nothing to import, nothing to report.
    if (/^\$CATEGORY:/i.test(textOf(chars).trim())) return null;
    return refuse(t('quizzes.import.gift.noAnswerBlock'));
  }
  const close = find(chars, '}', open + 1);
  if (close === -1) return refuse(t('quizzes.import.gift.unclosedBlock'));
  if (find(chars, '{', close + 1) !== -1 || find(chars, '}', close + 1) !== -1) {
    return refuse(t('quizzes.import.gift.severalBlocks'));
  }
  const before = textOf(chars.slice(0, open)).trim();
  const after = textOf(chars.slice(close + 1)).trim();
  const parsed = answerBlock(chars.slice(open + 1, close));
  const text = after ? [before, MISSING_WORD, after].filter(Boolean).join(' ') : before || title;
  if (!text) return refuse(t('quizzes.import.noQuestionText'));
  return newQuestion(block.line, parsed.question_type, text, parsed.options, parsed.explanation);
}

/** The questions of a GIFT file, and a French reason, by line, for each block that was not imported. */
export function parseGift(text: string): ParsedQuizFile {
  const questions: ParsedQuestion[] = [];
  const errors: ImportError[] = [];
  for (const block of blocksOf(typeof text === 'string' ? text : '')) {
    try {
      const question = parseBlock(block);
      if (question) questions.push(question);
    } catch (error) {
      if (!(error instanceof GiftError)) throw error;
      errors.push({ line: block.line, message: error.message });
    }
  }
  if (questions.length === 0 && errors.length === 0)
    errors.push({ line: 1, message: t('quizzes.import.empty') });
  return { questions, errors };
}
