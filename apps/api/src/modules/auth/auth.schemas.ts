import {
  emailSchema,
  LoginResultSchema,
  messages,
  PasswordSchema,
  StoredPhoneSchema,
} from '@motorwise/shared';
import { z } from 'zod';

/**
 * Request and answer schemas of the authentication calls (payload design: docs/decisions/003). Answers are
 * allowlists: a field not listed is never sent.
 *
 * Kept here rather than in @motorwise/shared for now (a colleague owns that package this week); they are
 * meant to move there so the web forms use the same rules.
 */
const name = (label: string) =>
  z
    .string({ error: messages.required() })
    .trim()
    .min(1, { error: messages.required() })
    .max(100, { error: messages.max(label, 100) });

/** Sign-in names are checked loosely: any string is an account name that may not exist. */
const username = z
  .string({ error: messages.required() })
  .trim()
  .min(1, { error: messages.required() })
  .max(254, { error: messages.max('Email', 254) });
/** A password being checked (not chosen): any string up to the maximum; the rule applies to new ones. */
const passwordToCheck = z
  .string({ error: messages.required() })
  .min(1, { error: messages.required() })
  .max(128, { error: messages.max('Password', 128) });
const code = z
  .string()
  .trim()
  .max(64, { error: messages.max('Code', 64) });
const optionalCode = code.nullish();
const optionalPhone = z
  .union([z.literal(''), StoredPhoneSchema])
  .nullish()
  .transform((v) => v || null);

export const CONFIRM_PASSWORD_MESSAGE = messages.confirmedBy('Confirm password', 'Password');
export const ACCEPT_TERMS_MESSAGE = 'Please accept the terms and conditions.';

/** A new password with its confirmation; the message sits on confirmPassword. */
const withConfirmation = <T extends z.ZodRawShape>(shape: T, field: 'password' | 'newPassword') =>
  z.object({ ...shape, confirmPassword: z.string().max(128).optional() }).refine(
    (v) => {
      const values = v as Record<string, unknown>;
      return values.confirmPassword === undefined || values.confirmPassword === values[field];
    },
    {
      error: CONFIRM_PASSWORD_MESSAGE,
      path: ['confirmPassword'],
    },
  );

export const SiteParamsSchema = z.object({ siteCode: z.string().max(40) });

export const AuthenticateSchema = z.object({
  username,
  password: passwordToCheck,
  twoFactorCode: optionalCode,
  recoveryCode: optionalCode,
});

export const ExternalAuthenticateSchema = z.object({
  provider: z.literal('google').default('google'),
  idToken: z.string().min(1, { error: messages.required() }).max(8192),
  acceptTerms: z.boolean().optional(),
  twoFactorCode: optionalCode,
  recoveryCode: optionalCode,
});

export const RegisterSchema = withConfirmation(
  {
    firstName: name('First name'),
    lastName: name('Surname'),
    email: emailSchema('Email'),
    confirmEmail: z.string().max(254).optional(),
    phoneNumber: optionalPhone,
    password: PasswordSchema,
    acceptTerms: z.boolean({ error: ACCEPT_TERMS_MESSAGE }).refine((v) => v, { error: ACCEPT_TERMS_MESSAGE }),
  },
  'password',
).refine(
  (v) => v.confirmEmail === undefined || v.confirmEmail.trim().toLowerCase() === v.email.toLowerCase(),
  {
    error: messages.confirmedBy('Confirm email', 'Email'),
    path: ['confirmEmail'],
  },
);

/** spec: refreshToken in: accessToken, refreshToken. */
export const RefreshSchema = z.object({
  accessToken: z.string().max(4096).nullish(),
  refreshToken: z.string().min(1, { error: messages.required() }).max(200),
});

/** The {params} of /account/confirm-email/{params} is the code itself; `code` and `params` are both read. */
export const ConfirmEmailSchema = z
  .object({ code: code.optional(), params: code.optional(), userId: z.string().max(64).optional() })
  .refine((v) => Boolean(v.code || v.params), { error: messages.required(), path: ['code'] });

export const EmailOnlySchema = z.object({ email: emailSchema('Email') });
export const UsernameQuerySchema = z.object({ username: emailSchema('Email') });

export const AddPasswordSchema = withConfirmation({ newPassword: PasswordSchema }, 'newPassword');
export const ChangePasswordSchema = withConfirmation(
  { currentPassword: passwordToCheck, newPassword: PasswordSchema },
  'newPassword',
);
export const ForgotPasswordConfirmSchema = withConfirmation(
  {
    email: emailSchema('Email'),
    code: code.min(1, { error: messages.required() }),
    password: PasswordSchema,
  },
  'password',
);

export const LogoutSchema = z
  .object({ refreshToken: z.string().max(200).nullish(), everywhere: z.boolean().optional() })
  .nullish()
  .transform((v) => v ?? {});

export const InviteParamsSchema = z.object({ siteCode: z.string().max(40), id: z.string().min(1).max(100) });
export const GetInviteQuerySchema = z.object({ loggedInUserId: z.string().max(64).nullish() });
export const SearchInviteSchema = z
  .object({ email: emailSchema('Email').nullish() })
  .nullish()
  .transform((v) => v ?? {});
export const ConsentInviteSchema = z
  .object({ consent: z.boolean().optional() })
  .nullish()
  .transform((v) => v ?? {});
export const InviteRegisterSchema = z
  .object({
    firstName: name('First name'),
    lastName: name('Surname'),
    email: emailSchema('Email').nullish(),
    phoneNumber: optionalPhone,
    password: PasswordSchema.nullish(),
    confirmPassword: z.string().max(128).nullish(),
    idToken: z.string().max(8192).nullish(),
    consent: z.boolean().optional(),
    acceptTerms: z.boolean({ error: ACCEPT_TERMS_MESSAGE }).refine((v) => v, { error: ACCEPT_TERMS_MESSAGE }),
  })
  .refine((v) => Boolean(v.password || v.idToken), { error: messages.required(), path: ['password'] })
  .refine((v) => !v.password || v.confirmPassword == null || v.confirmPassword === v.password, {
    error: CONFIRM_PASSWORD_MESSAGE,
    path: ['confirmPassword'],
  });

// ------------------------------------------------------------------ answers

export const TokenPairSchema = z.object({
  accessToken: z.string(),
  accessTokenExpiresUtc: z.string(),
  accessTokenExpires: z.string(),
  refreshToken: z.string(),
  refreshTokenExpiresUtc: z.string(),
  refreshTokenExpires: z.string(),
});

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

export const MessageSchema = z.object({ message: z.string() });

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

export const ProvidersSchema = z.object({
  password: z.boolean(),
  google: z.object({ enabled: z.boolean(), clientId: z.string().nullable() }),
});
