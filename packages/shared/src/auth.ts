import { z } from 'zod';
import { PostalCodeSchema } from './address';
import { CONFIRM_EMAIL_MESSAGE, EMAIL_MAX_LENGTH, emailSchema, normalizeEmail } from './email';
import { messages } from './messages';
import { ProgrammeSchema } from './partner-programmes';
import { PASSWORD_MAX_LENGTH, PasswordSchema } from './password';
import { PHONE_PATTERN, StoredPhoneSchema, toStoredPhone } from './phone';
import { LoginResultSchema } from './statuses';

/**
 * Accounts and sign-in: the request schemas the API routes validate with and the web forms resolve with
 * (one schema, so the form and the server say the same thing), and the answers' shapes.
 * Payload design: docs/decisions/003-authentication.md.
 */

export const NAME_MAX_LENGTH = 100;
/** spec: confirmedBy, '{field} must match {target}.' */
export const CONFIRM_PASSWORD_MESSAGE = messages.confirmedBy('Confirm password', 'Password');
export const ACCEPT_TERMS_MESSAGE = 'Please accept the terms and conditions.';
export const CONSENT_REQUIRED_MESSAGE = 'Please give your consent to continue.';

/**
 * Characters a name never holds and that change how the text around it reads: C0 and C1 controls (NUL,
 * line breaks, escape) and the bidirectional marks, embeddings, overrides and isolates (U+061C, U+200E,
 * U+200F, U+202A-U+202E, U+2066-U+2069). 'Fleet\u202Edtl' shows as 'Fleetltd' in a mail or on an invoice.
 * Uploads take them out of file names; in names they are refused (issue 20 item 9).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const HIDDEN_IN_NAMES = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
export const nameCharactersMessage = (label: string) =>
  `${label} cannot contain control or text-direction characters.`;
/** Whether a name is free of HIDDEN_IN_NAMES. */
export const isPlainName = (value: string) => !HIDDEN_IN_NAMES.test(value);

/** A first name or surname: required, trimmed, at most 100 characters, no hidden characters. */
export const personName = (label: string) =>
  z
    .string({ error: messages.required() })
    .trim()
    .min(1, { error: messages.required() })
    .max(NAME_MAX_LENGTH, { error: messages.max(label, NAME_MAX_LENGTH) })
    .refine(isPlainName, { error: nameCharactersMessage(label) });

/** Sign-in names are checked loosely: any string is an account name that may not exist. */
const username = z
  .string({ error: messages.required() })
  .trim()
  .min(1, { error: messages.required() })
  .max(EMAIL_MAX_LENGTH, { error: messages.max('Email', EMAIL_MAX_LENGTH) });

/** A password being checked (not chosen): any string up to the maximum; the rule applies to new ones. */
const passwordToCheck = z
  .string({ error: messages.required() })
  .min(1, { error: messages.required() })
  .max(PASSWORD_MAX_LENGTH, { error: messages.max('Password', PASSWORD_MAX_LENGTH) });

const code = z
  .string()
  .trim()
  .max(64, { error: messages.max('Code', 64) });
const optionalCode = code.nullish();

/** An optional phone: '' or absent is "none"; otherwise one of the spec's formats, stored as +27... */
const optionalPhone = z
  .string()
  .trim()
  .refine((v) => v === '' || PHONE_PATTERN.test(v), { error: messages.phone() })
  .nullish()
  .transform((v) => (v ? toStoredPhone(v) : null));

const acceptTerms = z
  .boolean({ error: ACCEPT_TERMS_MESSAGE })
  .refine((v) => v, { error: ACCEPT_TERMS_MESSAGE });

/** An optional confirmation field: API clients may leave it out; a form always sends it. */
const confirmation = (max: number) => z.string().max(max).optional();

type Issue = { path?: readonly PropertyKey[] | undefined };
/** Runs a cross-field check as soon as the fields it compares are valid, whatever the rest of the form says. */
export const whenValid =
  (...fields: string[]) =>
  (payload: { value: unknown; issues: readonly Issue[] }) =>
    // Only on an object: a body of null or a list must fail on its shape, not crash the check.
    typeof payload.value === 'object' &&
    payload.value !== null &&
    !Array.isArray(payload.value) &&
    !payload.issues.some((issue) => fields.includes(String(issue.path?.[0])));

