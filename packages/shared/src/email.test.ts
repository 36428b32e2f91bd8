import { describe, expect, it } from 'vitest';
import {
  CONFIRM_EMAIL_MESSAGE,
  EmailSchema,
  emailSchema,
  emailsMatch,
  guestLinkEmail,
  guestLinkOpens,
  normalizeEmail,
} from './email';

describe('EmailSchema', () => {
  it('trims and keeps the casing', () => {
    expect(EmailSchema.parse('  Thandi@Example.co.za ')).toBe('Thandi@Example.co.za');
  });

  it.each([
    ['', 'Cannot be empty.'],
    ['   ', 'Cannot be empty.'],
    ['thandi@', 'Email must be a valid email address.'],
    ['thandi example.co.za', 'Email must be a valid email address.'],
    [`${'a'.repeat(250)}@x.za`, 'Email cannot exceed 254 characters.'],
  ])('%j -> %j', (value, message) => {
    expect(EmailSchema.safeParse(value).error?.issues[0]?.message).toBe(message);
  });

  it('fills the field label into the message', () => {
    expect(emailSchema('Confirm email').safeParse('x').error?.issues[0]?.message).toBe(
      'Confirm email must be a valid email address.',
    );
  });
});

describe('comparison helpers', () => {
  it.each([
    [' Thandi@Example.CO.ZA ', 'thandi@example.co.za', true],
    ['thandi@example.co.za', 'thandi@example.com', false],
  ])('%j vs %j -> %s', (a, b, same) => {
    expect(emailsMatch(a, b)).toBe(same);
    expect(normalizeEmail(a) === normalizeEmail(b)).toBe(same);
  });

  it('has the confirmedBy message for confirm e-mail', () => {
    expect(CONFIRM_EMAIL_MESSAGE).toBe('Confirm email must match Email.');
  });
});

describe('the guest e-mail link', () => {
  const guest = { madeAsGuest: true, email: 'Thandi@Example.co.za' };
  const signedIn = { madeAsGuest: false, email: 'Thandi@Example.co.za' };

  it("opens a guest's request with its address, in any casing", () => {
    expect(guestLinkOpens(guest, ' thandi@example.CO.ZA ')).toBe(true);
    expect(guestLinkOpens(guest, 'someone@example.co.za')).toBe(false);
    expect(guestLinkOpens(guest, '')).toBe(false);
    expect(guestLinkOpens(guest, null)).toBe(false);
  });

  it("never opens a signed-in customer's or a branch's request, even with the right address", () => {
    expect(guestLinkOpens(signedIn, 'thandi@example.co.za')).toBe(false);
  });

  it("puts the address in a guest's links only", () => {
    expect(guestLinkEmail(guest)).toBe('Thandi@Example.co.za');
    expect(guestLinkEmail(signedIn)).toBeNull();
  });
});
