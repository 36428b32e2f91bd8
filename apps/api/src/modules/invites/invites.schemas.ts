import { emailSchema } from '@motorwise/shared';
import { z } from 'zod';

export {
  CreatedInviteSchema,
  CreateInviteSchema,
  InviteRegisterSchema,
  InviteViewSchema,
  SearchInviteAnswerSchema,
} from '@motorwise/shared';

/** The {id} of /account/invite/{id} is the invite's secret code. */
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
