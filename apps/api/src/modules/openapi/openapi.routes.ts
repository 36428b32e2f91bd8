import { randomBytes } from 'node:crypto';
import { OPENAPI_API } from '@motorwise/shared';
import scalar from '@scalar/fastify-api-reference';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { declareContextAccess } from '../../lib/access';
import { at } from '../../lib/contract';
import { OPENAPI_PATH } from '../../lib/openapi';

export const DOCS_PATH = '/api/docs';

/** The document's frame; everything under it is free-form OpenAPI. */
const OpenApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

/**
 * GET /api/openapi.json (public): the OpenAPI 3.1 document of every route, generated from the routes'
 * zod schemas (lib/openapi.ts). Outside production, a reference page at /api/docs/ renders it.
 */
export function openApiRoutes(config: Config) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    app.route({
      ...at(OPENAPI_API.getOpenapiJson),
      schema: {
        summary: 'This document',
        response: { 200: OpenApiDocumentSchema },
      },
      config: { access: 'public' },
      handler: async () => parent.swagger() as z.infer<typeof OpenApiDocumentSchema>,
    });
    if (config.NODE_ENV !== 'production') await parent.register(apiReference);
  };
}

/**
 * The reference page (Scalar), served whole from this server: its script comes from the package, not a
 * CDN, so the page works offline. Development and tests only: it is for the people who build clients.
 */
async function apiReference(docs: FastifyInstance) {
  // The plugin's routes cannot carry config.access; this context is the page's alone.
  declareContextAccess(docs, 'public');
  // The page starts the bundle with one inline script, allowed by this nonce (fixed per process: the
  // page carries no data of anyone's, so a reused nonce protects nothing less). Styles stay
  // 'unsafe-inline' as for the app: a style-src nonce would switch that off.
  const nonce = randomBytes(16).toString('base64');
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
  // Route hooks run after helmet's global one, so this replaces the app's policy on these routes only.
  const pagePolicy = async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.header('content-security-policy', csp);
  };
  await docs.register(scalar, {
    routePrefix: DOCS_PATH,
    hooks: { onRequest: pagePolicy },
    configuration: {
      url: OPENAPI_PATH,
      pageTitle: 'Motorwise API reference',
      nonce,
      // No fonts from Scalar's servers (the page must work offline); the system fonts are used.
      withDefaultFonts: false,
      // Nothing that calls out: no AI agent, MCP, telemetry or hosted developer tools.
      hideClientButton: true,
      showDeveloperTools: 'never',
      agent: { disabled: true },
      mcp: { disabled: true },
      telemetry: false,
    },
  });
}
