import { describe, expect, it } from 'vitest';
import { formatKm, formatNumber, groupThousands } from './numbers';

describe('numbers (thousands grouped with a space, as R 1 234.50)', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1 000'],
    [55_150, '55 150'],
    [1_000_000, '1 000 000'],
    [1234.6, '1 235'],
    [-1234, '-1 234'],
  ])('formatNumber(%s) is %s', (n, shown) => {
    expect(formatNumber(n)).toBe(shown);
  });

  it('writes kilometres with a regular space, never a comma or a no-break space', () => {
    expect(formatKm(55_150)).toBe('55 150 km');
    expect(formatKm(200_000)).not.toMatch(/[\u00a0\u202f,]/);
  });

  it('groups a string of digits', () => {
    expect(groupThousands('1234567')).toBe('1 234 567');
  });
});
