import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { isAdminEmail, type SessionUser } from '../../lib/session';
import type { TokenService } from './tokens';

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';

/**
 * The session behind an access token, in one indexed query: the session must be live, the account not
 * disabled or deleted, and the roles come along (organisation and its branches, workshops).
 */
export async function loadSessionUser(
  db: Db,
  config: Pick<Config, 'ADMIN_EMAILS'>,
  userId: string,
  sessionId: string,
): Promise<SessionUser | null> {
  const result = await db.execute<{
    id: string;
    email: string;
    organization_id: string | null;
    current_branch_id: string | null;
    branch_ids: string[] | null;
    workshop_ids: string[] | null;
  }>(sql`
    select u.id, u.email, ou.organization_id, ou.current_branch_id,
      (select array_agg(b.id order by b.branch_name) from organization_branches b
        where b.organization_id = ou.organization_id) as branch_ids,
      (select array_agg(w.workshop_id) from workshop_users w where w.user_id = u.id) as workshop_ids
    from auth_sessions s
    join users u on u.id = s.user_id
    left join organization_users ou on ou.user_id = u.id
    where s.id = ${sessionId} and s.user_id = ${userId}
      and s.revoked_at is null and s.expires_at > now()
      and u.deleted_at is null and not u.is_disabled`);
  const row = result.rows[0];
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    sessionId,
    isAdmin: isAdminEmail(row.email, config.ADMIN_EMAILS),
    organisation: row.organization_id
      ? {
          organizationId: row.organization_id,
          currentBranchId: row.current_branch_id,
          branchIds: row.branch_ids ?? [],
        }
      : null,
    workshopIds: row.workshop_ids ?? [],
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
  deps: { db: Db; config: Config; tokens: TokenService },
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
    else if (!lenient) throw new AppError(401, SESSION_EXPIRED_MESSAGE);
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
