import type { Contract } from './entry';

/** The administrators' user management. */
export const ADMIN_API = {
  /** Create a user account (administrators) */
  postAdminUsers: {
    method: 'POST',
    path: '/api/admin/users',
    body: 'AdminCreateUserSchema',
    answer: 'AdminCreatedUserSchema',
  },
  /** Disable or re-enable a user account */
  postAdminUsersDisable: {
    method: 'POST',
    path: '/api/admin/users/{id}/disable',
    body: 'AdminDisableSchema',
    answer: 'MessageSchema',
  },
} as const satisfies Contract;
