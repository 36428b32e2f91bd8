import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app';
import { AuthService } from './auth.service';
import { createGoogleVerifier } from './google';
import { InviteService } from './invites.service';
import { warmPasswordHashing } from './passwords';
import { TokenService } from './tokens';

export interface AuthModule {
  tokens: TokenService;
  auth: AuthService;
  invites: InviteService;
}

/** Builds the accounts module from the app's dependencies (one place, so tests get the same wiring). */
export function createAuthModule(deps: AppDeps, log: FastifyBaseLogger): AuthModule {
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
  const invites = new InviteService(auth, { db: deps.db, config: deps.config });
  void warmPasswordHashing();
  return { tokens, auth, invites };
}
