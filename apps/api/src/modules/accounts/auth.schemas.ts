import { messages } from '@motorwise/shared';
import { z } from 'zod';

/**
 * Schemas of the authentication calls that only the server needs (payload design: docs/decisions/003).
 * The request schemas the web forms share (authenticate, register, reset, change password, invite
 * registration) and the answers live in @motorwise/shared (packages/shared/src/auth.ts), so the form and
 * the server cannot disagree; they are re-exported here for the routes.
 */
export {
  AddPasswordSchema,
  AuthenticateSchema,
  ChangePasswordSchema,
  EmailOnlySchema,
  ForgotPasswordConfirmSchema,
  ForgotPasswordSchema as UsernameQuerySchema,
  LoginAnswerSchema,
  ProvidersSchema,
  RegisterSchema,
  TokenPairSchema,
} from '@motorwise/shared';

const code = z
  .string()
  .trim()
  .max(64, { error: messages.max('Code', 64) });
const optionalCode = code.nullish();

export const SiteParamsSchema = z.object({ siteCode: z.string().max(40) });

export const ExternalAuthenticateSchema = z.object({
  provider: z.literal('google').default('google'),
  idToken: z.string().min(1, { error: messages.required() }).max(8192),
  acceptTerms: z.boolean().optional(),
  twoFactorCode: optionalCode,
  recoveryCode: optionalCode,
});

/** spec: refreshToken in: accessToken, refreshToken. */
export const RefreshSchema = z.object({
  accessToken: z.string().max(4096).nullish(),
  refreshToken: z.string().min(1, { error: messages.required() }).max(200),
});

/** The {params} of /account/confirm-email/{params} is the code itself; `code` and `params` are both read. */
export const ConfirmEmailSchema = z
  .object({ code: code.optional(), params: code.optional(), userId: z.string().max(64).optional() })
  .refine((v) => Boolean(v.code || v.params), { error: messages.required(), path: ['code'] });

export const LogoutSchema = z
  .object({ refreshToken: z.string().max(200).nullish(), everywhere: z.boolean().optional() })
  .nullish()
  .transform((v) => v ?? {});

export { MessageSchema } from '@motorwise/shared';
