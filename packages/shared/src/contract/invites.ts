import type { Contract } from './entry';

/** Invitations to join an organisation or a workshop. */
export const INVITES_API = {
  /** Find the open invites for an e-mail address (mailed again unless signed in with it) */
  searchInvite: {
    method: 'POST',
    path: '/api/sites/{siteCode}/authentication/searchInvite',
    body: 'SearchInviteSchema',
    answer: 'SearchInviteAnswerSchema',
  },
  /** Read an invite: who invites, into which organisation or workshop */
  getInvite: {
    method: 'GET',
    path: '/api/sites/{siteCode}/authentication/getInvite/{id}',
    query: 'GetInviteQuerySchema',
    answer: 'InviteViewSchema',
  },
  /** Accept or refuse an invite as the signed-in user */
  consentInvite: {
    method: 'POST',
    path: '/api/sites/{siteCode}/authentication/consentInvite/{id}',
    body: 'ConsentInviteSchema',
    answer: 'MessageSchema',
  },
  /** Create the account an invite is for, and sign in */
  inviteRegister: {
    method: 'POST',
    path: '/api/sites/{siteCode}/authentication/inviteRegister/{id}',
    body: 'InviteRegisterSchema',
    answer: 'LoginAnswerSchema',
  },
  /** Invite someone into an organisation branch or a workshop */
  createInvite: {
    method: 'POST',
    path: '/api/user/invites',
    body: 'CreateInviteSchema',
    answer: 'CreatedInviteSchema',
  },
} as const satisfies Contract;
