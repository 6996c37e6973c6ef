import { z } from 'zod';
import { QUIZ_STATUSES, QUIZ_TYPES } from '../domain.ts';
import { id } from '../http.contract.ts';
import { t } from '../messages/fr.ts';

// /api/admin/quizzes… (issue 14 "Quiz and exercise builders"; spec/learner.md §3 Quiz, Quiz
// question, Quiz option; spec/authoring-and-shell.md §7 pickers). The builder sees and sends the
// whole quiz: its settings and its questions in order, each in the shape of its type. The same
// question shape is what a GIFT or Aiken import reads (ImportedQuestion).

export const MAX_TITLE = 200;
export const MAX_TEXT = 10_000;
export const MAX_SEARCH = 100;
export const MAX_POINTS = 1_000;
export const MAX_DURATION_MINUTES = 10_000;
export const MAX_TIME_LIMIT_SECONDS = 86_400;
export const MAX_OPTIONS = 20;
export const MAX_QUESTIONS = 500;
export const MAX_IMPORT_TEXT = 500_000;

/** A required one-line title, trimmed. */
export const title = () =>
  z
    .string({ error: t('builders.titleRequired') })
    .trim()
    .min(1, { error: t('builders.titleRequired') })
    .max(MAX_TITLE, { error: t('builders.titleTooLong', { max: MAX_TITLE }) });

/** Free text, possibly empty, capped. */
export const longText = () =>
  z.string().max(MAX_TEXT, { error: t('builders.textTooLong', { max: MAX_TEXT }) });

const requiredText = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(MAX_TEXT, {
      error: t('builders.textTooLong', { max: MAX_TEXT }),
    });

export const points = () =>
  z
    .number({ error: t('builders.pointsInvalid', { max: MAX_POINTS }) })
    .int({ error: t('builders.pointsInvalid', { max: MAX_POINTS }) })
    .min(0, { error: t('builders.pointsInvalid', { max: MAX_POINTS }) })
    .max(MAX_POINTS, { error: t('builders.pointsInvalid', { max: MAX_POINTS }) });

export const durationMinutes = () =>
  z
    .number({ error: t('builders.durationInvalid', { max: MAX_DURATION_MINUTES }) })
    .int({ error: t('builders.durationInvalid', { max: MAX_DURATION_MINUTES }) })
    .min(0, { error: t('builders.durationInvalid', { max: MAX_DURATION_MINUTES }) })
    .max(MAX_DURATION_MINUTES, { error: t('builders.durationInvalid', { max: MAX_DURATION_MINUTES }) });

// ---- Lists: GET /api/admin/quizzes?status=published&search=… ---------------------------------

export const ZBuilderListQuery = z.object({
  status: z.enum(QUIZ_STATUSES, { error: t('builders.statusInvalid') }).optional(),
  /** Part of the title, any case. */
  search: z
    .string()
    .trim()
    .max(MAX_SEARCH, { error: t('builders.searchTooLong', { max: MAX_SEARCH }) })
    .optional(),
});
export type TBuilderListQuery = z.infer<typeof ZBuilderListQuery>;

export const ZQuizIdParams = z.object({ id: id() });

/** The picker's list item (spec/authoring-and-shell.md §3: id, title, count of quiz_questions), and more. */
export const ZQuizListItem = z.object({
  id: z.string(),
  course_id: z.string(),
  course_title: z.string(),
  title: z.string(),
  type: z.enum(QUIZ_TYPES),
  status: z.enum(QUIZ_STATUSES),
  duration: z.number().int(),
  question_count: z.number().int(),
  updated_at: z.string(),
});
export type TQuizListItem = z.infer<typeof ZQuizListItem>;

// ---- A question, by type --------------------------------------------------------------------

