import { describe, expect, it } from 'vitest';
import {
  formatPhoneInput,
  isValidPhone,
  PHONE_MESSAGE,
  PhoneSchema,
  StoredPhoneSchema,
  toDisplayPhone,
  toStoredPhone,
} from './phone';

describe('phone format (spec: ### ### #### or ten digits starting 0)', () => {
  it.each([
    ['012 123 1234', true],
    ['082 555 1234', true],
    ['0825551234', true],
    [' 0825551234 ', true],
    ['8825551234', false],
    ['082 5551234', false],
    ['082  555 1234', false],
    ['082-555-1234', false],
    ['082 555 123', false],
    ['08255512345', false],
    ['+27825551234', false],
    ['', false],
  ])('%j valid: %s', (phone, valid) => {
    expect(isValidPhone(phone)).toBe(valid);
  });

  it('says the spec message for a wrong format and "Cannot be empty." when empty', () => {
    expect(PhoneSchema.safeParse('082-555-1234').error?.issues.map((i) => i.message)).toEqual([
      PHONE_MESSAGE,
    ]);
    expect(PHONE_MESSAGE).toBe('Please enter a valid phone number (012 123 1234).');
    expect(PhoneSchema.safeParse('  ').error?.issues[0]?.message).toBe('Cannot be empty.');
    expect(PhoneSchema.safeParse(undefined).error?.issues[0]?.message).toBe('Cannot be empty.');
  });
});

describe('formatPhoneInput (the ### ### #### mask while typing)', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['082', '082'],
    ['0825', '082 5'],
    ['082555', '082 555'],
    ['0825551', '082 555 1'],
    ['0825551234', '082 555 1234'],
    ['08255512349999', '082 555 1234'],
    ['(082) 555-1234', '082 555 1234'],
    ['082 555 1234', '082 555 1234'],
  ])('%j -> %j', (typed, masked) => {
    expect(formatPhoneInput(typed)).toBe(masked);
  });
});

describe('stored and display forms (spec: +27 with the leading 0 dropped; shown as 0xx xxx xxxx)', () => {
  it.each([
    ['082 555 1234', '+27825551234'],
    ['0825551234', '+27825551234'],
    ['012 123 1234', '+27121231234'],
    ['+27825551234', '+27825551234'],
  ])('toStoredPhone(%j) = %j', (input, stored) => {
    expect(toStoredPhone(input)).toBe(stored);
  });

  it.each([
    ['+27825551234', '082 555 1234'],
    ['+27121231234', '012 123 1234'],
    ['27825551234', '082 555 1234'],
    ['0825551234', '082 555 1234'],
    ['082 555 1234', '082 555 1234'],
    ['', ''],
    [null, ''],
    ['ext. 12', 'ext. 12'],
  ])('toDisplayPhone(%j) = %j', (input, shown) => {
    expect(toDisplayPhone(input)).toBe(shown);
  });

  it('round-trips every accepted format', () => {
    for (const typed of ['082 555 1234', '0825551234', '812 555 1234']) {
      expect(toDisplayPhone(toStoredPhone(typed))).toBe(formatPhoneInput(typed));
    }
  });

  it('StoredPhoneSchema validates and adds the prefix on submit', () => {
    expect(StoredPhoneSchema.parse(' 082 555 1234 ')).toBe('+27825551234');
    expect(StoredPhoneSchema.safeParse('082 555 12').success).toBe(false);
  });
});
