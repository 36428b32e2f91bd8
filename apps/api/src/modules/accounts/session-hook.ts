import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { unauthorized } from '../../lib/errors';
import { isAdminEmail, type SessionUser, workingBranches } from '../../lib/session';
import * as repo from './accounts.repo';
import type { TokenService } from './tokens';

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';

/**
 * The session behind an access token: the session must be live and the account not disabled or deleted;
 * the roles (organisation membership and branches, workshops) are read with it in one statement.
 */
export async function loadSessionUser(
  db: Db,
  config: Pick<Config, 'ADMIN_EMAILS'>,
  userId: string,
  sessionId: string,
): Promise<SessionUser | null> {
  const user = await repo.findLiveSessionWithRoles(db, userId, sessionId);
  if (!user) return null;
  const org = user.organisation;
  return {
    id: user.id,
    email: user.email,
    sessionId,
    isAdmin: isAdminEmail(user.email, config.ADMIN_EMAILS),
    organisation: org && {
      organizationId: org.organizationId,
      role: org.role,
      ...workingBranches(
        { role: org.role, currentBranchId: org.storedBranchId },
        org.organisationBranchIds,
        org.givenBranchIds,
      ),
      organisationBranchIds: org.organisationBranchIds,
    },
    workshopIds: user.workshopIds,
    signIn: {
      at: new Date(user.signedInAt),
      secondFactor: user.secondFactor,
      twoFactorOn: user.twoFactorOn,
    },
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Fills request.sessionUser for every /api call. No Authorization header: anonymous (null). A bearer
 * token that is not valid, expired, of a signed-out session, or paired with a c-username header naming
 * someone else: 401 (spec part 2, section 8: the client refreshes once and retries), except on the calls
 * marked ignoreInvalidToken, which then run as anonymous.
 */
export function registerSessionHook(
  app: FastifyInstance,
  deps: { db: Db; config: Pick<Config, 'ADMIN_EMAILS'>; tokens: Pick<TokenService, 'verifyAccess'> },
) {
  app.decorateRequest('sessionUser', null);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    request.sessionUser = null;
    if (!/^\/api(\/|$)/i.test(request.url)) return;
    const header = request.headers.authorization;
    if (!header) return;
    const lenient = request.routeOptions.config?.ignoreInvalidToken === true;
    const user = await resolve(header, request.headers['c-username']);
    if (user) request.sessionUser = user;
    else if (!lenient) throw unauthorized(SESSION_EXPIRED_MESSAGE);
  });

  async function resolve(
    header: string,
    cUsername: string | string[] | undefined,
  ): Promise<SessionUser | null> {
    const match = /^Bearer\s+([A-Za-z0-9._~+/=-]{10,4096})$/i.exec(header.trim());
    if (!match?.[1]) return null;
    const claims = await deps.tokens.verifyAccess(match[1]);
    if (!claims || !UUID.test(claims.sub) || !UUID.test(claims.sid)) return null;
    const user = await loadSessionUser(deps.db, deps.config, claims.sub, claims.sid);
    if (!user) return null;
    // spec: every call carries c-username with the user's e-mail; when sent it must be this user's.
    if (cUsername !== undefined) {
      const given = Array.isArray(cUsername) ? cUsername[0] : cUsername;
      if ((given ?? '').trim().toLowerCase() !== user.email.toLowerCase()) return null;
    }
    return user;
  }
}
