import type { Contract } from './entry';

/** An organisation's details, branches and staff. */
export const ORGANISATIONS_API = {
  /** Read the caller's organisation, its branches and the current branch */
  loadUserOrganization: {
    method: 'GET',
    path: '/api/user/loadUserOrganization',
    answer: 'OrganisationSchema',
  },
  /** Choose the branch the caller works in now */
  upsertOrganizationBranch: {
    method: 'POST',
    path: '/api/user/upsertOrganizationBranch',
    body: 'UpsertBranchSchema',
    answer: 'OrganisationSchema',
  },
  /** List the organisation's staff (organisation admins) */
  getOrganisationStaff: { method: 'GET', path: '/api/organisation/staff', answer: 'StaffListSchema' },
  /** Move a staff member to another branch */
  postOrganisationStaffBranch: {
    method: 'POST',
    path: '/api/organisation/staff/{userId}/branch',
    body: 'ChangeStaffBranchSchema',
    answer: 'StaffListSchema',
  },
  /** Set the branches a staff member may work in */
  postOrganisationStaffBranches: {
    method: 'POST',
    path: '/api/organisation/staff/{userId}/branches',
    body: 'SetStaffBranchesSchema',
    answer: 'StaffListSchema',
  },
  /** Make a staff member an organisation admin, or not */
  postOrganisationStaffRole: {
    method: 'POST',
    path: '/api/organisation/staff/{userId}/role',
    body: 'ChangeStaffRoleSchema',
    answer: 'StaffListSchema',
  },
  /** Remove a staff member from the organisation */
  deleteOrganisationStaffByUserId: {
    method: 'DELETE',
    path: '/api/organisation/staff/{userId}',
    answer: 'StaffListSchema',
  },
  /** Change the organisation's details */
  putOrganisationDetails: {
    method: 'PUT',
    path: '/api/organisation/details',
    body: 'OrganisationDetailsSchema',
    answer: 'OrganisationSchema',
  },
  /** Add a branch to the organisation, or change one */
  postOrganisationBranches: {
    method: 'POST',
    path: '/api/organisation/branches',
    body: 'SaveBranchSchema',
    answer: 'OrganisationSchema',
  },
} as const satisfies Contract;
