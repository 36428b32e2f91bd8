import type { AuditActor } from './audit.service';

/** Who acts, from a route's request: the signed-in user, the request id and the caller's address. */
export function auditActor(request: {
  sessionUser: { id: string; email: string } | null;
  id: string;
  ip: string;
}): AuditActor {
  return {
    userId: request.sessionUser?.id ?? null,
    email: request.sessionUser?.email ?? 'anonymous',
    requestId: request.id,
    ip: request.ip,
  };
}
