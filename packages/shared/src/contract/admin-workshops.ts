import type { Contract } from './entry';

/** The admin's editing of any workshop, its suspension and its users (decision 062); the portal's banner. */
export const ADMIN_WORKSHOPS_API = {
  /** List the workshops, searched by name (administrators) */
  getAdminWorkshops: {
    method: 'GET',
    path: '/api/admin/workshops',
    query: 'AdminWorkshopsQuerySchema',
    answer: 'AdminWorkshopsPageSchema',
  },
  /** Read one workshop as the admin edits it */
  getAdminWorkshop: { method: 'GET', path: '/api/admin/workshops/{id}', answer: 'AdminWorkshopSchema' },
  /** Change any workshop's details (administrators) */
  putAdminWorkshop: {
    method: 'PUT',
    path: '/api/admin/workshops/{id}',
    body: 'UpdateAdminWorkshopSchema',
    answer: 'AdminWorkshopSchema',
  },
  /** Upload a workshop's logo (administrators) */
  postAdminWorkshopLogo: {
    method: 'POST',
    path: '/api/admin/workshops/{id}/logo',
    answer: 'AdminWorkshopSchema',
  },
  /** Suspend a workshop with a reason: it gets no new requests (administrators) */
  suspendWorkshop: {
    method: 'POST',
    path: '/api/admin/workshops/{id}/suspend',
    body: 'WorkshopSuspensionSchema',
    answer: 'AdminWorkshopSchema',
  },
  /** Reinstate a suspended workshop with a reason (administrators) */
  reinstateWorkshop: {
    method: 'POST',
    path: '/api/admin/workshops/{id}/reinstate',
    body: 'WorkshopSuspensionSchema',
    answer: 'AdminWorkshopSchema',
  },
  /** List a workshop's users (administrators) */
  getAdminWorkshopUsers: {
    method: 'GET',
    path: '/api/admin/workshops/{id}/users',
    answer: 'AdminWorkshopUsersSchema',
  },
  /** Whether the caller's workshop is suspended, and why (the portal's banner) */
  getWorkshopStanding: { method: 'GET', path: '/api/workshop/standing', answer: 'WorkshopStandingSchema' },
} as const satisfies Contract;
