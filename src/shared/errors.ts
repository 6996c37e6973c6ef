import { ERROR_STATUS, type ErrorCode } from './error-codes.ts';
import { type MessageKey, t } from './messages/fr.ts';

// One error model for the whole platform: a code (./error-codes.ts), its HTTP status, and a French
// message. The web app imports ./error-codes.ts only, not this file's message catalogue.
export { ERROR_STATUS, type ErrorCode } from './error-codes.ts';

/** The message of each code that has one fixed wording; the others are always given theirs. */
const DEFAULT_MESSAGE = {
  VALIDATION: 'error.validation',
  INVALID_TOKEN: 'auth.invalidToken',
  UNAUTHENTICATED: 'request.unauthenticated',
  INVALID_CREDENTIALS: 'auth.invalidCredentials',
  FORBIDDEN: 'request.forbidden',
  EMAIL_NOT_VERIFIED: 'auth.emailNotVerified',
  NOT_FOUND: 'request.notFound',
  CONFLICT: 'error.conflict',
  USER_EXISTS: 'auth.userExists',
  PAYLOAD_TOO_LARGE: 'error.payloadTooLarge',
  RATE_LIMITED: 'request.tooManyRequests',
  INTERNAL: 'error.internal',
  GATEWAY_UNAVAILABLE: 'payments.notificationUnconfirmed',
  NOT_ENROLLED: 'progress.notEnrolled',
  ACCESS_EXPIRED: 'progress.expired',
  LESSON_LOCKED: 'learning.lessonLocked',
  QUIZ_ALREADY_ANSWERED: 'quizzes.alreadyAnswered',
  QUIZ_ATTEMPT_CLOSED: 'quizzes.attemptClosed',
  QUIZ_RETRY_NOT_ALLOWED: 'quizzes.retryNotAllowed',
  QUIZ_IN_USE: 'quizzes.builder.inUse',
  EXERCISE_DEADLINE_PASSED: 'exercises.deadlinePassed',
  EXERCISE_ALREADY_GRADED: 'exercises.alreadyGraded',
  EXERCISE_IN_USE: 'exercises.builder.inUse',
  REVIEW_EXISTS: 'review.alreadyExists',
  ALREADY_ENROLLED: 'payments.alreadyEnrolled',
  INVITATION_ONLY: 'payments.invitationOnly',
  COHORT_CLOSED: 'payments.cohortClosed',
  COHORT_FULL: 'payments.cohortFull',
  PAYMENT_INITIALIZING: 'payments.initializing',
  IDEMPOTENCY_KEY_REUSED: 'payments.idempotencyKeyReused',
  PAYMENT_NOT_PENDING: 'payments.sandbox.notPending',
  REFUND_NOT_DUE: 'payments.admin.notRefundDue',
  COURSE_STALE: 'courses.stale',
  // Cohorts, part enrolment (issue 15)
  COHORT_REGISTRATION_CLOSED: 'cohorts.enrolment.registrationClosed',
  COHORT_PAYMENT_REQUIRED: 'cohorts.enrolment.paymentRequired',
  // admin-people (issue 18)
  LAST_ADMIN: 'admin.people.lastAdmin',
} as const satisfies Partial<Record<ErrorCode, MessageKey>>;

/** Codes that carry one fixed wording: thrown without a message. */
export type FixedMessageCode = keyof typeof DEFAULT_MESSAGE;

/** Codes whose message depends on the case (an amount, a date, a name): the thrower words it. */
type WordedByThrower = Exclude<ErrorCode, keyof typeof DEFAULT_MESSAGE>;

export type ErrorDetails = Record<string, unknown>;

/** The body every failed API call answers. `error` is the French message, ready to show. */
export type ErrorBody = { error: string; code: ErrorCode; details?: ErrorDetails };

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: ErrorDetails | undefined;

  constructor(code: FixedMessageCode, message?: string, details?: ErrorDetails);
  constructor(code: WordedByThrower, message: string, details?: ErrorDetails);
  constructor(code: ErrorCode, message?: string, details?: ErrorDetails) {
    const fixed = (DEFAULT_MESSAGE as Partial<Record<ErrorCode, MessageKey>>)[code];
    super(message ?? t(fixed ?? 'error.conflict'));
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.details = details;
  }

  toBody(): ErrorBody {
    return this.details
      ? { error: this.message, code: this.code, details: this.details }
      : { error: this.message, code: this.code };
  }
}
