import {
  ACCOUNTS_API,
  AddPasswordSchema,
  AuthenticateSchema,
  ChangePasswordSchema,
  ConfirmEmailSchema,
  EmailOnlySchema,
  ExternalAuthenticateSchema,
  ForgotPasswordConfirmSchema,
  ForgotPasswordSchema,
  LoginAnswerSchema,
  LoginResult,
  LogoutSchema,
  MessageSchema,
  PasswordChangedSchema,
  ProvidersSchema,
  RefreshSchema,
  RegisterAnswerSchema,
  RegisterSchema,
  SiteParamsSchema,
  TokenPairSchema,
} from '@motorwise/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { at } from '../../lib/contract';
import { countAsFailure } from '../../lib/rate-limits';
import { requireUser } from '../../lib/session';
import type { LoginAnswer } from './auth.service';
import { LOGIN_MESSAGES } from './auth.texts';
import { authBudgets, checkSiteCode, device, PUBLIC_AUTH } from './auth-http';
import type { AccountsModule } from './index';

/** A sign-in answer that counts against the address's failure budget (1, 4 and a wrong code; not 2, 3, 5). */
export function isFailedSignIn(answer: LoginAnswer): boolean {
  return (
    answer.result === LoginResult.failed ||
    answer.result === LoginResult.lockedOut ||
    (answer.result === LoginResult.requiresTwoFactor && answer.message === LOGIN_MESSAGES.invalidTwoFactor)
  );
}

