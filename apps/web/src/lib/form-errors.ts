import { ROOT_ERROR_KEY } from '@motorwise/shared';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError, NETWORK_ERROR_MESSAGE } from './api-client';

/**
 * Puts an API error where a person sees it: each 400 field message under its field (nested paths such as
 * 'businessAddress.suburb' included), anything else (429, 409, a message for no known field) returned for
 * the form's alert.
 */
export function applyApiError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): string | null {
  if (!isApiError(error)) return NETWORK_ERROR_MESSAGE;
  if (error.status !== 400 || !error.errors) return error.message;
  let unplaced: string | null = null;
  let placed = false;
  for (const [key, list] of Object.entries(error.errors)) {
    const first = list[0];
    if (!first) continue;
    if (fields.includes(key)) {
      setError(key as Path<T>, { type: 'server', message: first }, { shouldFocus: !placed });
      placed = true;
    } else if (key === ROOT_ERROR_KEY || !unplaced) {
      unplaced = first;
    }
  }
  return unplaced ?? (placed ? null : error.message);
}

/**
 * For a form kept in plain state (not react-hook-form): each field's first message of a 400, or null when
 * the error is not one (a 409, a 429, no network), for the form's alert to say instead.
 */
export function fieldMessagesOf(error: unknown): Record<string, string> | null {
  if (!isApiError(error) || error.status !== 400 || !error.errors) return null;
  return Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k, v[0] ?? '']));
}
