import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import {
  requireAdmin,
  requireAdminStepUp,
  requireOrganisationUser,
  requireUser,
  requireWorkshopUser,
} from './session';

/**
 * Who may call a route, declared where the route is defined (`config: { access }`); denied unless allowed:
 * - 'public': anyone, signed in or not (a bearer token, when sent, must still be valid);
 * - 'user': any signed-in user (401 without a valid token);
 * - 'organisation' / 'workshop' / 'admin': a signed-in user with that role (else 403);
 * - 'admin' writes (any verb but GET): also a fresh sign-in, with 2FA when it is on (step-up, decision 059).
 * A route that declares nothing is refused when it is added, so the app does not start.
 */
export const ACCESS_LEVELS = ['public', 'user', 'organisation', 'workshop', 'admin'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    /** Every route with its declared access, in the order they were added (tests, fuzzing, OpenAPI). */
    routeTable: RouteEntry[];
  }
}

export interface RouteEntry {
  method: string;
  url: string;
  access: Access;
  schema: RouteOptions['schema'];
  /** The route's config (the contract test reads `multipartForm`). */
  config: RouteOptions['config'];
}

const CHECKS: Record<Access, ((request: FastifyRequest) => unknown) | null> = {
  public: null,
  user: requireUser,
  organisation: requireOrganisationUser,
  workshop: (request) => requireWorkshopUser(request),
  admin: (request) =>
    request.method === 'GET' || request.method === 'HEAD'
      ? requireAdmin(request)
      : requireAdminStepUp(request),
};

const kContextAccess = Symbol('motorwise.contextAccess');

/**
 * A third-party plugin adds routes it cannot declare access on (the API reference page): register it
 * in an encapsulated context made for it alone and declare that context's access here; every route added
 * there (or in its children) gets it, and still appears in the route table. Never on the root instance.
 */
export function declareContextAccess(context: FastifyInstance, access: Access): void {
  (context as unknown as Record<symbol, Access>)[kContextAccess] = access;
}

/**
 * Registers the declaration check (onRoute) and its enforcement (onRequest, after the session hook has
 * resolved the caller, so a missing token is a 401 before any body is read or validated). Call before
 * any route is added.
 */
export function registerAccessControl(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', function declaredAccess(route) {
    const access =
      (route.config as { access?: unknown } | undefined)?.access ??
      (this as unknown as Record<symbol, Access | undefined>)[kContextAccess];
    if (!ACCESS_LEVELS.includes(access as Access))
      throw new Error(
        `Route ${String(route.method)} ${route.url} declares no access: add config.access (${ACCESS_LEVELS.join(', ')}).`,
      );
    route.config = { ...route.config, access: access as Access };
    for (const method of [route.method].flat())
      table.push({
        method,
        url: route.url,
        access: access as Access,
        schema: route.schema,
        config: route.config,
      });
  });
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    // Not-found answers have no route (and so no declaration); they carry no data.
    if (!access) return;
    CHECKS[access]?.(request);
  });
}
