import { describe, expect, it } from 'vitest';
import { meetsPasswordRule, PASSWORD_MESSAGE, PasswordSchema } from './password';

const errorsOf = (value: unknown) =>
  PasswordSchema.safeParse(value).error?.issues.map((i) => i.message) ?? [];

describe('password rule (spec: lower, upper, digit and one of !@#$%^&*_)', () => {
  it.each([
    ['Secret1!', true],
    ['Secret1_', true],
    ['Secret1*', true],
    ['secret1!', false],
    ['SECRET1!', false],
    ['Secrets!', false],
    ['Secret12', false],
    ['Secret1-', false],
    ['Secret1?', false],
  ])('%j meets the rule: %s', (password, ok) => {
    expect(meetsPasswordRule(password)).toBe(ok);
  });

  it('uses the spec message for a weak password', () => {
    expect(errorsOf('password1')).toEqual([PASSWORD_MESSAGE]);
    expect(PASSWORD_MESSAGE).toBe(
      'The password must contain at least 1 uppercase letter, 1 lowercase letter, 1 number, and one special character.',
    );
  });

  it('requires a value and at least 8 characters (min message)', () => {
    expect(errorsOf('')[0]).toBe('Cannot be empty.');
    expect(errorsOf('Ab1!xyz')).toContain('Password must be at least 8 characters.');
    expect(errorsOf('Ab1!wxyz')).toEqual([]);
  });

  it('caps the length at 128 characters', () => {
    expect(errorsOf(`Ab1!${'x'.repeat(124)}`)).toEqual([]);
    expect(errorsOf(`Ab1!${'x'.repeat(125)}`)).toEqual(['Password cannot exceed 128 characters.']);
  });
});
