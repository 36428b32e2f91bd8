import { describe, expect, it } from 'vitest';
import { ContactFormSchema } from './contact';

describe('ContactFormSchema', () => {
  it('accepts a complete message and trims the e-mail', () => {
    const parsed = ContactFormSchema.parse({
      name: 'Thandi Nkosi',
      email: '  thandi@example.co.za ',
      subject: 'Booking',
      message: 'Hello',
    });
    expect(parsed.email).toBe('thandi@example.co.za');
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
