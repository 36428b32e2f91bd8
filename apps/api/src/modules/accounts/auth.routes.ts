import { normalizeEmail, PasswordChangedSchema, RegisterAnswerSchema } from '@motorwise/shared';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/errors';
import { requireUser } from '../../lib/session';
import {
  AddPasswordSchema,
  AuthenticateSchema,
  ChangePasswordSchema,
  ConfirmEmailSchema,
  EmailOnlySchema,
  ExternalAuthenticateSchema,
  ForgotPasswordConfirmSchema,
  LoginAnswerSchema,
  LogoutSchema,
  MessageSchema,
  ProvidersSchema,
  RefreshSchema,
  RegisterSchema,
  SiteParamsSchema,
  TokenPairSchema,
  UsernameQuerySchema,
} from './auth.schemas';
import type { AccountsModule } from './index';
import type { DeviceInfo } from './tokens';

export const device = (request: FastifyRequest): DeviceInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

/** The account name a request is about, for the per-account rate limit (body or query). */
function accountName(request: FastifyRequest): string | null {
  const pick = (o: unknown, key: string) =>
    o && typeof o === 'object' && typeof (o as Record<string, unknown>)[key] === 'string'
      ? ((o as Record<string, unknown>)[key] as string)
      : null;
  const name =
    pick(request.body, 'username') ?? pick(request.body, 'email') ?? pick(request.query, 'username');
  return name ? normalizeEmail(name).slice(0, 254) : null;
}

/**
 * Sign-in, registration, reset and resend share two budgets: per IP address and per account name. The
 * limiters are made once, so their counts span all these calls. The store is in memory (per instance);
 * see docs/decisions/003 for what a shared store needs.
 */
export function authLimiters(app: FastifyInstance, deps: AppDeps): preHandlerAsyncHookHandler[] {
  if (!deps.config.RATE_LIMIT_ENABLED || typeof app.rateLimit !== 'function') return [];
  const timeWindow = deps.config.AUTH_RATE_LIMIT_WINDOW_MINUTES * 60_000;
  const byIp = app.rateLimit({
    max: deps.config.AUTH_RATE_LIMIT_PER_IP,
    timeWindow,
    keyGenerator: (request) => `auth-ip:${request.ip}`,
    errorResponseBuilder: (request, context) => ({
      statusCode: 429,
      message: `Too many attempts from your network. Please wait ${context.after} and try again.`,
      requestId: request.id,
    }),
  });
  const byAccount = app.rateLimit({
    max: deps.config.AUTH_RATE_LIMIT_PER_ACCOUNT,
    timeWindow,
    keyGenerator: (request) => `auth-account:${accountName(request) ?? `ip:${request.ip}`}`,
    errorResponseBuilder: (request, context) => ({
      statusCode: 429,
      message: `Too many attempts for this account. Please wait ${context.after} and try again.`,
      requestId: request.id,
    }),
  });
  // The plugin runs one limiter per request (it marks the request); both budgets must count, so the mark
  // is cleared between the two.
  const clearMark: preHandlerAsyncHookHandler = async (request) => {
    const req = request as unknown as Record<symbol, unknown>;
    for (const symbol of Object.getOwnPropertySymbols(req))
      if (symbol.description === 'fastify.request.rateLimitRan') req[symbol] = false;
  };
  return [byIp, clearMark, byAccount];
}

/** Where the spec's sign-in calls live; {siteCode} must be one of SITE_CODES. */
export const AUTH_BASE = '/api/sites/:siteCode/authentication';

/** spec: calls live under /api/sites/{siteCode}/; an unknown site code is refused clearly. */
export function checkSiteCode(app: FastifyInstance, deps: AppDeps) {
  app.addHook('onRequest', async (request) => {
    const siteCode = (request.params as { siteCode?: string }).siteCode;
    if (siteCode !== undefined && !deps.config.SITE_CODES.includes(siteCode.toLowerCase()))
      throw new AppError(404, `The site '${siteCode.slice(0, 40)}' does not exist.`);
  });
}

/**
 * Calls that work without a user ignore an expired or foreign bearer token (see ignoreInvalidToken), so a
 * stale token in the client cannot block signing in again.
 */
export const PUBLIC_AUTH = { access: 'public', ignoreInvalidToken: true } as const;

