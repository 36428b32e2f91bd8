import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { Config } from '../../config';
import { AppError } from '../../lib/errors';
import type { RateBudget } from '../../lib/rate-limits';
import type { DeviceInfo } from './tokens';

// The HTTP helpers the sign-in routes share with the invites' routes (the invitee's calls live beside the
// sign-in calls). Route code only: another module's route file reaches them through accounts' routes entry
// (./routes), never its index (decision 058).

export const device = (request: FastifyRequest): DeviceInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

/**
 * The accounts calls' request budgets (decision 014), counted in PostgreSQL by lib/rate-limits.ts. Sign-in
 * counts only failures per address; guessing at one account is slowed and then stopped per account name
 * in the service (sign-in-throttle.ts), which no budget per address could do without punishing an office.
 */
export function authBudgets(config: Config) {
  return {
    /** Failed sign-ins (password or Google) per address: successes are free, so an office never gets near. */
    signInFailures: {
      bucket: 'sign-in-failures',
      max: config.SIGN_IN_FAILURES_PER_ADDRESS,
      windowMinutes: config.SIGN_IN_FAILURES_WINDOW_MINUTES,
      count: 'failures',
      message: 'Too many failed sign-in attempts from your network.',
    },
    /** Calls that send a mail (register, resend, forgot, invite search) per address: an office onboarding fits. */
    accountMail: { bucket: 'account-mail', max: 60, windowMinutes: 60 },
    /** The same calls per e-mail address they mail, so nobody's inbox can be flooded. */
    mailToAddress: {
      bucket: 'account-mail-to',
      per: 'email',
      max: 6,
      windowMinutes: 60,
      message: 'Too many e-mails were asked for this address.',
    },
    /** Wrong or spent codes (reset, invite registration) per address; the codes are 256-bit, so failures only. */
    codeFailures: { bucket: 'code-failures', max: 20, windowMinutes: 60, count: 'failures' },
    /** Password changes per signed-in user (a wrong current password also counts against the name). */
    changePassword: { max: 10, windowMinutes: 15, per: 'user' },
  } as const satisfies Record<string, RateBudget>;
}

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
