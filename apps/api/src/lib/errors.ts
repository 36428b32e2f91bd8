/**
 * The one error type the code throws on purpose: a domain code that callers test, a status, a message
 * written for the person using the product, and, for invalid input, messages keyed by field (the spec's
 * shape). The error handler maps it to the response; anything else becomes a plain 500 (Documenso's
 * AppError and AppErrorCode).
 */
export type FieldErrors = Record<string, string[]>;

/**
 * What went wrong, in the domain's words. Code decides on these, never on the HTTP status: a caller that
 * tolerates a refused lifecycle step asks for TRANSITION_REFUSED, not for any 409 (decision 057).
 */
export const AppErrorCode = {
  INVALID_INPUT: 'INVALID_INPUT',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  /** The quote or request lifecycle refused the step (the shared transition rules' sentence). */
  TRANSITION_REFUSED: 'TRANSITION_REFUSED',
  /** Any other clash with the record's state (already done, already taken, nothing to pay). */
  CONFLICT: 'CONFLICT',
  RATE_LIMITED: 'RATE_LIMITED',
  UNAVAILABLE: 'UNAVAILABLE',
  /** An Idempotency-Key sent again with a different request (decision 070). */
  KEY_REUSED: 'KEY_REUSED',
} as const;
export type AppErrorCode = (typeof AppErrorCode)[keyof typeof AppErrorCode];

/** The HTTP answer of each code: the one place a code becomes a status. */
const STATUS_OF: Record<AppErrorCode, number> = {
  INVALID_INPUT: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  TRANSITION_REFUSED: 409,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  KEY_REUSED: 422,
};

/** The code of a status, for the few places that still construct by status (a 409 is a plain conflict). */
const CODE_OF_STATUS = new Map<number, AppErrorCode>(
  Object.entries(STATUS_OF)
    .filter(([code]) => code !== AppErrorCode.TRANSITION_REFUSED)
    .map(([code, status]) => [status, code as AppErrorCode]),
);

export class AppError extends Error {
  public readonly code: AppErrorCode;

  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly errors?: FieldErrors,
    code?: AppErrorCode,
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code ?? CODE_OF_STATUS.get(statusCode) ?? AppErrorCode.INVALID_INPUT;
  }

  /** An error of `code`, answered with that code's status. */
  static of(code: AppErrorCode, message: string, errors?: FieldErrors): AppError {
    return new AppError(STATUS_OF[code], message, errors, code);
  }
}

/** Is `error` an AppError with `code`? */
export const hasCode = (error: unknown, code: AppErrorCode): error is AppError =>
  error instanceof AppError && error.code === code;

export const VALIDATION_MESSAGE =
  'Some of the information is not valid. Please check the highlighted fields.';

export const badRequest = (errors: FieldErrors, message = VALIDATION_MESSAGE) =>
  AppError.of(AppErrorCode.INVALID_INPUT, message, errors);
/** Someone else's record is "not found", never "forbidden", so ids cannot be probed. */
export const notFound = (what = 'The record') =>
  AppError.of(AppErrorCode.NOT_FOUND, `${what} was not found.`);
export const conflict = (message: string) => AppError.of(AppErrorCode.CONFLICT, message);
/** The lifecycle refused a step: 409 with its sentence, as a conflict, but a caller can tell the two apart. */
export const transitionRefused = (reason: string) => AppError.of(AppErrorCode.TRANSITION_REFUSED, reason);
export const unauthorized = (message = 'Please sign in to continue.') =>
  AppError.of(AppErrorCode.UNAUTHORIZED, message);
/** 403 is for a role the caller lacks on a whole area; someone else's record stays a 404. */
export const forbidden = (message = 'You do not have access to this part of Motorwise.') =>
  AppError.of(AppErrorCode.FORBIDDEN, message);
export const tooManyRequests = (message: string) => AppError.of(AppErrorCode.RATE_LIMITED, message);
export const unavailable = (message: string) => AppError.of(AppErrorCode.UNAVAILABLE, message);