export function authRoutes(deps: AppDeps, mod: AccountsModule) {
  const { auth } = mod;
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    const limited = authLimiters(parent, deps);
    const base = AUTH_BASE;
    checkSiteCode(parent, deps);
    const lenient = PUBLIC_AUTH;
    const user = { access: 'user' } as const;

    app.get(
      `${base}/providers`,
      { schema: { params: SiteParamsSchema, response: { 200: ProvidersSchema } }, config: lenient },
      async () => ({
        password: true,
        google: {
          enabled: Boolean(deps.config.GOOGLE_CLIENT_ID),
          clientId: deps.config.GOOGLE_CLIENT_ID ?? null,
        },
      }),
    );

    app.post(
      `${base}/authenticate`,
      {
        schema: { params: SiteParamsSchema, body: AuthenticateSchema, response: { 200: LoginAnswerSchema } },
        config: lenient,
        preHandler: limited,
      },
      async (request) => auth.authenticate(request.body, device(request)),
    );

    app.post(
      `${base}/externalauthenticate`,
      {
        schema: {
          params: SiteParamsSchema,
          body: ExternalAuthenticateSchema,
          response: { 200: LoginAnswerSchema },
        },
        config: lenient,
        preHandler: limited,
      },
      async (request) => auth.externalAuthenticate(request.body, device(request)),
    );

    app.post(
      `${base}/register`,
      {
        schema: {
          params: SiteParamsSchema,
          body: RegisterSchema,
          response: { 201: RegisterAnswerSchema },
        },
        config: lenient,
        preHandler: limited,
      },
      async (request, reply) => {
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
    );

    app.post(
      `${base}/refreshToken`,
      {
        schema: { params: SiteParamsSchema, body: RefreshSchema, response: { 200: TokenPairSchema } },
        config: lenient,
      },
      async (request) =>
        auth.refresh(
          { accessToken: request.body.accessToken ?? null, refreshToken: request.body.refreshToken },
          device(request),
        ),
    );

    app.post(
      `${base}/logout`,
      {
        schema: { params: SiteParamsSchema, body: LogoutSchema, response: { 200: MessageSchema } },
        config: lenient,
      },
      async (request) => {
        await auth.logout(request.sessionUser, request.body);
        return {
          message: request.body.everywhere ? 'You are signed out on every device.' : 'You are signed out.',
        };
      },
    );

    app.post(
      `${base}/confirmemail`,
      {
        schema: { params: SiteParamsSchema, body: ConfirmEmailSchema, response: { 200: MessageSchema } },
        config: lenient,
      },
      async (request) => auth.confirmEmail(request.body.code || request.body.params || ''),
    );

    app.post(
      `${base}/resendconfirmation`,
      {
        schema: { params: SiteParamsSchema, body: EmailOnlySchema, response: { 200: MessageSchema } },
        config: lenient,
        preHandler: limited,
      },
      async (request) => auth.resendConfirmation(request.body.email),
    );

    app.get(
      `${base}/forgotpassword`,
      {
        schema: {
          params: SiteParamsSchema,
          querystring: UsernameQuerySchema,
          response: { 200: MessageSchema },
        },
        config: lenient,
        preHandler: limited,
      },
      async (request) => auth.forgotPassword(request.query.username),
    );

    app.post(
      `${base}/forgotpasswordconfirm`,
      {
        schema: {
          params: SiteParamsSchema,
          body: ForgotPasswordConfirmSchema,
          response: { 200: MessageSchema },
        },
        config: lenient,
        preHandler: limited,
      },
      async (request) => auth.forgotPasswordConfirm(request.body),
    );

    app.post(
      `${base}/addpassword`,
      {
        schema: { params: SiteParamsSchema, body: AddPasswordSchema, response: { 200: MessageSchema } },
        config: user,
      },
      async (request) => auth.addPassword(requireUser(request), request.body.newPassword),
    );

    app.post(
      `${base}/changepassword`,
      {
        schema: {
          params: SiteParamsSchema,
          body: ChangePasswordSchema,
          response: { 200: PasswordChangedSchema },
        },
        config: user,
        preHandler: limited,
      },
      async (request) => auth.changePassword(requireUser(request), request.body, device(request)),
    );
  };
}
