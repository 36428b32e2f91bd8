import { describe, expect, it } from 'vitest';
import {
  addVat,
  centsToRand,
  centsToRandNumber,
  divideRoundHalfUp,
  randToCents,
  removeVat,
  vatFromExcl,
  vatFromIncl,
} from './vat';

describe('vatFromExcl at 15 % (half up to the cent)', () => {
  it.each([
    // The spec-derived cases.
    [330, 50], // R3.30 -> 49.5 c -> R0.50
    [3330, 500], // R33.30 -> 499.5 c -> R5.00
    [100010, 15002], // R1000.10 -> 15001.5 c -> R150.02
    // Around the half.
    [0, 0],
    [3, 0], // 0.45 c
    [4, 1], // 0.6 c
    [10, 2], // 1.5 c
    [10000, 1500],
    [99999, 15000], // 14999.85 c
    [-330, -50], // a credit mirrors the invoice
  ])('%i cents -> %i cents', (excl, vat) => {
    expect(vatFromExcl(excl)).toBe(vat);
  });

  it('takes another rate', () => {
    expect(vatFromExcl(10000, 14)).toBe(1400);
    expect(vatFromExcl(330, 0)).toBe(0);
    expect(vatFromExcl(1000, 12.5)).toBe(125);
  });

  it('refuses fractions of a cent and odd rates', () => {
    expect(() => vatFromExcl(3.3)).toThrow(RangeError);
    expect(() => vatFromExcl(100, 15.001)).toThrow(RangeError);
    expect(() => vatFromExcl(100, -1)).toThrow(RangeError);
  });
});

describe('addVat, removeVat, vatFromIncl', () => {
  it.each([
    // excl, incl, VAT inside incl
    [330, 380, 50],
    [3330, 3830, 500],
    [100010, 115012, 15002],
    [10000, 11500, 1500],
    [0, 0, 0],
  ])('excl %i <-> incl %i (VAT %i)', (excl, incl, vat) => {
    expect(addVat(excl)).toBe(incl);
    expect(removeVat(incl)).toBe(excl);
    expect(vatFromIncl(incl)).toBe(vat);
  });

  it('rounds the excl amount half up and keeps excl + VAT = incl', () => {
    // 100 c incl / 1.15 = 86.956... -> 87 c excl, 13 c VAT.
    expect(removeVat(100)).toBe(87);
    expect(vatFromIncl(100)).toBe(13);
    // 23 c incl / 1.15 = exactly 20 c.
    expect(removeVat(23)).toBe(20);
    for (const incl of [1, 99, 101, 12345, 999999]) expect(removeVat(incl) + vatFromIncl(incl)).toBe(incl);
  });

  it('inverts addVat for every amount up to R100', () => {
    for (let excl = 0; excl <= 10000; excl++) expect(removeVat(addVat(excl))).toBe(excl);
  });
});

describe('divideRoundHalfUp', () => {
  it.each([
    [495000, 10000, 50],
    [494999, 10000, 49],
    [5, 2, 3],
    [-5, 2, -3],
    [7, 7, 1],
  ])('%i / %i -> %i', (n, d, q) => {
    expect(divideRoundHalfUp(n, d)).toBe(q);
  });
});

describe('rand <-> cents without floating-point error', () => {
  it.each([
    ['12.34', 1234],
    ['12.3', 1230],
    ['12', 1200],
    ['0.1', 10],
    ['.5', 50],
    ['1000.10', 100010],
    ['-0.50', -50],
    ['1.005', 101],
    ['1.004', 100],
    ['19.999', 2000],
    [' 33.30 ', 3330],
    [12.34, 1234],
    [0.1 + 0.2, 30],
    [1.15 * 100, 11500],
  ])('%j -> %i', (rand, cents) => {
    expect(randToCents(rand)).toBe(cents);
  });

  it.each(['', '.', 'R12', '1,5', '12.3.4', 'abc', Number.NaN, 1e21])('rejects %j', (rand) => {
    expect(() => randToCents(rand)).toThrow(RangeError);
  });

  it.each([
    [1234, '12.34'],
    [5, '0.05'],
    [0, '0.00'],
    [-50, '-0.50'],
    [100010, '1000.10'],
  ])('%i cents -> %j', (cents, rand) => {
    expect(centsToRand(cents)).toBe(rand);
    expect(randToCents(centsToRand(cents))).toBe(cents);
  });

  it('gives a JSON number of rand', () => {
    expect(centsToRandNumber(15002)).toBe(150.02);
  });
});
