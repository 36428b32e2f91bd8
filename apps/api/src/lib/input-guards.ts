import { fieldLabel, messages } from '@motorwise/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, type FieldErrors } from './errors';

/**
 * Input no route should ever see, refused before validation with the usual error shape:
 * - a NUL character in any text (PostgreSQL cannot store it in text; it is never typed by a person);
 * - JSON nested deeper than any form of ours (a stack-depth attack on whatever walks it).
 * One hook for every route, so a new route is guarded without remembering to be.
 */

export const NUL_MESSAGE = 'This text contains a character that is not allowed.';
export const MULTIPART_NAMELESS_MESSAGE = 'Every field of the form needs a name.';
export const TOO_DEEP_MESSAGE = 'The request is nested too deeply.';
/** Our deepest payload (a quote request's address inside the request) is 4 levels; 32 leaves room. */
const MAX_DEPTH = 32;

/** A module-level helper, not a closure: this runs three times on every request (decision 041). */
function add(errors: FieldErrors, path: string, message: string) {
  const key = path || 'root';
  if (!errors[key]?.includes(message)) errors[key] = [...(errors[key] ?? []), message];
}

/** Adds a NUL problem for every string (or key) under `value`, keyed by its dotted path. */
export function findInputProblems(value: unknown, prefix: string, errors: FieldErrors): FieldErrors {
  // Nothing to walk (no body, no parameters): no stack to build.
  if (value === null || value === undefined) return errors;
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: prefix, depth: 0 }];
  while (stack.length > 0) {
    const { value: v, path, depth } = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) add(errors, path, NUL_MESSAGE);
    } else if (v && typeof v === 'object') {
      if (depth >= MAX_DEPTH) {
        add(errors, prefix, TOO_DEEP_MESSAGE);
        continue;
      }
      for (const [key, child] of Object.entries(v)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) add(errors, path, NUL_MESSAGE);
        else stack.push({ value: child, path: childPath, depth: depth + 1 });
      }
    }
  }
  return errors;
}

export function registerInputGuards(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const errors: FieldErrors = {};
    findInputProblems(request.params, '', errors);
    findInputProblems(request.query, '', errors);
    // A multipart body is read by its route, part by part; its text fields go through checkMultipartText.
    if (!request.isMultipart()) findInputProblems(request.body, '', errors);
    if (Object.keys(errors).length > 0) throw badRequest(errors);
  });
}

/** A text part of a multipart form, as @fastify/multipart hands it over. */
export interface MultipartText {
  /** busboy leaves it undefined for a part whose Content-Disposition has no name. */
  fieldname: string | undefined;
  value: unknown;
  /** busboy cut the value at the multipart field size limit. */
  valueTruncated: boolean;
  fieldnameTruncated: boolean;
}

const addProblem = (errors: FieldErrors, key: string, message: string) => {
  if (!errors[key]?.includes(message)) errors[key] = [...(errors[key] ?? []), message];
};

/**
 * Checks a multipart text field as the hook above checks JSON, since a multipart body is read by its
 * route after the hook: a NUL character (in the value or the name), a value longer than `maxLength`
 * characters or cut short by the multipart reader's byte limit, a cut field name. Problems are added to
 * `errors` keyed by the field's name, so the route answers them with the rest of the form's; the value
 * is returned only when it may be used. Before this, an over-long value was silently dropped and the
 * form "succeeded" unchanged, and a NUL reached PostgreSQL (a 500).
 */
export function checkMultipartText(
  part: MultipartText,
  maxLength: number,
  errors: FieldErrors,
): string | null {
  const name = typeof part.fieldname === 'string' ? part.fieldname : '';
  const key = name || 'root';
  if (!name || part.fieldnameTruncated || name.includes('\u0000')) {
    const message = !name
      ? MULTIPART_NAMELESS_MESSAGE
      : part.fieldnameTruncated
        ? 'A field name of the form is too long.'
        : NUL_MESSAGE;
    addProblem(errors, 'root', message);
    return null;
  }
  const value = typeof part.value === 'string' ? part.value : String(part.value ?? '');
  if (part.valueTruncated || value.length > maxLength) {
    // 'vehicle.brand' and 'vehicle[brand]' are labelled by their last part: 'Brand cannot exceed ...'.
    const label = fieldLabel(key.split(/[.[\]]/).filter(Boolean));
    addProblem(errors, key, messages.max(label, maxLength));
    return null;
  }
  if (value.includes('\u0000')) {
    addProblem(errors, key, NUL_MESSAGE);
    return null;
  }
  return value;
}

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_MAX_PARAM_LENGTH: 'The address of this request is too long.',
  FST_ERR_BAD_URL: 'The address of this request is not valid.',
};

/**
 * Errors the router raises before any hook runs (a path parameter over the length limit, a malformed
 * URL): answered in the one error shape, with the request id, instead of Fastify's own.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  reply
    .code(status)
    .header('x-request-id', request.id)
    .send({
      message: FRAMEWORK_MESSAGES[error.code] ?? 'This request could not be read.',
      requestId: request.id,
    });
}

/** busboy's words for a multipart body it could not read: a client's mistake, not ours. */
const MALFORMED_MULTIPART = [
  'Unexpected end of form',
  'Unexpected end of file',
  'Unexpected end of multipart data',
  'Malformed part header',
  'Multipart: Boundary not found',
  'Malformed urlencoded form',
];

export const MALFORMED_MULTIPART_MESSAGE =
  'The upload could not be read. Please choose the files again and resend the form.';

/**
 * @fastify/multipart's own refusals of a form no browser sends (a field named __proto__ or constructor,
 * a part declared JSON that is not): in its words, "prototype property is not allowed as field name",
 * and a 406 for the second. Answered like the unreadable ones.
 */
const MULTIPART_REFUSALS = new Set(['FST_PROTO_VIOLATION', 'FST_INVALID_JSON_FIELD_ERROR']);

export function isMalformedMultipart(error: Error & { code?: string; statusCode?: number }): boolean {
  if (error.code && MULTIPART_REFUSALS.has(error.code)) return true;
  return !error.statusCode && MALFORMED_MULTIPART.some((text) => error.message.startsWith(text));
}