const questionBase = {
  /** An existing question of this quiz to keep (update only); absent for a new question. */
  id: id().optional(),
  question_text: requiredText(t('quizzes.builder.questionTextRequired')),
  points: points().default(1),
  /** Seconds; null without a limit. */
  time_limit: z
    .number({ error: t('quizzes.builder.timeLimitInvalid', { max: MAX_TIME_LIMIT_SECONDS }) })
    .int({ error: t('quizzes.builder.timeLimitInvalid', { max: MAX_TIME_LIMIT_SECONDS }) })
    .min(1, { error: t('quizzes.builder.timeLimitInvalid', { max: MAX_TIME_LIMIT_SECONDS }) })
    .max(MAX_TIME_LIMIT_SECONDS, {
      error: t('quizzes.builder.timeLimitInvalid', { max: MAX_TIME_LIMIT_SECONDS }),
    })
    .nullable()
    .default(null),
  explanation: longText().nullable().default(null),
};

const ZChoiceOption = z.object({
  option_text: requiredText(t('quizzes.builder.optionTextRequired')),
  is_correct: z.boolean(),
});

const ZPair = z.object({
  left: requiredText(t('quizzes.builder.pairIncomplete')),
  right: requiredText(t('quizzes.builder.pairIncomplete')),
});

export const ZBuilderQuestion = z.discriminatedUnion(
  'question_type',
  [
    z.object({
      ...questionBase,
      question_type: z.literal('multiple_choice'),
      options: z
        .array(ZChoiceOption)
        .min(2, { error: t('quizzes.builder.optionsTooFew') })
        .max(MAX_OPTIONS, { error: t('quizzes.builder.optionsTooMany', { max: MAX_OPTIONS }) })
        .refine((options) => options.filter((o) => o.is_correct).length === 1, {
          error: t('quizzes.builder.oneCorrectOption'),
        }),
    }),
    z.object({
      ...questionBase,
      question_type: z.literal('true_false'),
      correct_answer: z.boolean({ error: t('quizzes.builder.correctAnswerRequired') }),
    }),
    z.object({
      ...questionBase,
      question_type: z.literal('short_answer'),
      expected_answer: requiredText(t('quizzes.builder.expectedAnswerRequired')),
    }),
    z.object({
      ...questionBase,
      question_type: z.literal('long_answer'),
      expected_answer: requiredText(t('quizzes.builder.expectedAnswerRequired')),
    }),
    z.object({
      ...questionBase,
      question_type: z.literal('matching'),
      pairs: z
        .array(ZPair, { error: t('quizzes.builder.pairsRequired') })
        .min(1, { error: t('quizzes.builder.pairsRequired') })
        .max(MAX_OPTIONS, { error: t('quizzes.builder.optionsTooMany', { max: MAX_OPTIONS }) })
        .refine((pairs) => new Set(pairs.map((p) => p.left.toLocaleLowerCase('fr'))).size === pairs.length, {
          error: t('quizzes.builder.pairsDuplicate'),
        }),
    }),
  ],
  { error: t('quizzes.builder.questionTypeInvalid') },
);
export type TBuilderQuestion = z.infer<typeof ZBuilderQuestion>;
export type TBuilderQuestionInput = z.input<typeof ZBuilderQuestion>;

/** A question read from a GIFT or Aiken file: a builder question without an id, and the line it starts on. */
export type ImportedQuestion = TBuilderQuestionInput extends infer Q
  ? Q extends unknown
    ? Omit<Q, 'id'> & { line?: number }
    : never
  : never;

/** The builder's question as stored: its id, and its order from 1. */
export const ZBuilderQuestionView = z.intersection(
  ZBuilderQuestion,
  z.object({
    id: z.string(),
    question_order: z.number().int(),
    /** True once a learner opened or answered it: its scoring fields are frozen (decision 153). */
    is_used: z.boolean(),
  }),
);
export type TBuilderQuestionView = z.infer<typeof ZBuilderQuestionView>;

// ---- The quiz -------------------------------------------------------------------------------

