import { describe, expect, it } from 'vitest';
import { ContactFormSchema } from './contact';

const valid = {
  name: 'Thandi Nkosi',
  email: '  thandi@example.co.za ',
  subject: 'Booking',
  message: 'Hello',
};

describe('ContactFormSchema', () => {
  it('accepts a complete message and trims the e-mail', () => {
    expect(ContactFormSchema.parse(valid).email).toBe('thandi@example.co.za');
  });

  it.each([
    ['', true],
    ['082 555 1234', true],
    ['0825551234', true],
    ['082-555-1234', false],
    ['12345', false],
  ])('phone %j is accepted: %s', (phone, ok) => {
    const result = ContactFormSchema.safeParse({ ...valid, phone });
    expect(result.success).toBe(ok);
    if (!ok)
      expect(result.error?.flatten().fieldErrors.phone).toEqual([
        'Please enter a valid phone number (012 123 1234).',
      ]);
  });

  it('says what is wrong per field with the spec messages', () => {
    const result = ContactFormSchema.safeParse({
      name: '',
      email: 'nope',
      subject: 'x'.repeat(151),
      message: ' ',
    });
    expect(result.success).toBe(false);
    const fields = result.error?.flatten().fieldErrors;
    expect(fields?.name).toEqual(['Cannot be empty.']);
    expect(fields?.email).toEqual(['Email must be a valid email address.']);
    expect(fields?.subject).toEqual(['Subject cannot exceed 150 characters.']);
    expect(fields?.message).toEqual(['Cannot be empty.']);
  });
});
