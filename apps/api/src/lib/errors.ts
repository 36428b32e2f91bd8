/**
 * The one error type the code throws on purpose: a status, a message written for the person using the
 * product, and, for invalid input, messages keyed by field (the spec's shape). The error handler maps
 * it to the response; anything else becomes a plain 500 (Documenso's AppError).
 */
export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly errors?: FieldErrors,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const VALIDATION_MESSAGE =
  'Some of the information is not valid. Please check the highlighted fields.';

export const badRequest = (errors: FieldErrors, message = VALIDATION_MESSAGE) =>
  new AppError(400, message, errors);
/** Someone else's record is "not found", never "forbidden", so ids cannot be probed. */
export const notFound = (what = 'The record') => new AppError(404, `${what} was not found.`);
export const conflict = (message: string) => new AppError(409, message);
export const unauthorized = (message = 'Please sign in to continue.') => new AppError(401, message);
