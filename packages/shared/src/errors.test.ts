import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { UI_MESSAGES } from './constants';
import {
  addFieldError,
  FieldErrorsSchema,
  fieldPath,
  firstErrors,
  hasDuplicateError,
  zodErrorToFieldErrors,
} from './errors';
import { mileageSchema } from './mileage';
import { PhoneSchema } from './phone';

const schema = z
  .object({
    vehicleMileage: mileageSchema(120000),
    phone: PhoneSchema,
    attachments: z.array(z.object({ file: z.string().min(1, { error: 'Cannot be empty.' }) })),
    address: z.object({ postalCode: z.string().length(4, { error: 'Postal code must be 4 characters.' }) }),
    email: z.string(),
    confirmEmail: z.string(),
  })
  .refine((v) => v.email === v.confirmEmail, {
    error: 'Confirm email must match Email.',
    path: ['confirmEmail'],
  })
  .refine(() => false, { error: 'Whole form' });

describe('zodErrorToFieldErrors', () => {
  it('keys messages by field name, nested paths joined with "."', () => {
    const result = schema.safeParse({
      vehicleMileage: '100',
      phone: '12345',
      attachments: [{ file: 'a.pdf' }, { file: '' }],
      address: { postalCode: '218' },
      email: 'a@b.co.za',
      confirmEmail: 'c@b.co.za',
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    const errors = zodErrorToFieldErrors(result.error);
    expect(errors).toEqual({
      vehicleMileage: ['Mileage must be greater than 120000.'],
      phone: ['Please enter a valid phone number (012 123 1234).'],
      'attachments.1.file': ['Cannot be empty.'],
      'address.postalCode': ['Postal code must be 4 characters.'],
    });
    expect(FieldErrorsSchema.safeParse(errors).success).toBe(true);
  });

  it('puts object-level errors under "root" and removes repeated messages', () => {
    const result = z
      .object({ a: z.string() })
      .superRefine((_v, ctx) => {
        ctx.addIssue({ code: 'custom', message: 'Same', path: ['a'] });
        ctx.addIssue({ code: 'custom', message: 'Same', path: ['a'] });
        ctx.addIssue({ code: 'custom', message: 'Other', path: ['a'] });
        ctx.addIssue({ code: 'custom', message: 'Form' });
      })
      .safeParse({ a: 'x' });
    expect(result.error && zodErrorToFieldErrors(result.error)).toEqual({
      a: ['Same', 'Other'],
      root: ['Form'],
    });
  });
});

describe('helpers', () => {
  it.each([
    [[], 'root'],
    [['phone'], 'phone'],
    [['items', 2, 'queryAnswer'], 'items.2.queryAnswer'],
  ])('fieldPath(%j) = %j', (path, key) => {
    expect(fieldPath(path)).toBe(key);
  });

  it('adds messages without repeats and picks the first per field', () => {
    const errors = addFieldError(
      addFieldError({}, 'datesRequested', UI_MESSAGES.noDate),
      'datesRequested',
      UI_MESSAGES.noDate,
      'x',
    );
    expect(errors).toEqual({ datesRequested: ['Please select a date', 'x'] });
    expect(firstErrors({ ...errors, empty: [] })).toEqual({ datesRequested: 'Please select a date' });
  });

  it.each([
    [{ Duplicate: ['A similar request exists.'] }, true],
    [{ DuplicateQuote: [UI_MESSAGES.duplicateQuote] }, true],
    [{ Duplicate: [] }, false],
    [{ phone: ['x'] }, false],
  ])('hasDuplicateError(%j) = %s', (errors, duplicate) => {
    expect(hasDuplicateError(errors)).toBe(duplicate);
  });
});
