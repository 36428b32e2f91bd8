/** What sign-in and the account flows answer (the routes and the invite flow compare and reuse them). */

export const LOGIN_MESSAGES = {
  success: 'You are signed in.',
  failed: 'The e-mail address or password is incorrect.',
  emailConfirmationRequired:
    'Please confirm your e-mail address first. Check your inbox, or ask for a new confirmation mail.',
  newPasswordRequired: 'This account has no password yet. Use "Forgot password" to choose one.',
  /** A wait as describeWait words it ("20 seconds", "15 minutes"). */
  lockedOut: (wait: string) =>
    `Too many failed sign-in attempts. Please try again in ${wait}, or reset your password.`,
  failedWait: (wait: string) =>
    `The e-mail address or password is incorrect. Please wait ${wait} before you try again.`,
  notAllowed: 'This account cannot sign in. Please contact support@motorwise.co.za.',
  requiresTwoFactor: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  invalidTwoFactor: 'That code is not valid. Please try again.',
  googleFailed: 'Google sign-in failed. Please try again.',
  googleEmailNotVerified: 'Your Google account has no verified e-mail address.',
  googleDisabled: 'Google sign-in is not enabled on this site.',
} as const;

export const AUTH_MESSAGES = {
  registered: (email: string) =>
    `We sent a confirmation link to ${email}. Please check your inbox to finish.`,
  confirmed: 'Your e-mail address is confirmed. You can sign in now.',
  codeInvalid: 'This link is not valid, was already used or has expired. Please ask for a new one.',
  resent:
    'If an account with that e-mail address still needs confirming, we sent a new confirmation link. Please check your inbox.',
  resetSent:
    'If an account exists for that e-mail address, we sent a link to reset the password. Please check your inbox.',
  resetDone: 'Your password was changed. Please sign in with your new password.',
  passwordChanged: 'Your password was changed. Other devices were signed out.',
  passwordAdded: 'Your password was added. You can now sign in with your e-mail address and password.',
  passwordExists: 'This account already has a password. Use "Change password" instead.',
  currentPasswordWrong: 'The current password is incorrect.',
  acceptTerms: 'Please accept the terms and conditions.',
  signedOut: 'You are signed out.',
  signedOutEverywhere: 'You are signed out on every device.',
  refreshFailed: 'Your session has expired. Please sign in again.',
} as const;
