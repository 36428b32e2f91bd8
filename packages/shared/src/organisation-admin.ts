import { z } from 'zod';
import { AddressInputSchema, optionalText, PROFILE_LIMITS, requiredText } from './auth';

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
};

export const ORGANISATION_LIMITS = { name: 150, branchName: 100 };

/** A member of the organisation as the staff table shows them. */
export const StaffMemberSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  role: z.enum(ORGANISATION_ROLES),
  organizationBranchId: z.string().nullable(),
  branchName: z.string().nullable(),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

/** GET /api/organisation/staff (and the answer of every staff change). */
export const StaffListSchema = z.array(StaffMemberSchema);

/** POST /api/organisation/staff/:userId/branch. */
export const ChangeStaffBranchSchema = z.object({
  organizationBranchId: z.uuid({ error: 'Please choose a branch.' }),
});
export type ChangeStaffBranch = z.infer<typeof ChangeStaffBranchSchema>;

/** POST /api/organisation/staff/:userId/role: makes a member an admin, or an admin a member. */
export const ChangeStaffRoleSchema = z.object({
  role: z.enum(ORGANISATION_ROLES, { error: 'Please choose admin or member.' }),
});
export type ChangeStaffRole = z.infer<typeof ChangeStaffRoleSchema>;

/** PUT /api/organisation/details: what step 4 of a request shows of the organisation. */
export const OrganisationDetailsSchema = z.object({
  name: requiredText('Name', ORGANISATION_LIMITS.name),
  registrationNumber: optionalText('Registration number', PROFILE_LIMITS.businessRegistrationNumber),
  taxNumber: optionalText('Tax number', PROFILE_LIMITS.businessTaxNumber),
});
export type OrganisationDetails = z.infer<typeof OrganisationDetailsSchema>;
export type OrganisationDetailsInput = z.input<typeof OrganisationDetailsSchema>;

/** POST /api/organisation/branches: adds a branch (no id) or edits one, with its address. */
export const SaveBranchSchema = z.object({
  id: z.uuid().optional(),
  branchName: requiredText('Branch name', ORGANISATION_LIMITS.branchName),
  address: AddressInputSchema,
});
export type SaveBranch = z.infer<typeof SaveBranchSchema>;
export type SaveBranchInput = z.input<typeof SaveBranchSchema>;

/** The path parameter of the staff calls. */
export const StaffParamsSchema = z.object({ userId: z.uuid() });
