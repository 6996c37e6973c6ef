// The error codes of the API and their HTTP status, shared by the server and the web app.
// Generic codes say what kind of failure it is; domain codes say exactly what was refused, so a
// client branches on `code`, never on `status === 409` (docs/decisions/097-domain-error-codes.md).
export const ERROR_STATUS = {
  VALIDATION: 400,
  INVALID_TOKEN: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  EMAIL_NOT_VERIFIED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  USER_EXISTS: 409,
  PAYLOAD_TOO_LARGE: 413,
  /** An upload whose bytes are not one of the accepted types (decision 150). */
  UNSUPPORTED_FILE_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  GATEWAY_UNAVAILABLE: 503,

  // Learning: access to a course and its lessons
  NOT_ENROLLED: 403,
  ACCESS_EXPIRED: 403,
  INSTALLMENT_OVERDUE: 403,
  LESSON_LOCKED: 403,
  // Quizzes
  QUIZ_ALREADY_ANSWERED: 409,
  QUIZ_ATTEMPT_CLOSED: 409,
  QUIZ_RETRY_NOT_ALLOWED: 409,
  QUIZ_QUESTION_IN_USE: 409,
  QUIZ_IN_USE: 409,
  // Exercises
  EXERCISE_DEADLINE_PASSED: 403,
  EXERCISE_ALREADY_GRADED: 409,
  EXERCISE_IN_USE: 409,
  // Reviews
  REVIEW_EXISTS: 409,
  // Payments: what the checkout refuses before any money moves
  ALREADY_ENROLLED: 409,
  INSTALLMENT_DUE: 409,
  INVITATION_ONLY: 409,
  COHORT_CLOSED: 409,
  COHORT_FULL: 409,
  SEAT_HELD: 409,
  PROMO_CODE_REFUSED: 409,
  AMOUNT_CHANGED: 409,
  GATEWAY_NOT_CONFIGURED: 409,
  PAYMENT_INITIALIZING: 409,
  IDEMPOTENCY_KEY_REUSED: 409,
  PAYMENT_NOT_PENDING: 409,
  REFUND_ALREADY_RECORDED: 409,
  REFUND_NOT_DUE: 409,
  // Cohorts, part enrolment (issue 15): what the server refuses a learner entering a cohort
  COHORT_REGISTRATION_CLOSED: 409,
  COHORT_PAYMENT_REQUIRED: 409,
  COHORT_ACCESS_NOT_OPEN: 403,
  COHORT_ACCESS_ENDED: 403,
  // Course authoring (issue 14)
  COURSE_STALE: 409,
  COURSE_NOT_READY: 422,
  // Cohorts: admin cohort form (issue 15, part admin; decision 190)
  COHORT_LOCKED: 409,
  COHORT_STATUS_REFUSED: 409,
  PROMO_CODE_TAKEN: 409,
  PROMO_CODE_IN_USE: 409,
  // Accounts, data and deletion (issue 17): a second request while one is pending; a staff account
  // that may not be erased yet (last admin, courses still taught, superadmin; decision 257)
  ACCOUNT_DELETION_PENDING: 409,
  ACCOUNT_DELETION_REFUSED: 409,
  // admin-people (issue 18): the last active admin of an organisation stays one (decision 275)
  LAST_ADMIN: 409,
  /** A video provider's oEmbed endpoint failed or refused (decision 175). */
  OEMBED_UNAVAILABLE: 502,
  // Certificates, part drawing (issue 16; decision 216): a revoked certificate's PDF asked by its learner
  CERTIFICATE_REVOKED: 410,
  // Certificates: the template designer (issue 16, part designer; decisions 224–233)
  CERTIFICATE_TEMPLATE_IN_USE: 409,
  CERTIFICATE_TEMPLATE_STALE: 409,
  CERTIFICATE_DIRECTOR_IN_USE: 409,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** The checkout's refusals: the amount, the seats or the plan changed; ask for a new quote. */
export const CHECKOUT_REFUSALS = [
  'ALREADY_ENROLLED',
  'INSTALLMENT_DUE',
  'INVITATION_ONLY',
  'COHORT_CLOSED',
  'COHORT_FULL',
  'SEAT_HELD',
  'PROMO_CODE_REFUSED',
  'AMOUNT_CHANGED',
  'GATEWAY_NOT_CONFIGURED',
  'PAYMENT_INITIALIZING',
  'IDEMPOTENCY_KEY_REUSED',
] as const satisfies readonly ErrorCode[];

/** Whether a code (the server's, or any string a client received) is one of `codes`. */
export function isOneOf<C extends ErrorCode>(code: string | undefined, codes: readonly C[]): code is C {
  return (codes as readonly string[]).includes(code ?? '');
}
