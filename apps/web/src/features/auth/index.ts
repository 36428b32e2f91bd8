/** Signing in and up: the forms and views of /account/..., and where to go after signing in. */
export { AuthShell } from './components/auth-shell';
export { ConfirmEmailView } from './components/confirm-email-view';
export { ForgotPasswordForm } from './components/forgot-password-form';
export { InviteView } from './components/invite-view';
export { LoginForm } from './components/login-form';
export { RegisterForm } from './components/register-form';
export { ResetPasswordForm } from './components/reset-password-form';
export { safeReturnUrl } from './components/return-url';
