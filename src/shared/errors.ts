import { type MessageKey, t } from './messages/fr.ts';

// One error model for the whole platform: a code, its HTTP status, and a French message.
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
  RATE_LIMITED: 429,
  INTERNAL: 500,
  GATEWAY_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

const DEFAULT_MESSAGE: Record<ErrorCode, MessageKey> = {
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
};

export type ErrorDetails = Record<string, unknown>;

/** The body every failed API call answers. `error` is the French message, ready to show. */
export type ErrorBody = { error: string; code: ErrorCode; details?: ErrorDetails };

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: ErrorDetails | undefined;

  constructor(code: ErrorCode, message?: string, details?: ErrorDetails) {
    super(message ?? t(DEFAULT_MESSAGE[code]));
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