type Values = Record<string, unknown>;

/** A sent but empty confirmation says "Cannot be empty."; a different one says "... must match ...". */
function confirmationChecks<T extends z.ZodType<Values>>(
  schema: T,
  field: string,
  confirmField: string,
  message: string,
  same: (a: string, b: string) => boolean = (a, b) => a === b,
) {
  return schema
    .refine(
      (v) => {
        const c = (v as Values)[confirmField];
        return typeof c !== 'string' || c.trim() !== '';
      },
      { error: messages.required(), path: [confirmField], when: whenValid(confirmField) },
    )
    .refine(
      (v) => {
        const values = v as Values;
        const c = values[confirmField];
        const original = values[field];
        if (typeof c !== 'string' || c.trim() === '') return true;
        return typeof original === 'string' && same(c, original);
      },
      { error: message, path: [confirmField], when: whenValid(field, confirmField) },
    );
}

// ------------------------------------------------------------------ sign-in

/** POST authenticate. One call: 6 is answered until a valid second factor comes with the password. */
export const AuthenticateSchema = z.object({
  username,
  password: passwordToCheck,
  twoFactorCode: optionalCode,
  recoveryCode: optionalCode,
});
export type Authenticate = z.infer<typeof AuthenticateSchema>;

/** POST register (spec part 2, section 5: the password rule and the confirmedBy messages). */
export const RegisterSchema = confirmationChecks(
  confirmationChecks(
    z.object({
      firstName: personName('First name'),
      lastName: personName('Surname'),
      email: emailSchema('Email'),
      confirmEmail: confirmation(EMAIL_MAX_LENGTH),
      phoneNumber: optionalPhone,
      password: PasswordSchema,
      confirmPassword: confirmation(PASSWORD_MAX_LENGTH),
      acceptTerms,
    }),
    'password',
    'confirmPassword',
    CONFIRM_PASSWORD_MESSAGE,
  ),
  'email',
  'confirmEmail',
  CONFIRM_EMAIL_MESSAGE,
  (a, b) => normalizeEmail(a) === normalizeEmail(b),
);
export type Register = z.infer<typeof RegisterSchema>;
export type RegisterInput = z.input<typeof RegisterSchema>;

/** POST resendconfirmation. */
export const EmailOnlySchema = z.object({ email: emailSchema('Email') });
export type EmailOnly = z.infer<typeof EmailOnlySchema>;

/** GET forgotpassword?username=. */
export const ForgotPasswordSchema = z.object({ username: emailSchema('Email') });
export type ForgotPassword = z.infer<typeof ForgotPasswordSchema>;

/** POST forgotpasswordconfirm (the link is /account/forgot-password-confirm/{email}/{code}). */
export const ForgotPasswordConfirmSchema = confirmationChecks(
  z.object({
    email: emailSchema('Email'),
    code: code.min(1, { error: messages.required() }),
    password: PasswordSchema,
    confirmPassword: confirmation(PASSWORD_MAX_LENGTH),
  }),
  'password',
  'confirmPassword',
  CONFIRM_PASSWORD_MESSAGE,
);
export type ForgotPasswordConfirm = z.infer<typeof ForgotPasswordConfirmSchema>;
export type ForgotPasswordConfirmInput = z.input<typeof ForgotPasswordConfirmSchema>;

/** POST addpassword (an account made by invite or Google that has no password yet). */
export const AddPasswordSchema = confirmationChecks(
  z.object({ newPassword: PasswordSchema, confirmPassword: confirmation(PASSWORD_MAX_LENGTH) }),
  'newPassword',
  'confirmPassword',
  CONFIRM_PASSWORD_MESSAGE,
);
export type AddPassword = z.infer<typeof AddPasswordSchema>;
export type AddPasswordInput = z.input<typeof AddPasswordSchema>;

