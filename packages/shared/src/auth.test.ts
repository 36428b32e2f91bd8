import { describe, expect, it } from 'vitest';
import {
  ACCEPT_TERMS_MESSAGE,
  ChangePasswordSchema,
  CONFIRM_PASSWORD_MESSAGE,
  CreateInviteSchema,
  InviteRegisterSchema,
  POLICY_MAX_LENGTH,
  POLICY_REQUIRED_MESSAGE,
  PostApplicationUserSchema,
  RegisterSchema,
} from './auth';
import { CONFIRM_EMAIL_MESSAGE } from './email';
import { PASSWORD_MESSAGE } from './password';

const fieldErrors = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = String(issue.path[0]);
    out[key] = [...(out[key] ?? []), issue.message];
  }
  return out;
};

const good = {
  firstName: 'Thandi',
  lastName: 'Nkosi',
  email: 'Thandi@Example.co.za',
  confirmEmail: 'thandi@example.co.za ',
  phoneNumber: '082 555 1234',
  password: 'Secret#2026',
  confirmPassword: 'Secret#2026',
  acceptTerms: true,
};

describe('RegisterSchema (shared by the sign-up form and POST register)', () => {
  it('accepts a good registration and stores the phone with +27', () => {
    const parsed = RegisterSchema.parse(good);
    expect(parsed.phoneNumber).toBe('+27825551234');
    expect(parsed.email).toBe('Thandi@Example.co.za');
  });

  it('lets API clients leave the confirmations and the phone out', () => {
    const { confirmEmail: _e, confirmPassword: _p, phoneNumber: _n, ...rest } = good;
    expect(RegisterSchema.safeParse(rest).success).toBe(true);
    expect(RegisterSchema.parse({ ...rest, phoneNumber: '' }).phoneNumber).toBeNull();
  });

  it.each([
    [{ firstName: ' ' }, 'firstName', 'Cannot be empty.'],
    [{ email: 'nope' }, 'email', 'Email must be a valid email address.'],
    [{ confirmEmail: '' }, 'confirmEmail', 'Cannot be empty.'],
    [{ confirmEmail: 'other@example.co.za' }, 'confirmEmail', CONFIRM_EMAIL_MESSAGE],
    [{ phoneNumber: '12345' }, 'phoneNumber', 'Please enter a valid phone number (012 123 1234).'],
    [{ password: 'password1', confirmPassword: 'password1' }, 'password', PASSWORD_MESSAGE],
    [{ confirmPassword: '' }, 'confirmPassword', 'Cannot be empty.'],
    [{ confirmPassword: 'Secret#2027' }, 'confirmPassword', CONFIRM_PASSWORD_MESSAGE],
    [{ acceptTerms: false }, 'acceptTerms', ACCEPT_TERMS_MESSAGE],
  ])('%j: %s says %j', (change, field, message) => {
    expect(fieldErrors(RegisterSchema.safeParse({ ...good, ...change }))[field]).toEqual([message]);
  });

  it('says a confirmation does not match even while another field is still wrong', () => {
    const errors = fieldErrors(
      RegisterSchema.safeParse({ ...good, firstName: '', confirmPassword: 'x', acceptTerms: false }),
    );
    expect(errors.confirmPassword).toEqual([CONFIRM_PASSWORD_MESSAGE]);
    expect(errors.firstName).toEqual(['Cannot be empty.']);
  });
});

describe('ChangePasswordSchema', () => {
  it('checks the new password with the rule and its confirmation', () => {
    const errors = fieldErrors(
      ChangePasswordSchema.safeParse({
        currentPassword: 'old',
        newPassword: 'weakpass',
        confirmPassword: 'x',
      }),
    );
    expect(errors.newPassword).toEqual([PASSWORD_MESSAGE]);
    expect(
      fieldErrors(
        ChangePasswordSchema.safeParse({
          currentPassword: 'old',
          newPassword: 'Strong#Pass1',
          confirmPassword: 'Strong#Pass2',
        }),
      ).confirmPassword,
    ).toEqual([CONFIRM_PASSWORD_MESSAGE]);
  });
});

