import { z } from 'zod';
import { NOTES_MAX_LENGTH, QUERY_ANSWER_MAX_LENGTH, UI_MESSAGES } from './constants';
import { messages } from './messages';

/** spec step 3: notes max 500 characters (optional). */
export const NotesSchema = z
  .string()
  .trim()
  .max(NOTES_MAX_LENGTH, { error: messages.max('Notes', NOTES_MAX_LENGTH) })
  .optional()
  .or(z.null());
export type Notes = z.infer<typeof NotesSchema>;

/** spec step 2: "A repair item with a query requires an answer, max 500 characters." */
export const QueryAnswerSchema = z
  .string({ error: messages.required() })
  .trim()
  .min(1, { error: messages.required() })
  .max(QUERY_ANSWER_MAX_LENGTH, { error: messages.max('Answer', QUERY_ANSWER_MAX_LENGTH) });
export type QueryAnswer = z.infer<typeof QueryAnswerSchema>;

/**
 * The first problem with a repair item's answer, or null: only items with a query need one
 * (spec step 2). Used per item by the form and by the API.
 */
export function queryAnswerProblem(item: {
  hasQuery?: boolean | null;
  queryAnswer?: string | null;
}): string | null {
  if (!item.hasQuery) return null;
  const result = QueryAnswerSchema.safeParse(item.queryAnswer ?? '');
  return result.success ? null : (result.error.issues[0]?.message ?? messages.required());
}

/** spec step 2: at least one leaf repair item, else 'Please add at least one service or repair to your request.' */
export function repairItemsProblem(items: readonly unknown[] | null | undefined): string | null {
  return items && items.length > 0 ? null : UI_MESSAGES.noItems;
}

/** spec: parts preference options. */
export const PARTS_PREFERENCES = ['Original parts', 'Generic parts', "I don't mind"] as const;
export const PartsPreferenceSchema = z.enum(PARTS_PREFERENCES, { error: messages.arrayRequired() });
export type PartsPreference = z.infer<typeof PartsPreferenceSchema>;

/**
 * spec step 2: "With parts preference Original parts, a VIN or license disk photo is required",
 * told with the anyRequired message. The VIN itself is checked by vinSchema, the photo by validateLicenceDiskPhoto.
 */
export function partsEvidenceProblem(input: {
  partsPreference: string | null | undefined;
  vin?: string | null;
  hasLicenceDiskPhoto?: boolean;
}): string | null {
  if (input.partsPreference !== 'Original parts') return null;
  const hasVin = (input.vin ?? '').trim() !== '';
  return hasVin || input.hasLicenceDiskPhoto ? null : messages.anyRequired();
}