export function authRoutes(deps: AppDeps, mod: AccountsModule) {
  const { auth } = mod;
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    const budgets = authBudgets(deps.config);
    checkSiteCode(parent, deps);
    const lenient = PUBLIC_AUTH;
    const user = { access: 'user' } as const;

    app.route({
      ...at(ACCOUNTS_API.getProviders),
      schema: {
        summary: 'List the ways to sign in (password, Google)',
        operationId: 'GetProviders',
        params: SiteParamsSchema,
        response: { 200: ProvidersSchema },
      },
      config: lenient,
      handler: async () => ({
        password: true,
        google: {
          enabled: Boolean(deps.config.GOOGLE_CLIENT_ID),
          clientId: deps.config.GOOGLE_CLIENT_ID ?? null,
        },
      }),
    });

    app.route({
      ...at(ACCOUNTS_API.authenticate),
      schema: {
        summary: 'Sign in with e-mail and password (and a two-factor code when asked)',
        operationId: 'Authenticate',
        params: SiteParamsSchema,
        body: AuthenticateSchema,
        response: { 200: LoginAnswerSchema },
      },
      config: { ...lenient, rateLimit: budgets.signInFailures },
      handler: async (request) => {
        const answer = await auth.authenticate(request.body, device(request));
        if (isFailedSignIn(answer)) countAsFailure(request);
        return answer;
      },
    });

    app.route({
      ...at(ACCOUNTS_API.externalAuthenticate),
      schema: {
        summary: 'Sign in with a Google ID token',
        operationId: 'ExternalAuthenticate',
        params: SiteParamsSchema,
        body: ExternalAuthenticateSchema,
        response: { 200: LoginAnswerSchema },
      },
      config: { ...lenient, rateLimit: budgets.signInFailures },
      handler: async (request) => {
        const answer = await auth.externalAuthenticate(request.body, device(request));
        if (isFailedSignIn(answer)) countAsFailure(request);
        return answer;
      },
    });

    app.route({
      ...at(ACCOUNTS_API.register),
      schema: {
        summary: 'Create an account; a confirmation e-mail is sent',
        operationId: 'Register',
        params: SiteParamsSchema,
        body: RegisterSchema,
        response: { 201: RegisterAnswerSchema },
      },
      config: { ...lenient, rateLimit: [budgets.accountMail, budgets.mailToAddress] },
      handler: async (request, reply) => {
        const b = request.body;
        const answer = await auth.register({
          firstName: b.firstName,
          lastName: b.lastName,
          email: b.email,
          phone: b.phoneNumber,
          password: b.password,
        });
        return reply.code(201).send(answer);
      },
    });

    app.route({
      ...at(ACCOUNTS_API.refreshToken),
      schema: {
        summary: 'Exchange a refresh token for a new token pair',
        operationId: 'RefreshToken',
        params: SiteParamsSchema,
        body: RefreshSchema,
        response: { 200: TokenPairSchema },
      },
      config: lenient,
      handler: async (request) =>
        auth.refresh(
          { accessToken: request.body.accessToken ?? null, refreshToken: request.body.refreshToken },
          device(request),
        ),
    });

    app.route({
      ...at(ACCOUNTS_API.logout),
      schema: {
        summary: 'Sign out this session, or every session',
        operationId: 'Logout',
        params: SiteParamsSchema,
        body: LogoutSchema,
        response: { 200: MessageSchema },
      },
      config: lenient,
      handler: async (request) => {
        await auth.logout(request.sessionUser, request.body);
        return {
          message: request.body.everywhere ? 'You are signed out on every device.' : 'You are signed out.',
        };
      },
    });

    app.route({
      ...at(ACCOUNTS_API.confirmEmail),
      schema: {
        summary: 'Confirm an e-mail address with the code from the e-mail',
        operationId: 'ConfirmEmail',
        params: SiteParamsSchema,
        body: ConfirmEmailSchema,
        response: { 200: MessageSchema },
      },
      config: lenient,
      handler: async (request) => auth.confirmEmail(request.body.code || request.body.params || ''),
    });

    app.route({
      ...at(ACCOUNTS_API.resendConfirmation),
      schema: {
        summary: 'Send the e-mail confirmation again',
        operationId: 'ResendConfirmation',
        params: SiteParamsSchema,
        body: EmailOnlySchema,
        response: { 200: MessageSchema },
      },
      config: { ...lenient, rateLimit: [budgets.accountMail, budgets.mailToAddress] },
      handler: async (request) => auth.resendConfirmation(request.body.email),
    });

    app.route({
      ...at(ACCOUNTS_API.forgotPassword),
      schema: {
        summary: "Send a password-reset link to the account's e-mail",
        operationId: 'ForgotPassword',
        params: SiteParamsSchema,
        querystring: ForgotPasswordSchema,
        response: { 200: MessageSchema },
      },
      config: { ...lenient, rateLimit: [budgets.accountMail, budgets.mailToAddress] },
      handler: async (request) => auth.forgotPassword(request.query.username),
    });

    app.route({
      ...at(ACCOUNTS_API.forgotPasswordConfirm),
      schema: {
        summary: 'Set a new password with the code from the reset link',
        operationId: 'ForgotPasswordConfirm',
        params: SiteParamsSchema,
        body: ForgotPasswordConfirmSchema,
        response: { 200: MessageSchema },
      },
      config: { ...lenient, rateLimit: budgets.codeFailures },
      handler: async (request) => auth.forgotPasswordConfirm(request.body),
    });

    app.route({
      ...at(ACCOUNTS_API.addPassword),
      schema: {
        summary: 'Add a password to an account that has none (one that signs in with Google)',
        operationId: 'AddPassword',
        params: SiteParamsSchema,
        body: AddPasswordSchema,
        response: { 200: MessageSchema },
      },
      config: user,
      handler: async (request) => auth.addPassword(requireUser(request), request.body.newPassword),
    });

    app.route({
      ...at(ACCOUNTS_API.changePassword),
      schema: {
        summary: 'Change the password: this device gets a new session, every other one is signed out',
        operationId: 'ChangePassword',
        params: SiteParamsSchema,
        body: ChangePasswordSchema,
        response: { 200: PasswordChangedSchema },
      },
      config: { ...user, rateLimit: budgets.changePassword },
      handler: async (request) => auth.changePassword(requireUser(request), request.body, device(request)),
    });
  };
}
