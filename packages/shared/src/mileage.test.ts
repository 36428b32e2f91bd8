import { describe, expect, it } from 'vitest';
import { MileageSchema, mileageSchema } from './mileage';

const messagesOf = (schema: typeof MileageSchema, value: unknown) =>
  schema.safeParse(value).error?.issues.map((i) => i.message) ?? [];

describe('mileage (spec: required, numeric, >= existing or 0, <= 1,000,000, <= 6 characters)', () => {
  it.each([
    ['0', 0],
    [0, 0],
    [' 120000 ', 120000],
    ['999999', 999999],
    [85000, 85000],
  ])('accepts %j as %i', (input, km) => {
    expect(MileageSchema.parse(input)).toBe(km);
  });

  it.each([
    ['', 'Cannot be empty.'],
    [undefined, 'Cannot be empty.'],
    ['12 000', 'Mileage can only contain numeric characters.'],
    ['120,000', 'Mileage can only contain numeric characters.'],
    ['-5', 'Mileage can only contain numeric characters.'],
    [1234.5, 'Mileage can only contain numeric characters.'],
    ['1000000', 'Mileage cannot exceed 6 characters.'],
    [1000001, 'Mileage cannot exceed 6 characters.'],
  ])('rejects %j with %j', (input, message) => {
    expect(messagesOf(MileageSchema, input)).toEqual([message]);
  });

  it('must be at least the existing mileage', () => {
    const schema = mileageSchema(120000);
    expect(messagesOf(schema, '119999')).toEqual(['Mileage must be greater than 120000.']);
    expect(schema.parse('120000')).toBe(120000);
    expect(schema.parse(120001)).toBe(120001);
  });

  it('treats a missing existing mileage as 0', () => {
    expect(mileageSchema(null).parse('0')).toBe(0);
    expect(mileageSchema(undefined).parse('1')).toBe(1);
  });
});
