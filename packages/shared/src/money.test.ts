import { describe, expect, it } from 'vitest';
import { formatRand } from './money';
import { addVat, vatFromExcl } from './vat';

describe('formatRand', () => {
  it.each([
    [0, 'R 0.00'],
    [5, 'R 0.05'],
    [50, 'R 0.50'],
    [99999, 'R 999.99'],
    [100000, 'R 1 000.00'],
    [123450, 'R 1 234.50'],
    [100000000, 'R 1 000 000.00'],
    [123456789, 'R 1 234 567.89'],
    [-5000, '-R 50.00'],
    [-123450, '-R 1 234.50'],
  ])('%i cents -> %j', (cents, shown) => {
    expect(formatRand(cents)).toBe(shown);
  });

  it('uses regular spaces, never no-break spaces or a decimal comma', () => {
    expect(formatRand(123450)).not.toMatch(/[\u00a0\u202f,]/);
  });

  it('shows the spec VAT cases', () => {
    expect(formatRand(vatFromExcl(330))).toBe('R 0.50');
    expect(formatRand(vatFromExcl(100010))).toBe('R 150.02');
    expect(formatRand(addVat(100010))).toBe('R 1 150.12');
  });

  it('refuses fractions of a cent', () => {
    expect(() => formatRand(0.5)).toThrow(RangeError);
  });
});
