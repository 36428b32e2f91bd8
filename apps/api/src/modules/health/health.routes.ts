import { HEALTH_API, HealthSchema, PingSchema } from '@motorwise/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { at } from '../../lib/contract';
import { ErrorSchema } from '../../lib/http-schemas';
import { APP_VERSION } from '../../lib/version';
import * as repo from './health.repo';

export function healthRoutes(deps: AppDeps) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    // 503: the database is down (the health answer), or the server is shutting down (the error answer).
    const schema = {
      summary: 'Report whether the server and its database are up',
      response: { 200: HealthSchema, 503: z.union([HealthSchema, ErrorSchema]) },
    };
    app.route({
      ...at(HEALTH_API.getHealth),
      schema,
      config: { access: 'public' },
      handler: async (_request, reply) => {
        const started = performance.now();
        try {
          await repo.ping(deps.pool, deps.config.DB_CONNECT_TIMEOUT_MS);
          const latencyMs = Math.round((performance.now() - started) * 10) / 10;
          return {
            status: 'ok' as const,
            version: APP_VERSION,
            database: { status: 'up' as const, latencyMs },
          };
        } catch {
          return reply.code(503).send({
            status: 'degraded' as const,
            version: APP_VERSION,
            database: { status: 'down' as const },
          });
        }
      },
    });
    // The benchmark's baseline: the cheapest possible route through the same stack.
    app.route({
      ...at(HEALTH_API.getPing),
      schema: {
        summary: 'Answer at once, without touching the database (a baseline for benchmarks)',
        response: { 200: PingSchema },
      },
      config: { access: 'public' },
      handler: async () => ({ ok: true as const }),
    });
  };
}
