/**
 * Numbers as the site writes them (South African style, as the spec's 'R 0.00'): thousands grouped with a
 * regular space and a decimal point. 55150 -> '55 150'; 55150 km -> '55 150 km'. Regular spaces rather than
 * no-break spaces (which Intl's en-ZA format prints) so that the text copies, searches and tests as typed;
 * the web keeps a figure on one line with CSS (white-space: nowrap). formatRand (money.ts) groups the same way.
 */

/** Between groups of thousands: a regular space. */
export const THOUSANDS_SEPARATOR = ' ';

/** Digits grouped in threes from the right: '1234567' -> '1 234 567'. */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, THOUSANDS_SEPARATOR);
}

/** A whole number (rounded), grouped: -1234.6 -> '-1 235'. */
export function formatNumber(n: number): string {
  const rounded = Math.round(n);
  return `${rounded < 0 ? '-' : ''}${groupThousands(String(Math.abs(rounded)))}`;
}

/** A distance in kilometres: 55150 -> '55 150 km'. */
export function formatKm(km: number): string {
  return `${formatNumber(km)} km`;
}
