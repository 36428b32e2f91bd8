import { z } from 'zod';
import { emailSchema } from './email';
import { messages } from './messages';
import { StoredPhoneSchema } from './phone';

/**
 * The bodies, query strings and path parameters of the sign-in, invite and admin calls that no web form
 * resolves with (the forms' schemas are in auth.ts): shared so the contract names them and the web's
 * calls are typed by them (decision 056).
 */

/** The {siteCode} of /api/sites/{siteCode}/authentication/... */
export const SiteParamsSchema = z.object({ siteCode: z.string().max(40) });
/** An {id} that is a uuid (a user, a kept mail). */
export const UuidParamsSchema = z.object({ id: z.uuid() });

const authCode = z
  .string()
  .trim()
  .max(64, { error: messages.max('Code', 64) });
const optionalAuthCode = authCode.nullish();

/** POST .../externalauthenticate: a Google ID token (and a two-factor code when asked). */
export const ExternalAuthenticateSchema = z.object({
  provider: z.literal('google').default('google'),
  idToken: z.string().min(1, { error: messages.required() }).max(8192),
  acceptTerms: z.boolean().optional(),
  twoFactorCode: optionalAuthCode,
  recoveryCode: optionalAuthCode,
});
export type ExternalAuthenticate = z.input<typeof ExternalAuthenticateSchema>;

/** POST .../refreshToken (spec: refreshToken in: accessToken, refreshToken). */
export const RefreshSchema = z.object({
  accessToken: z.string().max(4096).nullish(),
  refreshToken: z.string().min(1, { error: messages.required() }).max(200),
});
export type Refresh = z.input<typeof RefreshSchema>;

/**
 * POST .../confirmemail. The {params} of /account/confirm-email/{params} is the code itself; `code` and
 * `params` are both read.
 */
export const ConfirmEmailSchema = z
  .object({ code: authCode.optional(), params: authCode.optional(), userId: z.string().max(64).optional() })
  .refine((v) => Boolean(v.code || v.params), { error: messages.required(), path: ['code'] });
export type ConfirmEmail = z.input<typeof ConfirmEmailSchema>;

/** POST .../logout: this session (its refresh token) or every one; a call without a body is an empty one. */
export const LogoutSchema = z
  .object({ refreshToken: z.string().max(200).nullish(), everywhere: z.boolean().optional() })
  .nullish()
  .transform((v) => v ?? {});
export type Logout = z.input<typeof LogoutSchema>;

const adminText = (label: string, max = 100) =>
  z
    .string({ error: messages.required() })
    .trim()
    .min(1, { error: messages.required() })
    .max(max, { error: messages.max(label, max) });

/** POST /api/admin/users (administrators). */
export const AdminCreateUserSchema = z.object({
  email: emailSchema('Email'),
  firstName: adminText('First name'),
  lastName: adminText('Surname'),
  phoneNumber: z
    .union([z.literal(''), StoredPhoneSchema])
    .nullish()
    .transform((v) => v || null),
  organizationBranchId: z.uuid().nullish(),
});
export type AdminCreateUser = z.input<typeof AdminCreateUserSchema>;

/** POST /api/admin/users/{id}/disable. */
export const AdminDisableSchema = z.object({ disabled: z.boolean() });
export type AdminDisable = z.infer<typeof AdminDisableSchema>;

// ------------------------------------------------------------------ invites

/** GET getInvite/{id}: the signed-in user the web believes it is, if any. */
export const GetInviteQuerySchema = z.object({ loggedInUserId: z.string().max(64).nullish() });
export type GetInviteQuery = z.input<typeof GetInviteQuerySchema>;

/** POST searchInvite: the address whose open invites to find (a call without a body is an empty one). */
export const SearchInviteSchema = z
  .object({ email: emailSchema('Email').nullish() })
  .nullish()
  .transform((v) => v ?? {});
export type SearchInvite = z.input<typeof SearchInviteSchema>;

/** POST consentInvite/{id}: the person's consent (a call without a body is an empty one). */
export const ConsentInviteSchema = z
  .object({ consent: z.boolean().optional() })
  .nullish()
  .transform((v) => v ?? {});
export type ConsentInvite = z.input<typeof ConsentInviteSchema>;