/** POST changepassword. */
export const ChangePasswordSchema = confirmationChecks(
  z.object({
    currentPassword: passwordToCheck,
    newPassword: PasswordSchema,
    confirmPassword: confirmation(PASSWORD_MAX_LENGTH),
  }),
  'newPassword',
  'confirmPassword',
  CONFIRM_PASSWORD_MESSAGE,
);
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;
export type ChangePasswordInput = z.input<typeof ChangePasswordSchema>;

// ------------------------------------------------------------------ invites

/** POST inviteRegister/{id}: a new person accepts an invite with a password (or a Google ID token). */
export const InviteRegisterSchema = z
  .object({
    firstName: personName('First name'),
    lastName: personName('Surname'),
    email: emailSchema('Email').nullish(),
    phoneNumber: optionalPhone,
    password: PasswordSchema.nullish(),
    confirmPassword: z.string().max(PASSWORD_MAX_LENGTH).nullish(),
    idToken: z.string().max(8192).nullish(),
    consent: z.boolean().optional(),
    acceptTerms,
  })
  .refine((v) => Boolean(v.password || v.idToken), {
    error: messages.required(),
    path: ['password'],
    when: whenValid('password', 'idToken'),
  })
  .refine((v) => !v.password || v.confirmPassword == null || v.confirmPassword.trim() !== '', {
    error: messages.required(),
    path: ['confirmPassword'],
    when: whenValid('password', 'confirmPassword'),
  })
  .refine(
    (v) =>
      !v.password ||
      v.confirmPassword == null ||
      v.confirmPassword.trim() === '' ||
      v.confirmPassword === v.password,
    {
      error: CONFIRM_PASSWORD_MESSAGE,
      path: ['confirmPassword'],
      when: whenValid('password', 'confirmPassword'),
    },
  );
export type InviteRegister = z.infer<typeof InviteRegisterSchema>;
export type InviteRegisterInput = z.input<typeof InviteRegisterSchema>;

// ------------------------------------------------------------------ profile and account

export const requiredText = (label: string, max = 100) =>
  z
    .string({ error: messages.required() })
    .trim()
    .min(1, { error: messages.required() })
    .max(max, { error: messages.max(label, max) });
export const optionalText = (label: string, max = 100) =>
  z
    .string()
    .trim()
    .max(max, { error: messages.max(label, max) })
    .nullish()
    .transform((v) => v || null);
/** A required name (of a person, business, organisation, branch): requiredText without hidden characters. */
export const requiredName = (label: string, max = 100) =>
  requiredText(label, max).refine(isPlainName, { error: nameCharactersMessage(label) });
/** An optional name: optionalText without hidden characters. */
export const optionalName = (label: string, max = 100) =>
  z
    .string()
    .trim()
    .max(max, { error: messages.max(label, max) })
    .refine(isPlainName, { error: nameCharactersMessage(label) })
    .nullish()
    .transform((v) => v || null);

/** A complete business address (spec step 4: "complete business address required"). */
export const AddressInputSchema = z.object({
  name: optionalText('Name'),
  streetNumber: requiredText('Street number', 20),
  streetName: requiredText('Street name'),
  suburb: requiredText('Suburb'),
  town: optionalText('Town'),
  city: requiredText('City'),
  province: requiredText('Province'),
  country: requiredText('Country').default('South Africa'),
  postalCode: PostalCodeSchema,
  lat: z.number().min(-90).max(90).nullish(),
  lng: z.number().min(-180).max(180).nullish(),
});
export type AddressInput = z.infer<typeof AddressInputSchema>;

export const PROFILE_LIMITS = { businessName: 150, businessRegistrationNumber: 50, businessTaxNumber: 50 };

