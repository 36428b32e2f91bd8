import { z } from 'zod';
import { messages } from './messages';

/** spec: 'The password must contain at least 1 uppercase letter, 1 lowercase letter, 1 number, and one special character.' */
export const PASSWORD_MESSAGE = messages.password();
/** Not in the spec: 8 is the NIST SP 800-63B minimum for user-chosen passwords; told with the min message. */
export const PASSWORD_MIN_LENGTH = 8;
/** Not in the spec: every string has a maximum (long enough for pass phrases, short enough for hashing). */
export const PASSWORD_MAX_LENGTH = 128;

/** spec: lower case, upper case, digit and one of !@#$%^&*_ */
export function meetsPasswordRule(password: string): boolean {
  return (
    /[a-z]/.test(password) && /[A-Z]/.test(password) && /\d/.test(password) && /[!@#$%^&*_]/.test(password)
  );
}

/** A new password (register, reset, change). Not trimmed: spaces may be part of a password. */
export const PasswordSchema = z
  .string({ error: messages.required() })
  .min(1, { error: messages.required() })
  .min(PASSWORD_MIN_LENGTH, { error: messages.min('Password', PASSWORD_MIN_LENGTH) })
  .max(PASSWORD_MAX_LENGTH, { error: messages.max('Password', PASSWORD_MAX_LENGTH) })
  .refine(meetsPasswordRule, { error: PASSWORD_MESSAGE });
export type Password = z.infer<typeof PasswordSchema>;
