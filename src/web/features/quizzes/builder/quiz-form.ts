import { z } from 'zod';
import type { QuizType } from '#shared/domain.ts';
import { t } from '#shared/messages/fr-quizzes-builder.ts';
import {
  type TBuilderQuestion,
  type TBuilderQuestionInput,
  type TCreateQuiz,
  type TQuizForBuilder,
  type TUpdateQuiz,
  ZCreateQuiz,
  ZUpdateQuiz,
} from '#shared/quizzes/quiz-builder.contract.ts';
import type { QuestionType } from '#shared/quizzes/quiz-scoring.ts';

// The quiz editor's form values and their mapping to and from the builder contract. Inputs hold
// text (a number field may be empty or half typed), and each question keeps the fields of every
// type, so switching a question's type and back loses nothing; the contract's schema, run on the
// mapped values, gives the French messages at the same paths as the form's fields.

export type OptionValues = { option_text: string; is_correct: boolean };
export type PairValues = { left: string; right: string };

export type QuestionValues = {
  /** The stored question's id; '' for a question added in this editor. */
  id: string;
  /** Learners answered it: only its explanation and place may change (decision 153). */
  is_used: boolean;
  question_type: QuestionType;
  question_text: string;
  points: string;
  time_limit: string;
  explanation: string;
  options: OptionValues[];
  /** True/false: 'true', 'false' or '' (not chosen yet). */
  correct_answer: '' | 'true' | 'false';
  expected_answer: string;
  pairs: PairValues[];
};

export type QuizFormValues = {
  /** The course the quiz belongs to: chosen on creation only. */
  course_id: string;
  title: string;
  description: string;
  type: QuizType;
  duration: string;
  passing_score: string;
  shuffle_questions: boolean;
  shuffle_options: boolean;
  show_results: boolean;
  allow_retries: boolean;
  questions: QuestionValues[];
};

export function emptyQuestion(type: QuestionType = 'multiple_choice'): QuestionValues {
  return {
    id: '',
    is_used: false,
    question_type: type,
    question_text: '',
    points: '1',
    time_limit: '',
    explanation: '',
    options: [
      { option_text: '', is_correct: true },
      { option_text: '', is_correct: false },
    ],
    correct_answer: '',
    expected_answer: '',
    pairs: [
      { left: '', right: '' },
      { left: '', right: '' },
    ],
  };
}

export const emptyQuiz = (): QuizFormValues => ({
  course_id: '',
  title: '',
  description: '',
  type: 'quiz',
  duration: '0',
  passing_score: '',
  shuffle_questions: false,
  shuffle_options: false,
  show_results: true,
  allow_retries: true,
  questions: [],
});

type QuestionInput = TBuilderQuestionInput | TBuilderQuestion;

/** A question as the server gives it (or as an import previews it), in the form's shape. */
export function questionToValues(
  question: QuestionInput,
  stored?: { id: string; is_used: boolean },
): QuestionValues {
  const values = emptyQuestion(question.question_type);
  values.id = stored?.id ?? '';
  values.is_used = stored?.is_used ?? false;
  values.question_text = question.question_text;
  values.points = String(question.points ?? 1);
  values.time_limit = question.time_limit == null ? '' : String(question.time_limit);
  values.explanation = question.explanation ?? '';
  switch (question.question_type) {
    case 'multiple_choice':
      values.options = question.options.map((option) => ({ ...option }));
      break;
    case 'true_false':
      values.correct_answer = question.correct_answer ? 'true' : 'false';
      break;
    case 'short_answer':
    case 'long_answer':
      values.expected_answer = question.expected_answer;
      break;
    case 'matching':
      values.pairs = question.pairs.map((pair) => ({ ...pair }));
      break;
  }
  return values;
}

export function quizToValues(quiz: TQuizForBuilder): QuizFormValues {
  return {
    course_id: quiz.course_id,
    title: quiz.title,
    description: quiz.description ?? '',
    type: quiz.type,
    duration: String(quiz.duration),
    passing_score: quiz.passing_score == null ? '' : String(quiz.passing_score),
    shuffle_questions: quiz.shuffle_questions,
    shuffle_options: quiz.shuffle_options,
    show_results: quiz.show_results,
    allow_retries: quiz.allow_retries,
    questions: quiz.questions.map((question) => questionToValues(question, question)),
  };
}

/** A number field's text: trimmed, '' → `empty`; anything else a number (NaN is refused by the contract). */
function numberOf<T>(text: string, empty: T): number | T {
  const trimmed = text.trim();
  return trimmed === '' ? empty : Number(trimmed.replace(',', '.'));
}

const nullIfBlank = (text: string) => (text.trim() === '' ? null : text);

export function valuesToQuestion(values: QuestionValues): TBuilderQuestionInput {
  const base = {
    ...(values.id ? { id: values.id } : {}),
    question_text: values.question_text,
    points: numberOf(values.points, 1),
    time_limit: numberOf(values.time_limit, null),
    explanation: nullIfBlank(values.explanation),
  };
  switch (values.question_type) {
    case 'multiple_choice':
      return { ...base, question_type: 'multiple_choice', options: values.options };
    case 'true_false':
      // An unchosen answer is sent as nothing, so the contract says 'Indiquez si…'.
      return {
        ...base,
        question_type: 'true_false',
        correct_answer: (values.correct_answer === ''
          ? undefined
          : values.correct_answer === 'true') as boolean,
      };
    case 'short_answer':
    case 'long_answer':
      return { ...base, question_type: values.question_type, expected_answer: values.expected_answer };
    case 'matching':
      return { ...base, question_type: 'matching', pairs: values.pairs };
  }
}

/** The form's values in the shape of PUT /api/admin/quizzes/{id} (before the contract checks them). */
export function valuesToQuiz(values: QuizFormValues): z.input<typeof ZUpdateQuiz> {
  return {
    title: values.title,
    description: nullIfBlank(values.description),
    type: values.type,
    duration: numberOf(values.duration, 0),
    passing_score: numberOf(values.passing_score, null),
    shuffle_questions: values.shuffle_questions,
    shuffle_options: values.shuffle_options,
    show_results: values.show_results,
    allow_retries: values.allow_retries,
    questions: values.questions.map(valuesToQuestion),
  };
}

/**
 * The editor's resolver schema: the form's values, mapped, then checked by the contract. Its
 * errors sit at the contract's paths, which are the form's (questions.2.options, duration…).
 */
export const ZQuizForm: z.ZodType<TUpdateQuiz, QuizFormValues> = z
  .custom<QuizFormValues>()
  .transform(valuesToQuiz)
  .pipe(ZUpdateQuiz);

/** The creation form's schema: the same, plus the course the quiz belongs to. */
export const ZNewQuizForm: z.ZodType<TCreateQuiz, QuizFormValues> = z
  .custom<QuizFormValues>()
  .transform(
    (values): z.input<typeof ZCreateQuiz> => ({ course_id: values.course_id, ...valuesToQuiz(values) }),
  )
  // The course comes from a list of the caller's own: only its absence needs a message here.
  .pipe(ZCreateQuiz.extend({ course_id: z.string().min(1, { error: t('quizzes.build.courseRequired') }) }));

/** Moves the item at `from` to `to`, the others keeping their order (what a drop does). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return next;
  next.splice(to, 0, moved);
  return next;
}
