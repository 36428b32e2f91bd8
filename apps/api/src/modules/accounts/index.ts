import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps';
import * as accountsRepo from './accounts.repo';
import { AccountService, type AccountsOrganisations } from './accounts.service';
import { AuthService } from './auth.service';
import { createCustomersService } from './customers';
import { createGoogleVerifier } from './google';
import { warmPasswordHashing } from './passwords';
import { TokenService } from './tokens';

export { accountsPersonalData } from './accounts.privacy';
export { AdminCreateUserSchema, AdminDisableSchema, IdParamsSchema } from './accounts.schemas';
// The sign-in budgets, site check and device the invites' routes share with the sign-in routes (HTTP helpers:
// auth.routes.ts imports nothing outside accounts, so this adds no cycle).
export { authBudgets, checkSiteCode, device, PUBLIC_AUTH } from './auth.routes';
export { MessageSchema, SiteParamsSchema } from './auth.schemas';
export type { AuthService, LoginAnswer } from './auth.service';
export { AUTH_MESSAGES } from './auth.texts';
export { hashPassword } from './passwords';
export { loadSessionUser, registerSessionHook } from './session-hook';
export type { DeviceInfo, TokenService } from './tokens';

/** The accounts module: sign-in and sessions (auth), tokens, and the account itself. */
export interface AccountsModule {
  tokens: TokenService;
  auth: AuthService;
  accounts: AccountService;
}

/** Builds the accounts module from the app's dependencies (one place, so tests get the same wiring). */
export function createAccountsModule(
  deps: AppDeps,
  log: FastifyBaseLogger,
  ports: { organisations: AccountsOrganisations },
): AccountsModule {
  let secret = deps.config.JWT_SECRET;
  if (!secret) {
    // server.ts always provides one (persisted per data folder). Anything else that builds the app without
    // one (benchmarks, scripts) gets a throw-away secret: tokens then die with the process.
    if (deps.config.NODE_ENV === 'production') throw new Error('JWT_SECRET is required in production');
    log.warn('JWT_SECRET not set: using a temporary secret, sign-ins end when the process stops');
    secret = randomBytes(32).toString('hex');
  }
  const tokens = new TokenService(secret, deps.config);
  const google = createGoogleVerifier(deps.config);
  const auth = new AuthService({ db: deps.db, config: deps.config, tokens, google });
  const accounts = new AccountService(
    { db: deps.db, config: deps.config },
    {
      auth,
      tokens,
      organisations: ports.organisations,
    },
  );
  void warmPasswordHashing();
  return { tokens, auth, accounts };
}
export type { AccountsOrganisations } from './accounts.service';

/** What other modules know of accounts as customers, wired with the accounts repo (decision 058). */
export const customers = createCustomersService({ repo: accountsRepo });
export { type CustomersService, type CustomersServiceDeps, createCustomersService } from './customers';
