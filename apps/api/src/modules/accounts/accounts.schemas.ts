import { emailSchema, messages, StoredPhoneSchema } from '@motorwise/shared';
import { z } from 'zod';

/**
 * Profile and account schemas. The profile (PostApplicationUser with its business address), the invite
 * request, the answers and the two-factor and re-authentication bodies live in @motorwise/shared
 * (packages/shared/src/auth.ts), shared with the web's account forms; re-exported here for the routes.
 */
export {
  ApplicationUserSchema,
  PostApplicationUserSchema,
  TwoFactorCodeSchema as CodeSchema,
} from '@motorwise/shared';

import { ReauthSchema as SharedReauthSchema } from '@motorwise/shared';

const text = (label: string, max = 100) =>
  z
    .string({ error: messages.required() })
    .trim()
    .min(1, { error: messages.required() })
    .max(max, { error: messages.max(label, max) });

export const ReauthSchema = SharedReauthSchema.nullish().transform((v) => v ?? {});

export const AdminCreateUserSchema = z.object({
  email: emailSchema('Email'),
  firstName: text('First name'),
  lastName: text('Surname'),
  phoneNumber: z
    .union([z.literal(''), StoredPhoneSchema])
    .nullish()
    .transform((v) => v || null),
  organizationBranchId: z.uuid().nullish(),
});

export const AdminDisableSchema = z.object({ disabled: z.boolean() });
export const IdParamsSchema = z.object({ id: z.uuid() });
