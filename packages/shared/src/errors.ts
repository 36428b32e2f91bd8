import { z } from 'zod';

/**
 * The API's validation error shape (spec: "validation messages keyed by name, each an array of strings"):
 * a 400 body and what the forms show next to each field.
 */
export type FieldErrors = Record<string, string[]>;
export const FieldErrorsSchema = z.record(z.string(), z.array(z.string()));

/**
 * Key for errors that belong to no single field (an object-level refine). 'root' is where
 * react-hook-form keeps such errors, so a form can setError('root', ...) with it directly.
 */
export const ROOT_ERROR_KEY = 'root';

/** 'attachments', 0, 'file' -> 'attachments.0.file'. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.length === 0 ? ROOT_ERROR_KEY : path.map((key) => String(key)).join('.');
}

/**
 * A zod error as FieldErrors: one key per field path (nested paths joined with '.'), messages in the
 * order zod reports them, without repeats.
 */
export function zodErrorToFieldErrors(error: z.ZodError): FieldErrors {
  const result: FieldErrors = {};
  for (const issue of error.issues) {
    const key = fieldPath(issue.path);
    const list = result[key] ?? [];
    if (!list.includes(issue.message)) list.push(issue.message);
    result[key] = list;
  }
  return result;
}

/** Adds messages to a FieldErrors (for rules checked outside a schema, e.g. attachments or duplicates). */
export function addFieldError(errors: FieldErrors, field: string, ...messagesToAdd: string[]): FieldErrors {
  const list = [...(errors[field] ?? [])];
  for (const message of messagesToAdd) if (!list.includes(message)) list.push(message);
  return { ...errors, [field]: list };
}

/** The first message per field, for forms that show one line under each input. */
export function firstErrors(errors: FieldErrors): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [field, list] of Object.entries(errors)) {
    const first = list[0];
    if (first !== undefined) result[field] = first;
  }
  return result;
}

/** spec: submit validation keys that open the duplicate dialog. */
export const DUPLICATE_ERROR_KEYS = ['Duplicate', 'DuplicateQuote'] as const;

export function hasDuplicateError(errors: FieldErrors): boolean {
  return DUPLICATE_ERROR_KEYS.some((key) => (errors[key]?.length ?? 0) > 0);
}
