import { DEFAULT_VAT_PERCENT } from './constants';

/**
 * VAT on integer cents (spec section 9: "add, remove and determine VAT round to 2 decimals"; the
 * architecture keeps money as integer cents and rounds VAT half up to the cent).
 * Only integer arithmetic: the rate becomes basis points (15 % = 1500) and every division is an exact
 * integer division with an explicit remainder, so no binary fraction ever decides a cent.
 */

function assertCents(cents: number, what: string): void {
  if (!Number.isSafeInteger(cents))
    throw new RangeError(`${what} must be a whole number of cents, got ${cents}`);
}

/** 15 -> 1500; 14.5 -> 1450. A rate with more than two decimals is not a VAT rate. */
function rateBasisPoints(ratePercent: number): number {
  const bps = Math.round(ratePercent * 100);
  if (!Number.isFinite(ratePercent) || ratePercent < 0 || Math.abs(bps - ratePercent * 100) > 1e-6) {
    throw new RangeError(`VAT rate must be a percentage with at most two decimals, got ${ratePercent}`);
  }
  return bps;
}

/**
 * numerator / denominator rounded half up (half away from zero for negatives, so a credit note mirrors
 * its invoice). denominator > 0. Exact: (n - n % d) is a multiple of d.
 */
export function divideRoundHalfUp(numerator: number, denominator: number): number {
  if (numerator < 0) return -divideRoundHalfUp(-numerator, denominator);
  const remainder = numerator % denominator;
  const quotient = (numerator - remainder) / denominator;
  return remainder * 2 >= denominator ? quotient + 1 : quotient;
}

function product(cents: number, bps: number): number {
  const result = cents * bps;
  if (!Number.isSafeInteger(result)) throw new RangeError(`Amount too large for exact VAT: ${cents} cents`);
  return result;
}

/** The VAT on an amount excluding VAT: 330 cents at 15 % -> 50 cents (49.5 rounds up). */
export function vatFromExcl(exclCents: number, ratePercent: number = DEFAULT_VAT_PERCENT): number {
  assertCents(exclCents, 'Amount excluding VAT');
  return divideRoundHalfUp(product(exclCents, rateBasisPoints(ratePercent)), 10_000);
}

/** Amount including VAT from an amount excluding it: excl + vatFromExcl(excl). */
export function addVat(exclCents: number, ratePercent: number = DEFAULT_VAT_PERCENT): number {
  return exclCents + vatFromExcl(exclCents, ratePercent);
}

/** Amount excluding VAT inside an amount including it: incl * 100 / (100 + rate), rounded half up. */
export function removeVat(inclCents: number, ratePercent: number = DEFAULT_VAT_PERCENT): number {
  assertCents(inclCents, 'Amount including VAT');
  const bps = rateBasisPoints(ratePercent);
  return divideRoundHalfUp(product(inclCents, 10_000), 10_000 + bps);
}

/**
 * The VAT inside an amount including it ("determine VAT"): incl - removeVat(incl), so excl + VAT is always
 * exactly the incl amount on an invoice.
 */
export function vatFromIncl(inclCents: number, ratePercent: number = DEFAULT_VAT_PERCENT): number {
  return inclCents - removeVat(inclCents, ratePercent);
}

/**
 * Rand (as typed or as sent on the wire) to cents without floating point: '12.34' -> 1234, '12.3' -> 1230,
 * '-0.5' -> -50, 12.34 -> 1234. More than two decimals round half up on the third ('1.005' -> 101).
 * Throws RangeError for anything that is not a plain decimal number.
 */
export function randToCents(rand: string | number): number {
  const text = typeof rand === 'number' ? numberToPlainString(rand) : rand.trim();
  const m = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) throw new RangeError(`Not a rand amount: ${String(rand)}`);
  const negative = m[1] === '-';
  const whole = m[2] === '' ? 0 : Number(m[2]);
  const decimals = m[3] ?? '';
  const centsPart = Number(decimals.slice(0, 2).padEnd(2, '0'));
  const roundUp = decimals.length > 2 && Number(decimals.charAt(2)) >= 5 ? 1 : 0;
  const cents = whole * 100 + centsPart + roundUp;
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Rand amount too large: ${String(rand)}`);
  return negative && cents !== 0 ? -cents : cents;
}

/** String(n) uses exponent notation for tiny and huge numbers; neither is a rand amount. */
function numberToPlainString(n: number): string {
  if (!Number.isFinite(n)) throw new RangeError(`Not a rand amount: ${n}`);
  const text = String(n);
  if (/e/i.test(text)) throw new RangeError(`Not a rand amount: ${n}`);
  return text;
}

/** Cents to the wire form with two decimals: 1234 -> '12.34', -50 -> '-0.50', 0 -> '0.00'. */
export function centsToRand(cents: number): string {
  assertCents(cents, 'Amount');
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Cents to a JSON number of rand (two decimals on the wire): 1234 -> 12.34. */
export function centsToRandNumber(cents: number): number {
  return Number(centsToRand(cents));
}