/** POST /api/User/PostApplicationUser: names, phone (stored +27...), and the optional business details. */
export const PostApplicationUserSchema = z
  .object({
    id: z.string().max(64).nullish(),
    firstName: requiredName('First name'),
    lastName: requiredName('Surname'),
    /** Read only: the e-mail is the sign-in name. Sent back as loaded, or left out. */
    email: emailSchema('Email').nullish(),
    phoneNumber: StoredPhoneSchema.nullish(),
    phone: StoredPhoneSchema.nullish(),
    isForBusiness: z.boolean().nullish(),
    businessName: optionalName('Business name', PROFILE_LIMITS.businessName),
    businessRegistrationNumber: optionalText(
      'Registration number',
      PROFILE_LIMITS.businessRegistrationNumber,
    ),
    businessTaxNumber: optionalText('VAT number', PROFILE_LIMITS.businessTaxNumber),
    businessAddress: AddressInputSchema.nullish(),
  })
  .refine((v) => Boolean(v.phoneNumber || v.phone), {
    error: messages.required(),
    path: ['phoneNumber'],
    when: whenValid('phoneNumber', 'phone'),
  })
  .refine(
    (v) =>
      v.isForBusiness === false ||
      Boolean(v.businessName) ||
      !(v.businessAddress || v.businessRegistrationNumber || v.businessTaxNumber || v.isForBusiness),
    { error: messages.required(), path: ['businessName'], when: whenValid('businessName') },
  );
export type PostApplicationUser = z.infer<typeof PostApplicationUserSchema>;
export type PostApplicationUserInput = z.input<typeof PostApplicationUserSchema>;

/** POST /api/user/twoFactor/confirm: the 6-digit code that proves the authenticator app is set up. */
export const TwoFactorCodeSchema = z.object({
  code: z.string().trim().min(1, { error: messages.required() }).max(20),
});

/**
 * Turning two-factor off, renewing recovery codes and deleting the account ask again: the password (if the
 * account has one) and, when two-factor is on, a code or a recovery code.
 */
export const ReauthSchema = z.object({
  password: z.string().max(PASSWORD_MAX_LENGTH).nullish(),
  twoFactorCode: z.string().trim().max(20).nullish(),
  recoveryCode: z.string().trim().max(30).nullish(),
});
export type Reauth = z.infer<typeof ReauthSchema>;

/**
 * POST /api/user/twoFactor/disable and /recoveryCodes: the body (ReauthSchema). A call without a body is
 * read as an empty one (decision 056: a body the caller may leave out).
 */
export const ReauthBodySchema = ReauthSchema.nullish().transform((v) => v ?? {});
export type ReauthBody = z.input<typeof ReauthBodySchema>;

/**
 * DELETE /api/user/account: asks again (ReauthSchema) and for the person's confirmation. A call without a
 * body is read as an empty one (the rules then say what is missing).
 */
export const DeleteAccountSchema = ReauthSchema.extend({ confirm: z.boolean().optional() })
  .nullish()
  .transform((v) => v ?? {});
export type DeleteAccount = z.input<typeof DeleteAccountSchema>;

/** POST /api/user/upsertOrganizationBranch. */
export const UpsertBranchSchema = z
  .object({ organizationBranchId: z.uuid().optional(), id: z.uuid().optional() })
  .refine((v) => Boolean(v.organizationBranchId || v.id), {
    error: messages.required(),
    path: ['organizationBranchId'],
  });
export type UpsertBranch = z.infer<typeof UpsertBranchSchema>;

// ------------------------------------------------------------------ sending invites

export const POLICY_MAX_LENGTH = 4000;
export const POLICY_REQUIRED_MESSAGE = 'Please enter the policy the person must consent to.';

/**
 * POST /api/user/invites: an organisation user invites a colleague into a branch of their organisation
 * (the current branch when none is chosen); an administrator may name an organisation or a workshop
 * instead. Names and phone are optional (the invitee completes them); an invite that asks for consent
 * carries the policy text the invitee reads first.
 */
