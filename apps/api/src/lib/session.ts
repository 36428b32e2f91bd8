import type { FastifyRequest } from 'fastify';
import { unauthorized } from './errors';

/**
 * Who is calling, resolved once per request from the bearer token (see modules/auth). Every role check
 * in the API goes through the helpers below, so the rules live in one place.
 */
export interface SessionUser {
  id: string;
  email: string;
  /** spec: the admin flag compares the lower-cased e-mail with a configured list of addresses. */
  isAdmin: boolean;
  /** Set for organisation users (fleet, dealer, finance-recon staff), who work per branch. */
  organisation: {
    organizationId: string;
    currentBranchId: string | null;
    branchIds: string[];
  } | null;
  /** Workshops this user works for (workshop portal). */
  workshopIds: string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** null for anonymous callers. */
    sessionUser: SessionUser | null;
  }
}

export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw unauthorized();
  return request.sessionUser;
}
