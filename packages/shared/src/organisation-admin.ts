import { z } from 'zod';
import { AddressInputSchema, PROFILE_LIMITS, requiredName } from './auth';
import { messages } from './messages';

/**
 * Organisation admin (issue 12 item 8, decision 038): an organisation's admins manage its staff, its
 * details and its branches; members work in it. Requests and answers of /api/organisation/*.
 */

export const ORGANISATION_ROLES = ['admin', 'member'] as const;
export type OrganisationRole = (typeof ORGANISATION_ROLES)[number];

export const ORGANISATION_ADMIN_MESSAGES = {
  adminsOnly: 'Only an organisation admin can manage the organisation.',
  adminsOnlyInvite: 'Only an organisation admin can invite people into the organisation.',
  removeSelf: 'You cannot remove yourself from the organisation. Ask another admin to do it.',
  lastAdmin: 'The organisation needs at least one admin. Make someone else an admin first.',
  duplicateBranch: 'The organisation already has a branch with this name.',
  duplicateName: 'Another organisation already uses this name.',
  chooseBranches: 'Please choose one or more branches of the organisation.',
  adminBranches: 'An admin works in every branch. Make them a member first to choose their branches.',
};

export const ORGANISATION_LIMITS = { name: 150, branchName: 100 };

/**
 * A member of the organisation as the staff table shows them: their current branch and the branches they
 * may work in (issue 19 item 7; an admin: every branch), by name.
 */
export const StaffMemberSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  role: z.enum(ORGANISATION_ROLES),
  organizationBranchId: z.string().nullable(),
  branchName: z.string().nullable(),
  branches: z.array(z.object({ id: z.string(), branchName: z.string() })),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

/** GET /api/organisation/staff (and the answer of every staff change). */
export const StaffListSchema = z.array(StaffMemberSchema);

/** POST /api/organisation/staff/:userId/branch: moves a member; that branch becomes their only one and current. */
export const ChangeStaffBranchSchema = z.object({
  organizationBranchId: z.uuid({ error: 'Please choose a branch.' }),
});
export type ChangeStaffBranch = z.infer<typeof ChangeStaffBranchSchema>;

/**
 * POST /api/organisation/staff/:userId/branches: the branches a member may work in, one or more of the
 * organisation's (replaces the ones they had).
 */
const anId = z.uuid();
export const SetStaffBranchesSchema = z.object({
  // Every problem is the field's own message, keyed on the field (not on an element of it).
  organizationBranchIds: z
    .array(z.string(), { error: ORGANISATION_ADMIN_MESSAGES.chooseBranches })
    .min(1, { error: ORGANISATION_ADMIN_MESSAGES.chooseBranches })
    .max(500, { error: ORGANISATION_ADMIN_MESSAGES.chooseBranches })
    .refine((ids) => ids.every((id) => anId.safeParse(id).success), {
      error: ORGANISATION_ADMIN_MESSAGES.chooseBranches,
    }),
});
export type SetStaffBranches = z.infer<typeof SetStaffBranchesSchema>;

/** POST /api/organisation/staff/:userId/role: makes a member an admin, or an admin a member. */
export const ChangeStaffRoleSchema = z.object({
  role: z.enum(ORGANISATION_ROLES, { error: 'Please choose admin or member.' }),
});
export type ChangeStaffRole = z.infer<typeof ChangeStaffRoleSchema>;

/** A detail the PUT replaces: always sent, empty (or null) to clear it; left out it is a field's message. */
const replacedText = (label: string, max: number) =>
  z
    .string({ error: `Please send the ${label.toLowerCase()}, empty to clear it.` })
    .trim()
    .max(max, { error: messages.max(label, max) })
    .nullable()
    .transform((v) => v || null);

/**
 * PUT /api/organisation/details: what step 4 of a request shows of the organisation. A replace, not a
 * patch: every field is required (the registration and tax numbers may be empty or null to clear them),
 * so a body with only a name is refused instead of blanking the others (issue 20 item 9).
 */
export const OrganisationDetailsSchema = z
  .object({
    name: requiredName('Name', ORGANISATION_LIMITS.name),
    registrationNumber: replacedText('Registration number', PROFILE_LIMITS.businessRegistrationNumber),
    taxNumber: replacedText('Tax number', PROFILE_LIMITS.businessTaxNumber),
  })
  .describe(
    'Replaces the organisation’s details (not a patch): every field is required; send the registration ' +
      'or tax number empty or null to clear it.',
  );
export type OrganisationDetails = z.infer<typeof OrganisationDetailsSchema>;
export type OrganisationDetailsInput = z.input<typeof OrganisationDetailsSchema>;

/** POST /api/organisation/branches: adds a branch (no id) or edits one, with its address. */
export const SaveBranchSchema = z.object({
  id: z.uuid().optional(),
  branchName: requiredName('Branch name', ORGANISATION_LIMITS.branchName),
  address: AddressInputSchema,
});
export type SaveBranch = z.infer<typeof SaveBranchSchema>;
export type SaveBranchInput = z.input<typeof SaveBranchSchema>;

/** The path parameter of the staff calls. */
export const StaffParamsSchema = z.object({ userId: z.uuid() });