export const CreateInviteSchema = z
  .object({
    email: emailSchema('Email'),
    firstName: optionalName('First name', NAME_MAX_LENGTH),
    lastName: optionalName('Surname', NAME_MAX_LENGTH),
    phoneNumber: optionalPhone,
    organizationBranchId: z.uuid().nullish(),
    organizationId: z.uuid().nullish(),
    workshopId: z.uuid().nullish(),
    requiresConsent: z.boolean().optional(),
    policy: optionalText('Policy', POLICY_MAX_LENGTH),
  })
  .refine((v) => !v.requiresConsent || Boolean(v.policy), {
    error: POLICY_REQUIRED_MESSAGE,
    path: ['policy'],
    when: whenValid('requiresConsent', 'policy'),
  });
export type CreateInvite = z.infer<typeof CreateInviteSchema>;
export type CreateInviteInput = z.input<typeof CreateInviteSchema>;

/** POST /api/user/invites answers 201 with the invite's id, the address it went to and its expiry. */
export const CreatedInviteSchema = z.object({ id: z.string(), email: z.string(), expiresUtc: z.string() });
export type CreatedInvite = z.infer<typeof CreatedInviteSchema>;

// ------------------------------------------------------------------ answers

/** spec: the refreshToken call's answer; also the tokens of every sign-in. */
export const TokenPairSchema = z.object({
  accessToken: z.string(),
  accessTokenExpiresUtc: z.string(),
  accessTokenExpires: z.string(),
  refreshToken: z.string(),
  refreshTokenExpiresUtc: z.string(),
  refreshTokenExpires: z.string(),
});
export type TokenPair = z.infer<typeof TokenPairSchema>;

/** authenticate, externalauthenticate and inviteRegister: a failed sign-in is a result code, not an error. */
export const LoginAnswerSchema = z.object({
  result: LoginResultSchema,
  message: z.string(),
  tokens: TokenPairSchema.nullable(),
  user: z
    .object({
      id: z.string(),
      email: z.string(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
    })
    .nullable(),
});
export type LoginAnswer = z.infer<typeof LoginAnswerSchema>;

/** GET providers: the web shows the Google button only when it is enabled. */
export const ProvidersSchema = z.object({
  password: z.boolean(),
  google: z.object({ enabled: z.boolean(), clientId: z.string().nullable() }),
});
export type Providers = z.infer<typeof ProvidersSchema>;

/** spec: the Invite entity, plus the organisation and branch names and the expiry. */
export const InviteViewSchema = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  emailReadonly: z.boolean(),
  phoneNumber: z.string().nullable(),
  phoneNumberReadonly: z.boolean(),
  invalidInvite: z.boolean(),
  invalidInviteError: z.string().nullable(),
  requiresLogin: z.boolean(),
  hasPasswordLogin: z.boolean(),
  hasGoogleLogin: z.boolean(),
  requiresConsent: z.boolean(),
  policy: z.string().nullable(),
  organizationName: z.string().nullable(),
  branchName: z.string().nullable(),
  expiresUtc: z.string().nullable(),
});
export type InviteView = z.infer<typeof InviteViewSchema>;

/**
 * POST searchInvite's answer: a guest's open invites are mailed again (the answer says no more than that);
 * a signed-in person asking for their own address gets them back with fresh codes to open.
 */
export const SearchInviteAnswerSchema = z.object({
  message: z.string(),
  invites: z.array(
    z.object({
      inviteId: z.string(),
      organizationName: z.string().nullable(),
      branchName: z.string().nullable(),
      expiresUtc: z.string(),
    }),
  ),
});
export type SearchInviteAnswer = z.infer<typeof SearchInviteAnswerSchema>;

/** spec: the Address entity. */
export const AddressSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  isActive: z.boolean(),
  streetNumber: z.string().nullable(),
  streetName: z.string().nullable(),
  suburb: z.string().nullable(),
  town: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  country: z.string(),
  postalCode: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  dateCreated: z.string(),
  isOrganization: z.boolean(),
});
export type Address = z.infer<typeof AddressSchema>;

const OrganisationBranchSchema = z.object({
  id: z.string(),
  branchName: z.string(),
  address: AddressSchema.nullable(),
});

