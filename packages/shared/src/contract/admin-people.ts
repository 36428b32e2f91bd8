import type { Contract } from './entry';

/** People and trust (issue 22 item 7, decision 065): find anything, a request's history, a user. */
export const ADMIN_PEOPLE_API = {
  /** Find users, requests, quotes, jobs and payments by reference, e-mail, name, phone, registration or VIN */
  getAdminSearch: {
    method: 'GET',
    path: '/api/admin/search',
    query: 'AdminSearchQuerySchema',
    answer: 'AdminSearchResultsSchema',
  },
  /** A request's whole history across both sides, oldest first */
  getAdminRequest: {
    method: 'GET',
    path: '/api/admin/requests/{id}',
    answer: 'AdminRequestHistorySchema',
  },
  /** A user with their roles and sessions */
  getAdminUser: {
    method: 'GET',
    path: '/api/admin/users/{id}',
    answer: 'AdminUserSchema',
  },
} as const satisfies Contract;