const quizSettings = {
  title: title(),
  description: longText().nullable().default(null),
  /** Minutes; 0 when the quiz announces no duration. */
  duration: durationMinutes().default(0),
  /** Percent; null without a pass mark. */
  passing_score: z
    .number({ error: t('quizzes.builder.passingScoreInvalid') })
    .int({ error: t('quizzes.builder.passingScoreInvalid') })
    .min(0, { error: t('quizzes.builder.passingScoreInvalid') })
    .max(100, { error: t('quizzes.builder.passingScoreInvalid') })
    .nullable()
    .default(null),
  shuffle_questions: z.boolean().default(false),
  shuffle_options: z.boolean().default(false),
  show_results: z.boolean().default(true),
  allow_retries: z.boolean().default(true),
  type: z.enum(QUIZ_TYPES, { error: t('quizzes.builder.typeInvalid') }).default('quiz'),
};

const questionList = z
  .array(ZBuilderQuestion)
  .max(MAX_QUESTIONS, { error: t('quizzes.builder.questionsTooMany', { max: MAX_QUESTIONS }) })
  .refine(
    (questions) => {
      const ids = questions.flatMap((q) => (q.id ? [q.id] : []));
      return new Set(ids).size === ids.length;
    },
    { error: t('quizzes.builder.questionIdDuplicate') },
  );

/** POST /api/admin/quizzes: a draft quiz of one of the caller's courses; questions in their order. */
export const ZCreateQuiz = z.object({
  course_id: id(),
  ...quizSettings,
  questions: questionList.default([]),
});
export type TCreateQuiz = z.infer<typeof ZCreateQuiz>;

/**
 * PUT /api/admin/quizzes/{id}: the whole quiz as it should be. Questions with an id are kept (and
 * changed), new ones have none, and a question left out is deleted.
 */
export const ZUpdateQuiz = z.object({ ...quizSettings, questions: questionList });
export type TUpdateQuiz = z.infer<typeof ZUpdateQuiz>;

export const ZQuizForBuilder = z.object({
  id: z.string(),
  course_id: z.string(),
  course_title: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  duration: z.number().int(),
  passing_score: z.number().int().nullable(),
  shuffle_questions: z.boolean(),
  shuffle_options: z.boolean(),
  show_results: z.boolean(),
  allow_retries: z.boolean(),
  type: z.enum(QUIZ_TYPES),
  status: z.enum(QUIZ_STATUSES),
  /** Attempts learners started: when above 0, answered questions are frozen. */
  attempt_count: z.number().int(),
  questions: z.array(ZBuilderQuestionView),
  updated_at: z.string(),
});
export type TQuizForBuilder = z.infer<typeof ZQuizForBuilder>;

// ---- Import: POST /api/admin/quizzes/{id}/import-preview and …/import --------------------------

export const IMPORT_FORMATS = ['gift', 'aiken'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

export const ZImportRequest = z.object({
  format: z.enum(IMPORT_FORMATS, { error: t('quizzes.builder.importFormatInvalid') }),
  text: z
    .string({ error: t('quizzes.builder.importTextRequired') })
    .min(1, { error: t('quizzes.builder.importTextRequired') })
    .max(MAX_IMPORT_TEXT, { error: t('quizzes.builder.importTextTooLong', { max: MAX_IMPORT_TEXT }) }),
});
export type TImportRequest = z.infer<typeof ZImportRequest>;

/** One thing that could not be read: the line it starts on (from 1) and why, in French. */
export const ZImportError = z.object({ line: z.number().int(), message: z.string() });
export type TImportError = z.infer<typeof ZImportError>;

export const ZImportPreview = z.object({
  questions: z.array(ZBuilderQuestion),
  errors: z.array(ZImportError),
});
export type TImportPreview = z.infer<typeof ZImportPreview>;

export const ZImportResult = z.object({
  imported: z.number().int(),
  errors: z.array(ZImportError),
  quiz: ZQuizForBuilder,
});
export type TImportResult = z.infer<typeof ZImportResult>;
