import { describe, expect, it } from 'vitest';
import {
  isValidVin,
  VIN_MESSAGE,
  VinSchema,
  vinCheckDigit,
  vinLengthForBrand,
  vinProblem,
  vinSchema,
} from './vin';

describe('vinLengthForBrand (spec: 17, 18 for Mercedes)', () => {
  it.each([
    ['Mercedes', 18],
    ['MERCEDES-BENZ', 18],
    ['mercedes benz', 18],
    [' Mercedes-Benz ', 18],
    ['Toyota', 17],
    ['Volkswagen', 17],
    ['', 17],
    [undefined, 17],
    [null, 17],
  ])('%j -> %i', (brand, length) => {
    expect(vinLengthForBrand(brand)).toBe(length);
  });
});

describe('vinCheckDigit (ISO 3779 weights 8,7,6,5,4,3,2,10,0,9,8,7,6,5,4,3,2; remainder 10 is X)', () => {
  it.each([
    ['1M8GDM9AXKP042788', 'X'],
    ['1HGCM82633A004352', '3'],
    ['11111111111111111', '1'],
    ['LVSHCAMB7CE012345', '7'],
  ])('%s -> %s', (vin, digit) => {
    expect(vinCheckDigit(vin)).toBe(digit);
  });
});

describe('isValidVin', () => {
  it.each([
    // North America (WMI 1-5): the check digit is mandatory.
    ['1M8GDM9AXKP042788', undefined, true],
    ['1HGCM82633A004352', 'Honda', true],
    ['2T1BURHE3JC034345', 'Toyota', true],
    ['5YJSA1E18HF000001', 'Tesla', true],
    ['1M8GDM9A1KP042788', undefined, false],
    ['1HGCM82643A004352', 'Honda', false],
    ['2T1BURHE0JC034345', 'Toyota', false],
    // China (L): mandatory too.
    ['LVSHCAMB7CE012345', undefined, true],
    ['LVSHCAMB0CE012345', undefined, false],
    // Europe, Japan, South Africa: position 9 is not a check digit there.
    ['WVWZZZ1JZXW000001', 'Volkswagen', true],
    ['WDB2110421A123456', 'Mercedes-Benz', true],
    ['WBA3A5C50CF256651', 'BMW', true],
    ['VF1RFB00X56789012', 'Renault', true],
    ['JTDBR32E720012345', 'Toyota', true],
    ['AHTFZ29G509012345', 'Toyota', true],
    ['AAVZZZ6RZEU012345', 'Volkswagen', true],
    // Lower case is accepted and upper-cased.
    ['wvwzzz1jzxw000001', undefined, true],
    // I, O and Q are never allowed.
    ['WVWZZZ1JZIW000001', undefined, false],
    ['WVWZZZ1JZOW000001', undefined, false],
    ['JTDBR32E72001234Q', undefined, false],
    ['1M8GDM9AXKP04278O', undefined, false],
    // Other characters.
    ['WVWZZZ1JZ-W000001', undefined, false],
    // Lengths: 17, or up to 18 for Mercedes only.
    ['WVWZZZ1JZXW00000', undefined, false],
    ['WVWZZZ1JZXW0000012', 'Volkswagen', false],
    ['WDB21104221A123456', 'Mercedes-Benz', true],
    ['WDB21104221A123456', 'Mercedes', true],
    ['WDB21104221A1234567', 'Mercedes-Benz', false],
    ['', undefined, false],
  ])('%s (brand %s) -> %s', (vin, brand, valid) => {
    expect(isValidVin(vin, brand)).toBe(valid);
  });

  it('would reject the European VINs above under a North American WMI (the region decides, not luck)', () => {
    // Same body as WVWZZZ1JZXW000001 but a US WMI: position 9 ('Z') is not a check digit, so it fails...
    expect(isValidVin('1VWZZZ1JZXW000001')).toBe(false);
    // ...and putting the computed digit in position 9 makes it pass.
    const body = '1VWZZZ1JZXW000001';
    const fixed = `${body.slice(0, 8)}${vinCheckDigit(body)}${body.slice(9)}`;
    expect(isValidVin(fixed)).toBe(true);
  });

  it('names the problem', () => {
    expect(vinProblem('WVWZZZ1JZXW00000')).toBe('tooShort');
    expect(vinProblem('WVWZZZ1JZXW0000012')).toBe('tooLong');
    expect(vinProblem('WVWZZZ1JZIW000001')).toBe('characters');
    expect(vinProblem('1M8GDM9A1KP042788')).toBe('checkDigit');
  });
});

describe('VinSchema', () => {
  const messagesOf = (schema: typeof VinSchema, value: unknown) =>
    schema.safeParse(value).error?.issues.map((i) => i.message) ?? [];

  it('returns the VIN trimmed and upper-cased', () => {
    expect(VinSchema.parse(' wvwzzz1jzxw000001 ')).toBe('WVWZZZ1JZXW000001');
  });

  it.each([
    ['', 'Cannot be empty.'],
    ['WVWZZZ1JZXW00000', 'VIN must be at least 17 characters.'],
    ['WVWZZZ1JZXW0000012', 'VIN cannot exceed 17 characters.'],
    ['WVWZZZ1JZIW000001', VIN_MESSAGE],
    ['1M8GDM9A1KP042788', 'The VIN must be a valid number.'],
  ])('%j -> %j', (value, message) => {
    expect(messagesOf(VinSchema, value)).toEqual([message]);
  });

  it('allows 18 characters for Mercedes and says so in the max message', () => {
    expect(vinSchema('Mercedes').parse('WDB21104221A123456')).toBe('WDB21104221A123456');
    expect(messagesOf(vinSchema('Mercedes'), 'WDB21104221A1234567')).toEqual([
      'VIN cannot exceed 18 characters.',
    ]);
  });
});
