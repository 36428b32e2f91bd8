import { z } from 'zod';
import { AddressInputSchema, AddressSchema, optionalName, optionalText, requiredName } from './auth';
import { emailSchema } from './email';
import { ORGANISATION_LIMITS, StaffMemberSchema } from './organisation-admin';
import { ProgrammeSchema } from './partner-programmes';
import { StoredPhoneSchema } from './phone';

/**
 * The administrators' organisations (issue 22 item 3, decision 060): organisations with their details,
 * contact, branches, staff and invites, created and edited by a Motorwise administrator. Requests and
 * answers of /api/admin/organisations/*; the programmes' are in partner-programmes.ts.
 */

/** What an organisation is (the seed's kinds; the request categories do not depend on it). */
export const ORGANISATION_KINDS = ['fleet', 'dealer', 'financeRecon'] as const;
export type OrganisationKind = (typeof ORGANISATION_KINDS)[number];
export const ORGANISATION_KIND_LABELS: Readonly<Record<OrganisationKind, string>> = {
  fleet: 'Fleet',
  dealer: 'Dealer',
  financeRecon: 'Finance and reconditioning',
};

/** An optional field: empty (as a form sends it) is null, anything else must pass the schema. */
const blankIsNull = <T extends z.ZodType>(schema: T) =>
  z
    .preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), schema.nullish())
    .transform((v) => v ?? null);

/** The person to contact at an organisation or a branch: all optional. */
const contactFields = {
  contactName: optionalName('Contact name'),
  contactEmail: blankIsNull(emailSchema('Contact email')),
  /** Typed as '082 555 1234'; stored (and answered) as '+27825551234'. */
  contactPhone: blankIsNull(StoredPhoneSchema),
};

const contactAnswer = {
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
};

/** POST /api/admin/organisations (a new one) and PUT /api/admin/organisations/{id} (a replace). */
export const AdminOrganisationInputSchema = z.object({
  name: requiredName('Name', ORGANISATION_LIMITS.name),
  kind: z.enum(ORGANISATION_KINDS, { error: 'Please choose what the organisation is.' }),
  registrationNumber: optionalText('Registration number', 50),
  taxNumber: optionalText('Tax number', 50),
  ...contactFields,
});
export type AdminOrganisationInput = z.infer<typeof AdminOrganisationInputSchema>;
export type AdminOrganisationFormInput = z.input<typeof AdminOrganisationInputSchema>;

/** POST /api/admin/organisations/{id}/branches: adds a branch (no id) or edits one, with address and contact. */
export const AdminBranchInputSchema = z.object({
  id: z.uuid().optional(),
  branchName: requiredName('Branch name', ORGANISATION_LIMITS.branchName),
  address: AddressInputSchema,
  ...contactFields,
});
export type AdminBranchInput = z.infer<typeof AdminBranchInputSchema>;
export type AdminBranchFormInput = z.input<typeof AdminBranchInputSchema>;

/** One row of the admin's organisation list. */
export const AdminOrganisationSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.string(),
  branchCount: z.number(),
  staffCount: z.number(),
  programmes: z.array(ProgrammeSchema.pick({ key: true, name: true })),
  dateCreatedUtc: z.string(),
});
export type AdminOrganisationSummary = z.infer<typeof AdminOrganisationSummarySchema>;
export const AdminOrganisationListSchema = z.array(AdminOrganisationSummarySchema);

/** An organisation as the admin sees it: details, contact, branches, programmes and staff. */
export const AdminOrganisationSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.string(),
  registrationNumber: z.string().nullable(),
  taxNumber: z.string().nullable(),
  ...contactAnswer,
  dateCreatedUtc: z.string(),
  branches: z.array(
    z.object({ id: z.string(), branchName: z.string(), address: AddressSchema.nullable(), ...contactAnswer }),
  ),
  programmes: z.array(ProgrammeSchema),
  staff: z.array(StaffMemberSchema),
});
export type AdminOrganisation = z.infer<typeof AdminOrganisationSchema>;

/** An invite into the organisation as the admin's list shows it (the code is never shown). */
export const ORGANISATION_INVITE_STATES = ['open', 'accepted', 'expired'] as const;
export const AdminOrganisationInviteSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  organizationBranchId: z.string().nullable(),
  state: z.enum(ORGANISATION_INVITE_STATES),
  dateCreatedUtc: z.string(),
  dateExpiresUtc: z.string(),
  dateAcceptedUtc: z.string().nullable(),
});
export type AdminOrganisationInvite = z.infer<typeof AdminOrganisationInviteSchema>;
export const AdminOrganisationInviteListSchema = z.array(AdminOrganisationInviteSchema);

/** The path parameter of /api/admin/organisations/{id}/... */
export const AdminOrganisationParamsSchema = z.object({ id: z.uuid() });
