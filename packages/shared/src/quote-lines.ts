import { divideRoundHalfUp, randToCents, removeVat, vatFromExcl } from './vat';

/**
 * The money of a quote line and a quote (decision 020), in integer cents by the shared VAT rules
 * (vat.ts): the workshop types a unit price excluding or including VAT; the other is derived; the line
 * total excluding VAT is unit x quantity (quantities to three decimals, rounded half up to the cent), and
 * the VAT is worked out on that total, so excl + VAT = incl on every line and on the invoice.
 * A no-VAT line (a licence fee, a disposal levy passed on) and every line of a workshop that is not
 * VAT-registered carry no VAT: excl = incl.
 */

export const QUOTE_LINE_KINDS = ['part', 'labour', 'sundry'] as const;
export type QuoteLineKind = (typeof QUOTE_LINE_KINDS)[number];
export const QUOTE_LINE_KIND_TEXT: Readonly<Record<QuoteLineKind, string>> = {
  part: 'Parts',
  labour: 'Labour',
  sundry: 'Sundries',
};

export interface VatContext {
  isVatRegistered: boolean;
  /** Percent, e.g. 15. */
  vatRate: number;
}

export interface LinePriceInput {
  /** Unit price in rand as typed; exactly one of the two. */
  priceExcl?: number | null;
  priceIncl?: number | null;
  /** Up to three decimals. */
  quantity: number;
  noVat: boolean;
}

export interface LineAmounts {
  unitExclCents: number;
  unitInclCents: number;
  /** Quantity in thousandths (1.5 -> 1500). */
  quantityMilli: number;
  totalExclCents: number;
  vatCents: number;
  totalInclCents: number;
}

/** 1.5 -> 1500; 0.25 -> 250. Quantities are typed with at most three decimals. */
export function quantityToMilli(quantity: number): number {
  const text = String(quantity);
  const m = /^(\d+)(?:\.(\d{1,3}))?$/.exec(text);
  if (!m) throw new RangeError(`Not a quantity: ${quantity}`);
  return Number(m[1]) * 1000 + Number((m[2] ?? '').padEnd(3, '0'));
}

/** A line's amounts. Throws RangeError for a price that is not a rand amount (schemas check first). */
export function lineAmounts(line: LinePriceInput, vat: VatContext): LineAmounts {
  const taxed = vat.isVatRegistered && !line.noVat;
  const quantityMilli = quantityToMilli(line.quantity);
  let unitExclCents: number;
  if (line.priceExcl !== null && line.priceExcl !== undefined) unitExclCents = randToCents(line.priceExcl);
  else if (line.priceIncl !== null && line.priceIncl !== undefined) {
    const incl = randToCents(line.priceIncl);
    unitExclCents = taxed ? removeVat(incl, vat.vatRate) : incl;
  } else throw new RangeError('A line needs a price.');
  const unitInclCents = taxed ? unitExclCents + vatFromExcl(unitExclCents, vat.vatRate) : unitExclCents;
  const totalExclCents = divideRoundHalfUp(unitExclCents * quantityMilli, 1000);
  const vatCents = taxed ? vatFromExcl(totalExclCents, vat.vatRate) : 0;
  return {
    unitExclCents,
    unitInclCents,
    quantityMilli,
    totalExclCents,
    vatCents,
    totalInclCents: totalExclCents + vatCents,
  };
}

export interface Totals {
  totalExclCents: number;
  vatCents: number;
  totalInclCents: number;
}

export function sumTotals(lines: readonly Totals[]): Totals {
  return lines.reduce<Totals>(
    (sum, l) => ({
      totalExclCents: sum.totalExclCents + l.totalExclCents,
      vatCents: sum.vatCents + l.vatCents,
      totalInclCents: sum.totalInclCents + l.totalInclCents,
    }),
    { totalExclCents: 0, vatCents: 0, totalInclCents: 0 },
  );
}
