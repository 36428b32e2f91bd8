import { z } from 'zod';
import { VIN_LENGTH, VIN_LENGTH_MERCEDES } from './constants';
import { messages } from './messages';

/** spec: 'The VIN must be a valid number.' */
export const VIN_MESSAGE = messages.vin();

/** spec: "no letters i, o or q" (ISO 3779 leaves them out so they cannot be read as 1 and 0). */
const VIN_CHARACTERS = /^[A-HJ-NPR-Z0-9]+$/;

/** ISO 3779 / 49 CFR 565 transliteration of letters to values for the check digit. */
const TRANSLITERATION: Readonly<Record<string, number>> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
/** Weights per position 1..17; position 9 (the check digit itself) weighs 0. */
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/**
 * spec: "VIN length 17 (18 for Mercedes)". Mercedes and Mercedes-Benz, in any casing and with a space
 * or a hyphen, get 18; every other brand (and no brand) gets 17.
 */
export function vinLengthForBrand(brand?: string | null): number {
  const key = (brand ?? '')
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '-');
  return key === 'MERCEDES' || key === 'MERCEDES-BENZ' ? VIN_LENGTH_MERCEDES : VIN_LENGTH;
}

/** Trimmed and upper-cased: the form in which a VIN is checked and stored. */
export function normalizeVin(vin: string): string {
  return vin.trim().toUpperCase();
}

/** The check digit ('0'..'9' or 'X') for a 17-character VIN of allowed characters. */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < VIN_LENGTH; i++) {
    const c = vin.charAt(i);
    const value = c >= '0' && c <= '9' ? Number(c) : (TRANSLITERATION[c] ?? 0);
    sum += value * (WEIGHTS[i] ?? 0);
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/**
 * The check digit is mandatory only where the region assigns it (see docs/decisions/002-vin-check-digit.md):
 * North America (WMI first character 1-5, 49 CFR 565) and China (L, GB 16735). Europe, Japan and
 * South Africa do not use position 9 as a check digit, so genuine WVW.., WDB.., J.., AHT.. VINs fail it.
 */
export function vinRequiresCheckDigit(vin: string): boolean {
  return /^[1-5L]/.test(normalizeVin(vin));
}

export type VinProblem = 'tooShort' | 'tooLong' | 'characters' | 'checkDigit';

/** The first thing wrong with a VIN, or null. Length is 17 up to vinLengthForBrand(brand) (spec step 2). */
export function vinProblem(vin: string, brand?: string | null): VinProblem | null {
  const value = normalizeVin(vin);
  if (value.length < VIN_LENGTH) return 'tooShort';
  if (value.length > vinLengthForBrand(brand)) return 'tooLong';
  if (!VIN_CHARACTERS.test(value)) return 'characters';
  // An 18-character Mercedes value is not an ISO 3779 VIN, so it has no position-9 check digit to test.
  if (
    value.length === VIN_LENGTH &&
    vinRequiresCheckDigit(value) &&
    value.charAt(8) !== vinCheckDigit(value)
  ) {
    return 'checkDigit';
  }
  return null;
}

export function isValidVin(vin: string, brand?: string | null): boolean {
  return vinProblem(vin, brand) === null;
}

/**
 * A VIN field for the given brand: trimmed, upper-cased. Length problems use the global min and max
 * messages ('VIN must be at least 17 characters.'), everything else the spec's VIN message.
 */
export const vinSchema = (brand?: string | null) =>
  z
    .string({ error: messages.required() })
    .trim()
    .min(1, { error: messages.required() })
    .transform((raw, ctx) => {
      const vin = normalizeVin(raw);
      const problem = vinProblem(vin, brand);
      if (problem === null) return vin;
      const message =
        problem === 'tooShort'
          ? messages.min('VIN', VIN_LENGTH)
          : problem === 'tooLong'
            ? messages.max('VIN', vinLengthForBrand(brand))
            : VIN_MESSAGE;
      ctx.issues.push({ code: 'custom', message, input: raw });
      return z.NEVER;
    });

/** A VIN for a brand of 17-character VINs. */
export const VinSchema = vinSchema();
export type Vin = z.infer<typeof VinSchema>;
