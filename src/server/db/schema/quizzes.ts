import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { QUIZ_STATUSES, QUIZ_TYPES } from '#shared/domain.ts';
import { QUESTION_TYPES, type QuizAnswer } from '#shared/quizzes/quiz-scoring.ts';
import { ref, timestamps, timestamptz } from './columns.ts';
import { courseId } from './courses.ts';
import { organizationRow } from './organizations.ts';
import { userId } from './users.ts';

export const quizType = pgEnum('quiz_type', QUIZ_TYPES);
export const quizStatus = pgEnum('quiz_status', QUIZ_STATUSES);
export const questionType = pgEnum('question_type', QUESTION_TYPES);

// A quiz belongs to a course; a quiz lesson points at it through content.quiz_id.
export const quizzes = pgTable(
  'quizzes',
  {
    ...organizationRow(),
    courseId: courseId('cascade'),
    title: text('title').notNull(),
    description: text('description'),
    durationMinutes: integer('duration_minutes').notNull().default(0),
    /** Percent needed to pass; null means every completed attempt passes. */
    passingScore: integer('passing_score'),
    shuffleQuestions: boolean('shuffle_questions').notNull().default(false),
    shuffleOptions: boolean('shuffle_options').notNull().default(false),
    showResults: boolean('show_results').notNull().default(true),
    allowRetries: boolean('allow_retries').notNull().default(true),
    type: quizType('type').notNull().default('quiz'),
    status: quizStatus('status').notNull().default('draft'),
    ...timestamps(),
  },
  (t) => [
    index('quizzes_course_idx').on(t.courseId),
    index('quizzes_organization_status_idx').on(t.organizationId, t.status),
    check('quizzes_duration_not_negative', sql`${t.durationMinutes} >= 0`),
    check(
      'quizzes_passing_score_range',
      sql`${t.passingScore} is null or ${t.passingScore} between 0 and 100`,
    ),
  ],
);

export const quizQuestions = pgTable(
  'quiz_questions',
  {
    ...organizationRow(),
    quizId: ref('quiz_id', () => quizzes.id, 'cascade').notNull(),
    questionText: text('question_text').notNull(),
    questionType: questionType('question_type').notNull(),
    points: integer('points').notNull().default(1),
    /** Null means no time limit. */
    timeLimitSeconds: integer('time_limit_seconds'),
    /** Shown with the feedback after an answer, never before. */
    explanation: text('explanation'),
    questionOrder: integer('question_order').notNull(),
    ...timestamps(),
  },
  (t) => [
    unique('quiz_questions_quiz_order_unique').on(t.quizId, t.questionOrder),
    check('quiz_questions_points_not_negative', sql`${t.points} >= 0`),
    check(
      'quiz_questions_time_limit_positive',
      sql`${t.timeLimitSeconds} is null or ${t.timeLimitSeconds} > 0`,
    ),
  ],
);

// For written answers the first option's text is the expected answer; for matching each option is
// a left-hand item and match_value the value it pairs with.
export const quizOptions = pgTable(
  'quiz_options',
  {
    ...organizationRow(),
    questionId: ref('question_id', () => quizQuestions.id, 'cascade').notNull(),
    optionText: text('option_text').notNull(),
    optionOrder: integer('option_order').notNull(),
    isCorrect: boolean('is_correct').notNull().default(false),
    matchValue: text('match_value'),
  },
  (t) => [unique('quiz_options_question_order_unique').on(t.questionId, t.optionOrder)],
);

// One learner's pass through a quiz. At most one is open per (quiz, learner) at a time; the number
// counts attempts, so a single-attempt exam never gets a number 2.
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    ...organizationRow(),
    quizId: ref('quiz_id', () => quizzes.id, 'cascade').notNull(),
    userId: userId('cascade'),
    courseId: courseId('cascade'),
    attemptNumber: integer('attempt_number').notNull(),
    startedAt: timestamptz('started_at').notNull().defaultNow(),
    completedAt: timestamptz('completed_at'),
    // Set once, when the attempt is completed: the result as it was decided then.
    score: integer('score'),
    maxScore: integer('max_score'),
    percent: integer('percent'),
    passed: boolean('passed'),
  },
  (t) => [
    // Leading columns (quiz_id, user_id): also the index for a learner's attempts at a quiz.
    unique('quiz_attempts_quiz_user_number_unique').on(t.quizId, t.userId, t.attemptNumber),
    uniqueIndex('quiz_attempts_one_open_unique').on(t.quizId, t.userId).where(sql`${t.completedAt} is null`),
    index('quiz_attempts_user_course_idx').on(t.userId, t.courseId),
    check('quiz_attempts_number_positive', sql`${t.attemptNumber} >= 1`),
    check(
      'quiz_attempts_result_when_completed',
      sql`${t.completedAt} is null or (${t.score} is not null and ${t.maxScore} is not null and ${t.percent} is not null and ${t.passed} is not null and ${t.completedAt} >= ${t.startedAt})`,
    ),
    check(
      'quiz_attempts_score_range',
      sql`(${t.score} is null or (${t.score} >= 0 and ${t.score} <= ${t.maxScore})) and (${t.percent} is null or ${t.percent} between 0 and 100)`,
    ),
  ],
);

// A question of an attempt: opened (its clock started) and/or answered, once.
export const quizAnswers = pgTable(
  'quiz_answers',
  {
    ...organizationRow(),
    attemptId: ref('attempt_id', () => quizAttempts.id, 'cascade').notNull(),
    questionId: ref('question_id', () => quizQuestions.id, 'cascade').notNull(),
    /** What the learner sent (option id, text, or option id → value); null for no answer. */
    answer: jsonb('answer').$type<QuizAnswer>(),
    isCorrect: boolean('is_correct').notNull().default(false),
    openedAt: timestamptz('opened_at'),
    answeredAt: timestamptz('answered_at'),
  },
  (t) => [
    unique('quiz_answers_attempt_question_unique').on(t.attemptId, t.questionId),
    index('quiz_answers_question_idx').on(t.questionId),
    check('quiz_answers_opened_or_answered', sql`${t.openedAt} is not null or ${t.answeredAt} is not null`),
    check('quiz_answers_correct_only_when_answered', sql`${t.answeredAt} is not null or not ${t.isCorrect}`),
  ],
);
