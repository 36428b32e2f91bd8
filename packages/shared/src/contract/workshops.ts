import type { Contract } from './entry';

/** The public workshop directory and a workshop's own profile. */
export const WORKSHOPS_API = {
  /** List the workshops on the map for a quote type, nearest first around a point */
  getWorkshopAddresses: {
    method: 'GET',
    path: '/api/PublicWorkshop/GetWorkshopAddresses',
    query: 'WorkshopAddressesQuerySchema',
    answer: 'WorkshopAddressListSchema',
  },
  /** List the organisation's own workshops for step 3 of a request, with search, a page at a time */
  getOrganisationWorkshops: {
    method: 'GET',
    path: '/api/PublicWorkshop/GetOrganisationWorkshops',
    query: 'OrganisationWorkshopsQuerySchema',
    answer: 'WorkshopPageSchema',
  },
  /** List the public workshop directory, filtered, a page at a time */
  getWorkshops: {
    method: 'GET',
    path: '/api/PublicWorkshop/GetWorkshops',
    query: 'PublicWorkshopsQuerySchema',
    answer: 'PublicWorkshopPageSchema',
  },
  /** Read a workshop's public page, by id or slug */
  getWorkshop: {
    method: 'GET',
    path: '/api/PublicWorkshop/GetWorkshop/{id}',
    answer: 'PublicWorkshopDetailSchema',
  },
  /** Read the workshop's own profile */
  getWorkshopProfile: { method: 'GET', path: '/api/workshop/profile', answer: 'WorkshopProfileSchema' },
  /** Change the workshop's own profile */
  updateWorkshopProfile: {
    method: 'PUT',
    path: '/api/workshop/profile',
    body: 'UpdateWorkshopProfileSchema',
    answer: 'WorkshopProfileSchema',
  },
  /** Upload the workshop's logo */
  uploadWorkshopLogo: { method: 'POST', path: '/api/workshop/profile/logo', answer: 'WorkshopProfileSchema' },
  /** Download a workshop's logo */
  getWorkshopLogo: { method: 'GET', path: '/api/PublicWorkshop/Logo/{fileId}' },
} as const satisfies Contract;
