import { groupThousands } from './numbers';

/**
 * Money and quantities as a person types them (issue 20 item 1): the one rule every money and quantity
 * field of the web app reads its text with, so a half-typed '1322.' or '0,' never empties a field and
 * South African habits are understood:
 * - the decimal comma ('1322,5', '0,5'), the decimal point ('1322.50'), an 'R' in front ('R 1 322.50',
 *   'R1322.50'), thousands grouped with spaces (regular, no-break or thin), with commas ('1,322.50') or with
 *   points ('1.322,50'), spaces around it all;
 * - with both a comma and a point, the last one is the decimal mark and the other groups thousands;
 * - with one kind of mark used more than once, it groups thousands and every group after the first has
 *   three digits ('1,322,500'); anything else ('12,34,5') is not a number;
 * - a single comma or point is the decimal mark ('1322,5', '0,125'), except that an amount of money, which
 *   has cents and never a third decimal, reads a single mark before exactly three digits as grouping
 *   thousands ('1,322' is R 1 322; the quantity '1,322' is 1.322);
 * - a trailing mark is a number being typed ('1322.' is 1322), a leading one a fraction ('.5' is 0.5);
 * - no minus sign: no money or quantity the product asks for is negative.
 * Empty text is no value and no problem (the form's own rule decides if the field is required); text that
 * is not a number is no value and the field's own sentence, as the shared schemas word it.
 */

export type TypedNumberKind = 'money' | 'quantity';

/** The sentence for text that is not a number, per kind, as the quote line schema says it. */
export const TYPED_NUMBER_MESSAGES: Readonly<Record<TypedNumberKind, string>> = {
  money: 'Please enter a price.',
  quantity: 'Quantity must be a number.',
};

export interface TypedNumber {
  /** The number typed; null when the text is empty or not a number. */
  value: number | null;
  /** Why the text is not a number, or null (empty text included). */
  message: string | null;
}

/** Every kind of space a keyboard, a paste or Intl's en-ZA format puts between groups. */
const SPACES = /[\s\u00a0\u2007\u2009\u202f]+/g;

/** The digits of a plain number: '1322.5' -> 1322.5; null for anything else. */
function plain(text: string): number | null {
  if (!/^\d*(\.\d*)?$/.test(text) || !/\d/.test(text)) return null;
  const value = Number(text.endsWith('.') ? text.slice(0, -1) : text);
  return Number.isFinite(value) ? value : null;
}

/** Thousands grouped with `mark`: each group after the first exactly three digits. */
function ungroup(whole: string, mark: string): string | null {
  const groups = whole.split(mark);
  if (groups.length === 1) return whole;
  const [first = '', ...rest] = groups;
  if (!/^\d{1,3}$/.test(first) || !rest.every((g) => /^\d{3}$/.test(g))) return null;
  return groups.join('');
}

function digitsOf(body: string, kind: TypedNumberKind): string | null {
  const commas = body.split(',').length - 1;
  const points = body.split('.').length - 1;
  if (commas > 0 && points > 0) {
    const decimal = body.lastIndexOf(',') > body.lastIndexOf('.') ? ',' : '.';
    const grouping = decimal === ',' ? '.' : ',';
    const at = body.lastIndexOf(decimal);
    const whole = body.slice(0, at);
    const fraction = body.slice(at + 1);
    if (whole.includes(decimal)) return null;
    const digits = ungroup(whole, grouping);
    return digits === null ? null : `${digits}.${fraction}`;
  }
  const mark = commas > 0 ? ',' : points > 0 ? '.' : null;
  if (mark === null) return body;
  if (commas + points > 1) return ungroup(body, mark);
  const [whole = '', fraction = ''] = body.split(mark);
  // Money has two decimals at most: one mark before exactly three digits groups thousands.
  if (kind === 'money' && /^[1-9]\d{0,2}$/.test(whole) && /^\d{3}$/.test(fraction)) return whole + fraction;
  return `${whole}.${fraction}`;
}

/** Reads a money or quantity field's text (the rules above). */
export function readTypedNumber(text: string, kind: TypedNumberKind): TypedNumber {
  let body = text.replace(SPACES, ' ').trim();
  if (body === '') return { value: null, message: null };
  if (kind === 'money') body = body.replace(/^r\s*/i, '');
  // Spaces group thousands: between digits only.
  if (/\s/.test(body) && !/^\d{1,3}( \d{3})*([.,]\d*)?$/.test(body))
    return { value: null, message: TYPED_NUMBER_MESSAGES[kind] };
  body = body.replace(/ /g, '');
  const digits = digitsOf(body, kind);
  const value = digits === null ? null : plain(digits);
  return value === null ? { value: null, message: TYPED_NUMBER_MESSAGES[kind] } : { value, message: null };
}

/** A money field's value, or null (empty or not a number). */
export const parseTypedMoney = (text: string): number | null => readTypedNumber(text, 'money').value;

/** A quantity field's value, or null (empty or not a number). */
export const parseTypedQuantity = (text: string): number | null => readTypedNumber(text, 'quantity').value;

/**
 * How a settled field shows its number, as the site writes numbers (numbers.ts): money with two decimals
 * (the field shows the R beside it), a quantity as it is. 1322.5 -> '1 322.50'; 0.5 -> '0.5'; 2 -> '2'.
 */
export function formatTypedNumber(value: number, kind: TypedNumberKind): string {
  // Money in rand and cents gets its two decimals; anything finer is shown as it is, not rounded out of sight.
  const text = kind === 'money' && /^\d+(\.\d{1,2})?$/.test(String(value)) ? value.toFixed(2) : String(value);
  // String() writes exponents for tiny and huge numbers; no field is asked for one, but show it as it is.
  if (/e/i.test(text)) return text;
  const [whole = '0', fraction] = text.split('.');
  return fraction === undefined ? groupThousands(whole) : `${groupThousands(whole)}.${fraction}`;
}

/**
 * A price this many times above or below what workshops usually charge for an item (the estimate's
 * median) is more likely a slip of the finger (13225 for 1322.50) than a price: the workshop is asked to
 * confirm it before the quote goes out.
 */
export const PRICE_FAR_FACTOR = 10;

/** Is an item's total (cents incl. VAT) PRICE_FAR_FACTOR times above or below the usual (rand incl. VAT)? */
export function isFarFromUsual(totalInclCents: number, usualIncl: number | null): boolean {
  if (usualIncl === null || !(usualIncl > 0) || totalInclCents <= 0) return false;
  const usualCents = Math.round(usualIncl * 100);
  return totalInclCents >= usualCents * PRICE_FAR_FACTOR || totalInclCents * PRICE_FAR_FACTOR <= usualCents;
}
