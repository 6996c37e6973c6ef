import { z } from 'zod';
import { QUIZ_TYPES } from '../domain.ts';
import { id } from '../http.contract.ts';
import { t } from '../messages/fr.ts';
import { QUESTION_TYPES } from './quiz-scoring.ts';

// /api/learning/quizzes/{quizId}… (spec/learner.md §3 Quiz, §4 "Quiz flow", §7). The player never
// receives which option is correct, the matching values or the explanations: the server judges
// each answer and says what it decided.

export const MAX_TEXT_ANSWER = 10_000;
export const MAX_MATCHING_PAIRS = 100;
const MAX_MATCH_VALUE = 1_000;

export const ZQuizParams = z.object({ quizId: id() });
export const ZQuizQuestionParams = z.object({ quizId: id(), questionId: id() });

// ---- GET /api/learning/quizzes/{quizId} -------------------------------------------------------

export const ZPlayerOption = z.object({ id: z.string(), option_text: z.string(), option_order: z.number() });

export const ZPlayerQuestion = z.object({
  id: z.string(),
  question_text: z.string(),
  question_type: z.enum(QUESTION_TYPES),
  points: z.number(),
  /** Seconds; null without a limit. */
  time_limit: z.number().int().nullable(),
  question_order: z.number().int(),
  /** Choices and the left-hand items of a matching; empty for written answers. */
  options: z.array(ZPlayerOption),
  /** Matching only: the values to pair with the options, always shuffled; empty otherwise. */
  match_targets: z.array(z.string()),
});
export type TPlayerQuestion = z.infer<typeof ZPlayerQuestion>;

export const ZAttemptSummary = z.object({
  id: z.string(),
  score: z.number(),
  max_score: z.number(),
  percent: z.number().int(),
  passed: z.boolean(),
  completed_at: z.string(),
});

export const ZQuizForPlayer = z.object({
  id: z.string(),
  course_id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  type: z.enum(QUIZ_TYPES),
  /** Minutes; 0 when the quiz has no announced duration. */
  duration: z.number().int(),
  /** Percent, null when there is no pass mark. */
  passing_score: z.number().int().nullable(),
  shuffle_questions: z.boolean(),
  shuffle_options: z.boolean(),
  show_results: z.boolean(),
  allow_retries: z.boolean(),
  question_count: z.number().int(),
  max_score: z.number(),
  questions: z.array(ZPlayerQuestion),
  status: z.object({
    /** Attempts started by the caller, completed or not. */
    attempts_count: z.number().int(),
    last_completed: ZAttemptSummary.nullable(),
    /** The attempt in progress, if any: starting again resumes it. */
    open_attempt: z
      .object({
        id: z.string(),
        answered_question_ids: z.array(z.string()),
        /** What was answered before (a reload): the answer and the verdict, as 'Valider' gave them. */
        answers: z.array(
          z.object({
            question_id: z.string(),
            answer: z.union([z.string(), z.record(z.string(), z.string()), z.null()]),
            // Defined with the answers route below.
            result: z.lazy(() => ZAnswerResult),
          }),
        ),
      })
      .nullable(),
    can_start: z.boolean(),
    /** Why the caller cannot start ('Déjà complétée'), null when they can. */
    reason: z.string().nullable(),
  }),
});
export type TQuizForPlayer = z.infer<typeof ZQuizForPlayer>;

// ---- POST /api/learning/quizzes/{quizId}/attempts ---------------------------------------------

export const ZStartAttempt = z.object({
  course_id: id(),
  /** Accepted as the spec sends it; recorded once cohorts exist. */
  cohort_id: id().nullish(),
});
export type TStartAttempt = z.infer<typeof ZStartAttempt>;

export const ZAttemptStarted = z.object({
  attempt: z.object({ id: z.string(), started_at: z.string(), attempt_number: z.number().int() }),
  /** True when an attempt already in progress was handed back instead of a new one. */
  resumed: z.boolean(),
});
export type TAttemptStarted = z.infer<typeof ZAttemptStarted>;

// ---- POST …/questions/{questionId}/open ------------------------------------------------------

export const ZAttemptRef = z.object({ attempt_id: id() });
export type TAttemptRef = z.infer<typeof ZAttemptRef>;

export const ZQuestionOpened = z.object({
  question_id: z.string(),
  /** When the server started this question's clock; null if it was answered without being opened. */
  opened_at: z.string().nullable(),
  /** When the countdown reaches zero (the server adds a short grace); null without a time limit. */
  deadline_at: z.string().nullable(),
  is_answered: z.boolean(),
});
export type TQuestionOpened = z.infer<typeof ZQuestionOpened>;

// ---- POST /api/learning/quizzes/{quizId}/answers ----------------------------------------------

/** An option id (choices), a text (written answers), option id → matched value (matching), or null. */
export const ZQuizAnswerValue = z.union(
  [
    z.string().max(MAX_TEXT_ANSWER, { error: t('quizzes.answerTooLong', { max: MAX_TEXT_ANSWER }) }),
    z
      .record(
        id(),
        z.string().max(MAX_MATCH_VALUE, { error: t('quizzes.answerTooLong', { max: MAX_MATCH_VALUE }) }),
      )
      .refine((pairs) => Object.keys(pairs).length <= MAX_MATCHING_PAIRS, {
        error: t('quizzes.answerInvalid'),
      }),
    z.null(),
  ],
  { error: t('quizzes.answerInvalid') },
);

export const ZSubmitAnswer = z.object({
  attempt_id: id(),
  question_id: id(),
  answer: ZQuizAnswerValue,
});
export type TSubmitAnswer = z.infer<typeof ZSubmitAnswer>;

/** With show_results: what the server decided, and what was expected. */
export const ZAnswerFeedback = z.object({
  is_correct: z.boolean(),
  expected_answer: z.union([z.string(), z.record(z.string(), z.string())]).nullable(),
  explanation: z.string().nullable(),
  /** Answered after the question's time limit: marked incorrect whatever it says. */
  timed_out: z.boolean(),
});
/** Without show_results: only that the answer is stored. */
export const ZAnswerRecorded = z.object({ recorded: z.literal(true), timed_out: z.boolean() });
export const ZAnswerResult = z.union([ZAnswerFeedback, ZAnswerRecorded]);
export type TAnswerResult = z.infer<typeof ZAnswerResult>;

// ---- POST /api/learning/quizzes/{quizId}/complete ---------------------------------------------

export const ZAttemptCompleted = z.object({
  attempt_id: z.string(),
  score: z.number(),
  max_score: z.number(),
  percent: z.number().int(),
  passed: z.boolean(),
  passing_score: z.number().int().nullable(),
  answered: z.number().int(),
  question_count: z.number().int(),
  completed_at: z.string(),
});
export type TAttemptCompleted = z.infer<typeof ZAttemptCompleted>;
