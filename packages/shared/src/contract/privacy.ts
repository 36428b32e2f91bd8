import type { Contract } from './entry';

/** A user's data export and account deletion. */
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
} as const satisfies Contract;
