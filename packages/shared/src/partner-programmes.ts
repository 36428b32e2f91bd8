import { z } from 'zod';
import { messages } from './messages';
import { QUOTE_TYPES, type QuoteType } from './quote-types';

/**
 * Partner programmes (spec part 1, section 1: "an insurance-policy programme, a finance/reconditioning
 * programme, an inspection-report programme ... change which quote types are offered"), as data
 * (decision 060): each allows some quote types, and organisations are put in them by an administrator.
 * The offer rule (quote-offers.ts) reads an organisation's programmes with their quote types.
 */

/** The three programmes by key; a migration makes them (decision 060), an admin edits their names and types. */
export const PARTNER_PROGRAMMES = ['insurance', 'finance-recon', 'inspection-report'] as const;
export type PartnerProgramme = (typeof PARTNER_PROGRAMMES)[number];

/**
 * The quote types a programme may allow: the organisation types. Not the policy claim (it follows a garage
 * vehicle's policy, not the organisation) nor the marketplace's own customer types (SMC).
 */
export const PROGRAMME_QUOTE_TYPES = [
  'IGS_Service',
  'IGS_Repair',
  'WBC_Service',
  'WBC_Repair',
  'WBC_Inspection',
  'WBC_WheelsTyres',
  'WBC_Windscreen',
  'WBC_BodyExternal',
  'WBC_Dekra',
] as const satisfies readonly QuoteType[];

export const PROGRAMME_LIMITS = { name: 100 } as const;

export const PROGRAMME_MESSAGES = {
  quoteTypes: 'Please choose the quote types the programme allows.',
  alreadyMember: 'The organisation is already in this programme.',
};

/** A programme with the quote types it allows: what an organisation's answer and the offer rule carry. */
export const ProgrammeSchema = z.object({
  key: z.enum(PARTNER_PROGRAMMES),
  name: z.string(),
  quoteTypes: z.array(z.enum(QUOTE_TYPES)),
});
export type Programme = z.infer<typeof ProgrammeSchema>;

/** The admin's programme list: each with its quote types and the organisations in it, by name. */
export const AdminProgrammeSchema = ProgrammeSchema.extend({
  organisations: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type AdminProgramme = z.infer<typeof AdminProgrammeSchema>;
export const AdminProgrammeListSchema = z.array(AdminProgrammeSchema);

/** PUT /api/admin/programmes/{key}: the programme's name and the quote types it allows (a replace). */
export const SaveProgrammeSchema = z.object({
  name: z
    .string({ error: messages.required() })
    .trim()
    .min(1, { error: messages.required() })
    .max(PROGRAMME_LIMITS.name, { error: messages.max('Name', PROGRAMME_LIMITS.name) }),
  quoteTypes: z
    .array(z.enum(PROGRAMME_QUOTE_TYPES, { error: PROGRAMME_MESSAGES.quoteTypes }), {
      error: PROGRAMME_MESSAGES.quoteTypes,
    })
    .max(PROGRAMME_QUOTE_TYPES.length, { error: PROGRAMME_MESSAGES.quoteTypes })
    .transform((types) => PROGRAMME_QUOTE_TYPES.filter((t) => types.includes(t))),
});
export type SaveProgramme = z.infer<typeof SaveProgrammeSchema>;
export type SaveProgrammeInput = z.input<typeof SaveProgrammeSchema>;

/** POST /api/admin/programmes/{key}/organisations: puts an organisation in the programme. */
export const AddProgrammeMemberSchema = z.object({
  organizationId: z.uuid({ error: 'Please choose an organisation.' }),
});
export type AddProgrammeMember = z.infer<typeof AddProgrammeMemberSchema>;

/** The path parameters of the programme calls. */
export const ProgrammeParamsSchema = z.object({ key: z.enum(PARTNER_PROGRAMMES) });
export const ProgrammeMemberParamsSchema = z.object({
  key: z.enum(PARTNER_PROGRAMMES),
  organizationId: z.uuid(),
});
