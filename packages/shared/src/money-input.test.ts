import { describe, expect, it } from 'vitest';
import {
  formatTypedNumber,
  isFarFromUsual,
  parseTypedMoney,
  parseTypedQuantity,
  readTypedNumber,
  TYPED_NUMBER_MESSAGES,
} from './money-input';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('money as a person types it', () => {
  it.each([
    ['1322.50', 1322.5],
    ['1322,50', 1322.5],
    ['1322,5', 1322.5],
    ['1 322,50', 1322.5],
    ['1 322.50', 1322.5],
    ['R 1 322.50', 1322.5],
    ['R 1 322,50', 1322.5],
    ['R1322.50', 1322.5],
    ['r 1322', 1322],
    ['1,322.50', 1322.5],
    ['1.322,50', 1322.5],
    ['1,322', 1322],
    ['1,234,567.89', 1234567.89],
    ['1 234 567,89', 1234567.89],
    ['1.234.567', 1234567],
    ['1322', 1322],
    ['0,5', 0.5],
    ['0.50', 0.5],
    [',5', 0.5],
    ['.5', 0.5],
    ['0', 0],
    [`1${NBSP}322,50`, 1322.5],
    [`R${NBSP}1${NNBSP}322,50`, 1322.5],
    ['  1322.50  ', 1322.5],
    ['\t1322,50\n', 1322.5],
    // Half-typed: the mark is there, the cents are still coming.
    ['1322.', 1322],
    ['1322,', 1322],
    ['1 322,', 1322],
    ['1,32', 1.32],
  ])('%j -> %d', (text, value) => {
    expect(readTypedNumber(text, 'money')).toEqual({ value, message: null });
    expect(parseTypedMoney(text)).toBe(value);
  });

  it.each([
    'abc',
    'R',
    '.',
    ',',
    '-5',
    'R -5',
    '1e3',
    '12,34,5',
    '1,3222.50',
    '1.322.50,5.0',
    '13 22',
    '1 322 ,50',
    '1322.50.',
    '1322,50,',
    'R 1 322.50 R',
    '5 rand',
    'Infinity',
    '0x10',
  ])('%j is not a price', (text) => {
    expect(readTypedNumber(text, 'money')).toEqual({ value: null, message: 'Please enter a price.' });
    expect(parseTypedMoney(text)).toBeNull();
  });

  it('empty text is no value and no problem', () => {
    for (const text of ['', '   ', NBSP])
      expect(readTypedNumber(text, 'money')).toEqual({ value: null, message: null });
  });
});

describe('quantities as a person types them', () => {
  it.each([
    ['0.5', 0.5],
    ['0,5', 0.5],
    ['2', 2],
    ['1,5', 1.5],
    // A quantity has three decimals: one comma is the decimal comma, whatever follows.
    ['1,322', 1.322],
    ['0,125', 0.125],
    ['1 000', 1000],
    ['1 000,5', 1000.5],
    ['0.', 0],
    [' 3 ', 3],
  ])('%j -> %d', (text, value) => {
    expect(parseTypedQuantity(text)).toBe(value);
  });

  it.each(['R 2', 'two', '-1', '1,2,3', '½'])('%j is not a quantity', (text) => {
    expect(readTypedNumber(text, 'quantity')).toEqual({
      value: null,
      message: TYPED_NUMBER_MESSAGES.quantity,
    });
  });
});

describe('a settled field', () => {
  it.each([
    [1322.5, 'money', '1 322.50'],
    [0, 'money', '0.00'],
    [1234567.89, 'money', '1 234 567.89'],
    [600, 'money', '600.00'],
    [1322.505, 'money', '1 322.505'],
    [0.5, 'quantity', '0.5'],
    [2, 'quantity', '2'],
    [1000.25, 'quantity', '1 000.25'],
  ] as const)('%d (%s) shows %j', (value, kind, text) => {
    expect(formatTypedNumber(value, kind)).toBe(text);
  });

  it('reads back what it shows', () => {
    for (const value of [0, 0.5, 1322.5, 1234567.89, 99.99])
      expect(parseTypedMoney(formatTypedNumber(value, 'money'))).toBe(value);
    for (const value of [0.5, 1, 2.125, 1000])
      expect(parseTypedQuantity(formatTypedNumber(value, 'quantity'))).toBe(value);
  });
});

describe('a price far from the usual', () => {
  it.each([
    [152088, 1250, false],
    [1250000, 1250, true],
    [1249999, 1250, false],
    [1520875, 1250, true],
    [12500, 1250, true],
    [12501, 1250, false],
    [100, 1250, true],
    // Nothing to compare with, or nothing priced yet.
    [1520875, null, false],
    [1520875, 0, false],
    [0, 1250, false],
  ])('%i cents against a usual R %s: %s', (cents, usual, far) => {
    expect(isFarFromUsual(cents, usual)).toBe(far);
  });
});
