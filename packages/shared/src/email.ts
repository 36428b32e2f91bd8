import { z } from 'zod';
import { messages } from './messages';

/** RFC 5321 limit on a forward path; the spec shows no limit but every string needs one. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * An e-mail field (spec step 4: "Email required and valid (trimmed)"). The label fills the spec's
 * '{field} must be a valid email address.'. Casing is kept as typed; compare with normalizeEmail.
 */
export const emailSchema = (label = 'Email') =>
  z
    .string({ error: messages.required() })
    .trim()
    .min(1, { error: messages.required() })
    .max(EMAIL_MAX_LENGTH, { error: messages.max(label, EMAIL_MAX_LENGTH) })
    .pipe(z.email({ error: messages.email(label) }));

export const EmailSchema = emailSchema();
export type Email = z.infer<typeof EmailSchema>;

/** Trimmed and lower-cased: the form used for comparisons, look-ups and the admin list (spec part 1, section 6). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** spec step 4: confirm e-mail must equal e-mail; compared case-insensitively after trimming. */
export function emailsMatch(a: string, b: string): boolean {
  return normalizeEmail(a) === normalizeEmail(b);
}

/** The confirmedBy message for the guest's confirm e-mail field: 'Confirm email must match Email.' */
export const CONFIRM_EMAIL_MESSAGE = messages.confirmedBy('Confirm email', 'Email');

/** What the guest e-mail path needs of a request: whether it was made signed out, with which address. */
export interface GuestLinkRequest {
  /** Made signed out, outside any organisation (a guest's request is still filed under their account). */
  madeAsGuest: boolean;
  email: string;
}

/**
 * The guest's e-mail link (`?emailAddress=`) opens a request only when a guest made it and the address is
 * the one it was made with. A request made by a signed-in customer or for an organisation's branch is never
 * reachable by e-mail: its people sign in (decision 049).
 */
export function guestLinkOpens(request: GuestLinkRequest, emailAddress: string | null | undefined): boolean {
  return request.madeAsGuest && Boolean(emailAddress?.trim()) && emailsMatch(emailAddress!, request.email);
}

/** The address a link to the request carries: a guest's request's, else none (the person signs in). */
export const guestLinkEmail = (request: GuestLinkRequest): string | null =>
  request.madeAsGuest ? request.email : null;
