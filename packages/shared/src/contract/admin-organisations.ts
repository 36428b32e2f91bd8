import type { Contract } from './entry';

/** The administrators' organisations, their branches, staff and invites, and the partner programmes (060). */
export const ADMIN_ORGANISATIONS_API = {
  /** List the organisations (administrators) */
  getAdminOrganisations: {
    method: 'GET',
    path: '/api/admin/organisations',
    answer: 'AdminOrganisationListSchema',
  },
  /** Create an organisation (administrators) */
  postAdminOrganisations: {
    method: 'POST',
    path: '/api/admin/organisations',
    body: 'AdminOrganisationInputSchema',
    answer: 'AdminOrganisationSchema',
  },
  /** Read an organisation with its branches, programmes and staff (administrators) */
  getAdminOrganisation: {
    method: 'GET',
    path: '/api/admin/organisations/{id}',
    answer: 'AdminOrganisationSchema',
  },
  /** Change an organisation's details and contact (administrators) */
  putAdminOrganisation: {
    method: 'PUT',
    path: '/api/admin/organisations/{id}',
    body: 'AdminOrganisationInputSchema',
    answer: 'AdminOrganisationSchema',
  },
  /** Add a branch to an organisation, or change one (administrators) */
  postAdminOrganisationBranches: {
    method: 'POST',
    path: '/api/admin/organisations/{id}/branches',
    body: 'AdminBranchInputSchema',
    answer: 'AdminOrganisationSchema',
  },
  /** List the invites into an organisation (administrators) */
  getAdminOrganisationInvites: {
    method: 'GET',
    path: '/api/admin/organisations/{id}/invites',
    answer: 'AdminOrganisationInviteListSchema',
  },
  /** List the partner programmes with their quote types and organisations (administrators) */
  getAdminProgrammes: {
    method: 'GET',
    path: '/api/admin/programmes',
    answer: 'AdminProgrammeListSchema',
  },
  /** Change a partner programme's name and quote types (administrators) */
  putAdminProgramme: {
    method: 'PUT',
    path: '/api/admin/programmes/{key}',
    body: 'SaveProgrammeSchema',
    answer: 'AdminProgrammeListSchema',
  },
  /** Put an organisation in a partner programme (administrators) */
  postAdminProgrammeOrganisations: {
    method: 'POST',
    path: '/api/admin/programmes/{key}/organisations',
    body: 'AddProgrammeMemberSchema',
    answer: 'AdminProgrammeListSchema',
  },
  /** Take an organisation out of a partner programme (administrators) */
  deleteAdminProgrammeOrganisation: {
    method: 'DELETE',
    path: '/api/admin/programmes/{key}/organisations/{organizationId}',
    answer: 'AdminProgrammeListSchema',
  },
} as const satisfies Contract;