describe('InviteRegisterSchema', () => {
  const invite = { firstName: 'Sipho', lastName: 'Dlamini', acceptTerms: true };
  it('needs a password or a Google ID token', () => {
    expect(fieldErrors(InviteRegisterSchema.safeParse(invite)).password).toEqual(['Cannot be empty.']);
    expect(InviteRegisterSchema.safeParse({ ...invite, idToken: 'x.y.z' }).success).toBe(true);
    expect(
      fieldErrors(
        InviteRegisterSchema.safeParse({ ...invite, password: 'Strong#Pass1', confirmPassword: 'no' }),
      ).confirmPassword,
    ).toEqual([CONFIRM_PASSWORD_MESSAGE]);
  });
});

describe('PostApplicationUserSchema (profile)', () => {
  it('stores the phone with +27 and asks for a business name when business details are on', () => {
    expect(
      PostApplicationUserSchema.parse({ firstName: 'A', lastName: 'B', phoneNumber: '082 555 1234' })
        .phoneNumber,
    ).toBe('+27825551234');
    expect(
      fieldErrors(
        PostApplicationUserSchema.safeParse({
          firstName: 'A',
          lastName: 'B',
          phoneNumber: '0825551234',
          isForBusiness: true,
          businessName: '',
        }),
      ).businessName,
    ).toEqual(['Cannot be empty.']);
  });
});

describe('CreateInviteSchema (the invite form and POST /api/user/invites)', () => {
  const branchId = '0b6f3f0e-6a3c-4b8e-9d55-3f1f4f0a2c11';

  it('needs only the e-mail; empty names and phone become null', () => {
    expect(CreateInviteSchema.parse({ email: ' sipho@fleetco.co.za ' })).toEqual({
      email: 'sipho@fleetco.co.za',
      firstName: null,
      lastName: null,
      phoneNumber: null,
      policy: null,
    });
    expect(
      CreateInviteSchema.parse({ email: 'a@b.co.za', firstName: ' ', lastName: '', phoneNumber: '' }),
    ).toMatchObject({ firstName: null, lastName: null, phoneNumber: null });
  });

  it('stores the phone with +27 and keeps the branch', () => {
    const parsed = CreateInviteSchema.parse({
      email: 'sipho@fleetco.co.za',
      firstName: 'Sipho',
      lastName: 'Dlamini',
      phoneNumber: '082 555 0188',
      organizationBranchId: branchId,
    });
    expect(parsed).toMatchObject({ phoneNumber: '+27825550188', organizationBranchId: branchId });
  });

  it('says what is wrong with each field', () => {
    const errors = fieldErrors(
      CreateInviteSchema.safeParse({
        email: 'not-an-email',
        firstName: 'x'.repeat(101),
        phoneNumber: '12345',
        organizationBranchId: 'branch-1',
      }),
    );
    expect(Object.keys(errors).sort()).toEqual(['email', 'firstName', 'organizationBranchId', 'phoneNumber']);
    expect(errors.firstName).toEqual(['First name cannot exceed 100 characters.']);
    expect(CreateInviteSchema.safeParse({}).success).toBe(false);
  });

  it('asks for the policy text when the invite needs consent', () => {
    expect(
      fieldErrors(CreateInviteSchema.safeParse({ email: 'a@b.co.za', requiresConsent: true, policy: ' ' })),
    ).toEqual({ policy: [POLICY_REQUIRED_MESSAGE] });
    expect(
      CreateInviteSchema.parse({ email: 'a@b.co.za', requiresConsent: true, policy: ' Fleet policy ' }),
    ).toMatchObject({ requiresConsent: true, policy: 'Fleet policy' });
    expect(
      fieldErrors(
        CreateInviteSchema.safeParse({
          email: 'a@b.co.za',
          requiresConsent: true,
          policy: 'x'.repeat(POLICY_MAX_LENGTH + 1),
        }),
      ),
    ).toEqual({ policy: [`Policy cannot exceed ${POLICY_MAX_LENGTH} characters.`] });
    // Without consent a policy is not needed.
    expect(CreateInviteSchema.safeParse({ email: 'a@b.co.za', requiresConsent: false }).success).toBe(true);
  });
});
