import { normalizeEmail } from '@motorwise/shared';

/**
 * spec part 1 section 6: the admin flag compares the user's lower-cased e-mail with a fixed list of five
 * addresses (the spec does not reproduce them). The flag only changes the Dashboard label; the API
 * decides what an admin may do.
 */
const ADMIN_EMAILS: ReadonlySet<string> = new Set([
  'admin@motorwise.co.za',
  'operations@motorwise.co.za',
  'support-lead@motorwise.co.za',
  'finance@motorwise.co.za',
  'tech@motorwise.co.za',
]);

export function isAdminEmail(email: string | null | undefined): boolean {
  return !!email && ADMIN_EMAILS.has(normalizeEmail(email));
}
