import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { audit } from '../audit/index';
import { notifications } from '../notifications/index';
import { places } from '../places/index';
import { accountThrottle } from './account-throttle';
import { createAccountsPersonalData } from './accounts.privacy';
import * as accountsRepo from './accounts.repo';
import { type AccountService, type AccountsOrganisations, createAccountService } from './accounts.service';
import { type AuthService, createAuthService } from './auth.service';
import { createCustomersService } from './customers';
import { createGoogleVerifier } from './google';
import { warmPasswordHashing } from './passwords';
import { createTokenService, type TokenService } from './tokens';

export {
  type AccountService,
  type AccountServiceDeps,
  type AccountsOrganisations,
  createAccountService,
} from './accounts.service';
export { type AuthService, type AuthServiceDeps, createAuthService, type LoginAnswer } from './auth.service';
export { AUTH_MESSAGES } from './auth.texts';
export { hashPassword } from './passwords';
export { loadSessionUser } from './session-hook';
export {
  createTokenService,
  type DeviceInfo,
  type TokenService,
  type TokenServiceDeps,
} from './tokens';

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
  const { db, config } = deps;
  const repo = accountsRepo;
  const tokens = createTokenService({ secret, config, repo, notifications });
  const auth = createAuthService({
    db,
    config,
    repo,
    tokens,
    google: createGoogleVerifier(config),
    throttle: accountThrottle(db, config),
  });
  const accounts = createAccountService({
    db,
    config,
    repo,
    places,
    auth,
    tokens,
    organisations: ports.organisations,
    audit,
  });
  void warmPasswordHashing();
  return { tokens, auth, accounts };
}

/** What other modules know of accounts as customers, wired with the accounts repo (decision 058). */
export const customers = createCustomersService({ repo: accountsRepo });
export { type CustomersService, type CustomersServiceDeps, createCustomersService } from './customers';

/** POPIA: the account, its sign-in methods and sessions, with its business address (decision 058). */
export const accountsPersonalData = createAccountsPersonalData({ places });
