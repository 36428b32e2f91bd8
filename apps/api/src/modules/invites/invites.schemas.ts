import { z } from 'zod';

export {
  ConsentInviteSchema,
  CreatedInviteSchema,
  CreateInviteSchema,
  GetInviteQuerySchema,
  InviteRegisterSchema,
  InviteViewSchema,
  SearchInviteAnswerSchema,
  SearchInviteSchema,
} from '@motorwise/shared';

/** The {id} of /account/invite/{id} is the invite's secret code. */
export const InviteParamsSchema = z.object({ siteCode: z.string().max(40), id: z.string().min(1).max(100) });
