import { z } from 'zod';
import { PHONE_PREFIX } from './constants';
import { messages } from './messages';

/** spec: 'Please enter a valid phone number (012 123 1234).' */
export const PHONE_MESSAGE = messages.phone();
/** spec: input mask ### ### ####. */
export const PHONE_MASK = '### ### ####';

/**
 * spec: "three digits, space, three digits, space, four digits, or ten digits starting 0".
 * Read literally: the spaced form does not itself demand a leading 0 (the mask produces it from any digits).
 */
export const PHONE_PATTERN = /^(?:\d{3} \d{3} \d{4}|0\d{9})$/;

export function isValidPhone(phone: string): boolean {
  return PHONE_PATTERN.test(phone.trim());
}

/**
 * Applies the ### ### #### mask to whatever has been typed so far: keeps digits only, at most ten,
 * and inserts a space after the third and sixth digit once the next digit arrives.
 * '0825' -> '082 5', '082555123499' -> '082 555 1234'.
 */
export function formatPhoneInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 10);
  if (digits.length <= 3) return digits;
  if (digits.length <= 6) return `${digits.slice(0, 3)} ${digits.slice(3)}`;
  return `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
}

/**
 * Storage form (spec: "stored with +27 prefix and leading 0 dropped"): '082 555 1234' -> '+27825551234'.
 * A number already in the stored form is returned unchanged. Without a leading 0 (allowed by the spaced
 * format) all ten digits are kept, and toDisplayPhone gives the same ten digits back.
 */
export function toStoredPhone(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  const prefixDigits = PHONE_PREFIX.slice(1);
  if (trimmed.startsWith(PHONE_PREFIX)) return `${PHONE_PREFIX}${digits.slice(prefixDigits.length)}`;
  const local = digits.startsWith('0') ? digits.slice(1) : digits;
  return `${PHONE_PREFIX}${local}`;
}

/**
 * Display form '0xx xxx xxxx' (spec part 1, section 5) from the stored '+27...' form. Tolerates an
 * already-local input ('0825551234' or '082 555 1234') and '27825551234' without the plus.
 * Anything it cannot read is returned trimmed, so a person still sees what was saved.
 */
export function toDisplayPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  const prefixDigits = PHONE_PREFIX.slice(1);
  let local: string;
  if (trimmed.startsWith(PHONE_PREFIX) || (digits.length === 11 && digits.startsWith(prefixDigits))) {
    const national = digits.slice(prefixDigits.length);
    local = national.length === 9 ? `0${national}` : national;
  } else {
    local = digits;
  }
  if (local.length !== 10 || /[^\d\s+]/.test(trimmed)) return trimmed;
  return formatPhoneInput(local);
}

/** Phone as typed on a form: required, then one of the two accepted formats. */
export const PhoneSchema = z
  .string({ error: messages.required() })
  .trim()
  .min(1, { error: messages.required() })
  .regex(PHONE_PATTERN, { error: PHONE_MESSAGE });
export type Phone = z.infer<typeof PhoneSchema>;

/** Same validation, output in the stored '+27...' form (spec: "prefix added on submit"). */
export const StoredPhoneSchema = PhoneSchema.transform(toStoredPhone);
export type StoredPhone = z.infer<typeof StoredPhoneSchema>;
