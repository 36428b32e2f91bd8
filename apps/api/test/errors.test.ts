import { describe, expect, it } from 'vitest';
import {
  AppError,
  AppErrorCode,
  badRequest,
  conflict,
  forbidden,
  hasCode,
  notFound,
  tooManyRequests,
  transitionRefused,
  unauthorized,
  unavailable,
} from '../src/lib/errors';

// Decision 057: code decides on an error's domain code; the HTTP answer of each helper is as before.
describe('AppError codes', () => {
  it.each([
    [badRequest({ a: ['x'] }), AppErrorCode.INVALID_INPUT, 400],
    [unauthorized(), AppErrorCode.UNAUTHORIZED, 401],
    [forbidden(), AppErrorCode.FORBIDDEN, 403],
    [notFound('The quote'), AppErrorCode.NOT_FOUND, 404],
    [conflict('Already done.'), AppErrorCode.CONFLICT, 409],
    [transitionRefused('Not now.'), AppErrorCode.TRANSITION_REFUSED, 409],
    [tooManyRequests('Wait.'), AppErrorCode.RATE_LIMITED, 429],
    [unavailable('Later.'), AppErrorCode.UNAVAILABLE, 503],
  ])('%s is %s, answered %i', (error, code, status) => {
    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe(code);
    expect(error.statusCode).toBe(status);
  });

  it('a refused transition and a plain conflict share the status, not the code', () => {
    expect(hasCode(transitionRefused('Not now.'), AppErrorCode.TRANSITION_REFUSED)).toBe(true);
    expect(hasCode(conflict('Already done.'), AppErrorCode.TRANSITION_REFUSED)).toBe(false);
    expect(hasCode(new Error('x'), AppErrorCode.NOT_FOUND)).toBe(false);
  });

  it('an error made by status takes that status code', () => {
    expect(new AppError(400, 'The form has too many fields.').code).toBe(AppErrorCode.INVALID_INPUT);
    expect(new AppError(404, 'Gone.').code).toBe(AppErrorCode.NOT_FOUND);
    expect(new AppError(409, 'Clash.').code).toBe(AppErrorCode.CONFLICT);
  });

  it('keeps the message and the field errors', () => {
    const e = badRequest({ serviceDate: ['Pick a weekday.'] }, 'Check the date.');
    expect(e.message).toBe('Check the date.');
    expect(e.errors).toEqual({ serviceDate: ['Pick a weekday.'] });
    expect(notFound('The quote').message).toBe('The quote was not found.');
  });
});
