import type { Contract } from './entry';

/** A user's data export and account deletion, and an admin's on their behalf (decision 065). */
export const PRIVACY_API = {
  /** Download everything held about the caller (POPIA) */
  exportData: { method: 'GET', path: '/api/user/exportData' },
  /** Delete the caller's account; personal details are erased (POPIA) */
  deleteUserAccount: {
    method: 'DELETE',
    path: '/api/user/account',
    body: 'DeleteAccountSchema',
    answer: 'MessageSchema',
  },
  /** The POPIA requests recorded, newest first (administrators) */
  getAdminPopiaRequests: {
    method: 'GET',
    path: '/api/admin/popia-requests',
    answer: 'PopiaRequestListSchema',
  },
  /** Export everything held about a user, on their behalf (administrators; recorded and audited) */
  getAdminUserExport: { method: 'GET', path: '/api/admin/users/{id}/export' },
  /** Erase a user's personal data, on their behalf (administrators; recorded and audited) */
  postAdminUserErase: {
    method: 'POST',
    path: '/api/admin/users/{id}/erase',
    body: 'AdminEraseUserSchema',
    answer: 'MessageSchema',
  },
} as const satisfies Contract;
