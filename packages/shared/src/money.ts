import { groupThousands } from './numbers';
import { centsToRand } from './vat';

/**
 * Money shown in rand (spec: "zero shows 'R 0.00'"). Intl's en-ZA currency format prints a decimal
 * comma and no-break spaces ('R 0,00'), so the format is built by hand:
 * - 'R', a regular space (U+0020), the rand grouped in thousands with regular spaces, a point, two cents:
 *   0 -> 'R 0.00', 123450 -> 'R 1 234.50', 123456789 -> 'R 1 234 567.89';
 * - a negative amount gets a leading minus before the symbol: -5000 -> '-R 50.00' (as en-ZA writes it).
 * Regular spaces rather than no-break spaces so that the text copies, searches and tests as typed;
 * the web app keeps an amount on one line with CSS (white-space: nowrap).
 */
export function formatRand(cents: number): string {
  const plain = centsToRand(cents);
  const negative = plain.startsWith('-');
  const [whole = '0', fraction = '00'] = (negative ? plain.slice(1) : plain).split('.');
  return `${negative ? '-' : ''}R ${groupThousands(whole)}.${fraction}`;
}
