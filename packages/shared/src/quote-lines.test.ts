import { describe, expect, it } from 'vitest';
import { lineAmounts, quantityToMilli, sumTotals } from './quote-lines';

const vat = { isVatRegistered: true, vatRate: 15 };

describe('quote line amounts', () => {
  it('derives incl from excl and VAT on the line total', () => {
    expect(lineAmounts({ priceExcl: 100, quantity: 2, noVat: false }, vat)).toEqual({
      unitExclCents: 10000,
      unitInclCents: 11500,
      quantityMilli: 2000,
      totalExclCents: 20000,
      vatCents: 3000,
      totalInclCents: 23000,
    });
  });
  it('derives excl from a typed incl price', () => {
    const a = lineAmounts({ priceIncl: 115, quantity: 1, noVat: false }, vat);
    expect([a.unitExclCents, a.totalInclCents]).toEqual([10000, 11500]);
  });
  it('rounds fractional quantities half up to the cent', () => {
    // 1.5 litres at R 33.33: 49.995 -> 50.00; VAT 7.50
    const a = lineAmounts({ priceExcl: 33.33, quantity: 1.5, noVat: false }, vat);
    expect([a.totalExclCents, a.vatCents, a.totalInclCents]).toEqual([5000, 750, 5750]);
  });
  it('no VAT on a no-VAT line or for an unregistered workshop', () => {
    expect(lineAmounts({ priceIncl: 50, quantity: 1, noVat: true }, vat).vatCents).toBe(0);
    const u = lineAmounts(
      { priceExcl: 50, quantity: 1, noVat: false },
      { isVatRegistered: false, vatRate: 15 },
    );
    expect([u.unitInclCents, u.vatCents, u.totalInclCents]).toEqual([5000, 0, 5000]);
  });
  it('sums lines', () => {
    expect(
      sumTotals([
        { totalExclCents: 100, vatCents: 15, totalInclCents: 115 },
        { totalExclCents: 200, vatCents: 0, totalInclCents: 200 },
      ]),
    ).toEqual({ totalExclCents: 300, vatCents: 15, totalInclCents: 315 });
  });
  it('reads quantities to three decimals', () => {
    expect(quantityToMilli(0.25)).toBe(250);
    expect(() => quantityToMilli(1.2345)).toThrow(RangeError);
  });
});
