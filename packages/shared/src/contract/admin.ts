import type { Contract } from './entry';

/** The admin back office (issue 22): user management, the audit trail and the Admin Dashboard. */
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
  /** Search the audit trail of admin actions, newest first */
  getAdminAudit: {
    method: 'GET',
    path: '/api/admin/audit',
    query: 'AuditQuerySchema',
    answer: 'AuditPageSchema',
  },
  /** The Admin Dashboard's figures for a range of days */
  getAdminDashboard: {
    method: 'GET',
    path: '/api/admin/dashboard',
    query: 'AdminDashboardQuerySchema',
    answer: 'AdminDashboardSchema',
  },
  /** The list behind one of the Admin Dashboard's figures */
  getAdminDashboardByFigure: {
    method: 'GET',
    path: '/api/admin/dashboard/{figure}',
    query: 'AdminDashboardQuerySchema',
    answer: 'AdminFigureListSchema',
  },
} as const satisfies Contract;