/** spec: Organisation: authUser (with organizationBranchId) and organizationBranches (id, branchName, address). */
export const OrganisationSchema = z.object({
  id: z.string(),
  name: z.string(),
  registrationNumber: z.string().nullable(),
  taxNumber: z.string().nullable(),
  kind: z.string(),
  /** The signed-in member and their current branch. */
  authUser: z.object({
    id: z.string(),
    email: z.string(),
    organizationBranchId: z.string().nullable(),
    /** decision 038: admins manage the organisation's staff, details and branches. */
    role: z.enum(['admin', 'member']),
  }),
  /** The branches the member may work in (the branch picker's): an admin every branch, a member theirs. */
  organizationBranches: z.array(OrganisationBranchSchema),
  /** Every branch of the organisation (issue 19 item 7): share targets, invites, the admin's branch list. */
  allOrganizationBranches: z.array(OrganisationBranchSchema),
  /**
   * The partner programmes the organisation is in, with the quote types each allows (decision 060): the
   * request wizard hands them to offeredQuoteTypes, as the API does on submit.
   */
  programmes: z.array(ProgrammeSchema),
});
export type Organisation = z.infer<typeof OrganisationSchema>;

/** GET /api/user/GetApplicationUser: the spec's application user plus the roles the server decided. */
export const ApplicationUserSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  /** Stored form '+27825551234' (spec: "phoneNumber or phone"; both carry it). */
  phoneNumber: z.string().nullable(),
  phone: z.string().nullable(),
  /** The number without the +27 prefix: '825551234'. */
  phoneWithoutPrefix: z.string().nullable(),
  /** As a person reads and types it: '082 555 1234'. */
  phoneDisplay: z.string().nullable(),
  businessName: z.string().nullable(),
  businessRegistrationNumber: z.string().nullable(),
  businessTaxNumber: z.string().nullable(),
  businessAddress: AddressSchema.nullable(),
  organization: OrganisationSchema.nullable(),
  /** spec part 1, section 6: the lower-cased e-mail compared with the configured list, on the server. */
  isAdmin: z.boolean(),
  isOrganisationUser: z.boolean(),
  isWorkshopUser: z.boolean(),
  workshopIds: z.array(z.string()),
  emailConfirmed: z.boolean(),
  hasPassword: z.boolean(),
  hasGoogleLogin: z.boolean(),
  twoFactorEnabled: z.boolean(),
  termsAcceptedUtc: z.string().nullable(),
  dateCreatedUtc: z.string(),
});
export type ApplicationUser = z.infer<typeof ApplicationUserSchema>;

/** GET /api/user/twoFactor. */
export const TwoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledUtc: z.string().nullable(),
  recoveryCodesLeft: z.number(),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatusSchema>;

/** POST /api/user/twoFactor/enrol: the pending secret, its otpauth URI and a QR code as a data URL. */
export const TwoFactorEnrolmentSchema = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  qrCodeDataUrl: z.string(),
});
export type TwoFactorEnrolment = z.infer<typeof TwoFactorEnrolmentSchema>;

/** POST /api/user/twoFactor/recoveryCodes: new codes, shown once. */
export const RecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
/** POST /api/user/twoFactor/confirm: the first recovery codes and a sentence. */
export const TwoFactorConfirmedSchema = RecoveryCodesSchema.extend({ message: z.string() });
export type TwoFactorConfirmed = z.infer<typeof TwoFactorConfirmedSchema>;

/** POST .../register: 201 { result: 2, message } whether or not the address was taken. */
export const RegisterAnswerSchema = z.object({ result: LoginAnswerSchema.shape.result, message: z.string() });
export type RegisterAnswer = z.infer<typeof RegisterAnswerSchema>;

/** POST .../changepassword: every other session ends; this one goes on with a fresh token pair. */
export const PasswordChangedSchema = z.object({ message: z.string(), tokens: TokenPairSchema });
export type PasswordChanged = z.infer<typeof PasswordChangedSchema>;

/** POST /api/admin/users (administrators): 201 with the new account's id and e-mail. */
export const AdminCreatedUserSchema = z.object({ id: z.string(), email: z.string() });
export type AdminCreatedUser = z.infer<typeof AdminCreatedUserSchema>;
