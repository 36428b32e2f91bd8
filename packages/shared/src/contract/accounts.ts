import type { Contract } from './entry';

/** Signing in, registering, passwords and two-factor (under /api/sites/{siteCode}/authentication), and the signed-in user's own account. */
export const ACCOUNTS_API = {
  /** List the ways to sign in (password, Google) */
  getProviders: {
    method: 'GET',
    path: '/api/sites/{siteCode}/authentication/providers',
    answer: 'ProvidersSchema',
  },
  /** Sign in with e-mail and password (and a two-factor code when asked) */
  authenticate: {
    method: 'POST',
    path: '/api/sites/{siteCode}/authentication/authenticate',
    body: 'AuthenticateSchema',
    answer: 'LoginAnswerSchema',
  },
  /** Sign in with a Google ID token */
  externalAuthenticate: {
    method: 'POST',
    path: '/api/sites/{siteCode}/authentication/externalauthenticate',
    body: 'ExternalAuthenticateSchema',
    answer: 'LoginAnswerSchema',
  },
  /** Create an account; a confirmation e-mail is sent */
  register: {
    method: 'POST',
    path: '/api/sites/{siteCode}/authentication/register',
    body: 'RegisterSchema',
    answer: 'RegisterAnswerSchema',
  },
  /** Exchange a refresh token for a new token pair */
  refreshToken: {
    method: 'POST',
    path: '/api/sites/{siteCode}/authentication/refreshToken',
    body: 'RefreshSchema',
    answer: 'TokenPairSchema',
  },
  /** Sign out this session, or every session */
  logout: {
    method: 'POST',
    path: '/api/sites/{siteCode}/authentication/logout',
    body: 'LogoutSchema',
    answer: 'MessageSchema',
  },
  /** Confirm an e-mail address with the code from the e-mail */
  confirmEmail: {
    method: 'POST',
    path: '/api/sites/{siteCode}/authentication/confirmemail',
    body: 'ConfirmEmailSchema',
    answer: 'MessageSchema',
  },
  /** Send the e-mail confirmation again */
  resendConfirmation: {
    method: 'POST',
    path: '/api/sites/{siteCode}/authentication/resendconfirmation',
    body: 'EmailPreviousRequestsBodySchema',
    answer: 'MessageSchema',
  },
  /** Send a password-reset link to the account's e-mail */
  forgotPassword: {
    method: 'GET',
    path: '/api/sites/{siteCode}/authentication/forgotpassword',
    query: 'ForgotPasswordSchema',
    answer: 'MessageSchema',
  },
  /** Set a new password with the code from the reset link */
  forgotPasswordConfirm: {
    method: 'POST',
    path: '/api/sites/{siteCode}/authentication/forgotpasswordconfirm',
    body: 'ForgotPasswordConfirmSchema',
    answer: 'MessageSchema',
  },
  /** Add a password to an account that has none (one that signs in with Google) */
  addPassword: {
    method: 'POST',
    path: '/api/sites/{siteCode}/authentication/addpassword',
    body: 'AddPasswordSchema',
    answer: 'MessageSchema',
  },
  /** Change the password: this device gets a new session, every other one is signed out */
  changePassword: {
    method: 'POST',
    path: '/api/sites/{siteCode}/authentication/changepassword',
    body: 'ChangePasswordSchema',
    answer: 'PasswordChangedSchema',
  },
  /** Read the signed-in user's profile */
  getApplicationUser: {
    method: 'GET',
    path: '/api/user/GetApplicationUser',
    answer: 'ApplicationUserSchema',
  },
  /** Update the signed-in user's profile */
  postApplicationUser: {
    method: 'POST',
    path: '/api/User/PostApplicationUser',
    body: 'PostApplicationUserSchema',
    answer: 'ApplicationUserSchema',
  },
  /** Sign out on every device (revokes every session) */
  signOutEverywhere: { method: 'POST', path: '/api/user/signOutEverywhere', answer: 'MessageSchema' },
  /** Read whether two-factor sign-in is on */
  getTwoFactor: { method: 'GET', path: '/api/user/twoFactor', answer: 'TwoFactorStatusSchema' },
  /** Start turning on two-factor sign-in: a new secret for an authenticator app */
  enrolTwoFactor: { method: 'POST', path: '/api/user/twoFactor/enrol', answer: 'TwoFactorEnrolmentSchema' },
  /** Confirm two-factor sign-in with a first code; answers the recovery codes */
  confirmTwoFactor: {
    method: 'POST',
    path: '/api/user/twoFactor/confirm',
    body: 'TwoFactorCodeSchema',
    answer: 'TwoFactorConfirmedSchema',
  },
  /** Turn two-factor sign-in off, confirmed with the password or a code */
  disableTwoFactor: {
    method: 'POST',
    path: '/api/user/twoFactor/disable',
    body: 'ReauthBodySchema',
    answer: 'MessageSchema',
  },
  /** Replace the two-factor recovery codes, confirmed with the password or a code */
  renewRecoveryCodes: {
    method: 'POST',
    path: '/api/user/twoFactor/recoveryCodes',
    body: 'ReauthBodySchema',
    answer: 'RecoveryCodesSchema',
  },
} as const satisfies Contract;
