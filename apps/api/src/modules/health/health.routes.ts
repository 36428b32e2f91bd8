import { HEALTH_API, HealthSchema, PingSchema, ReadySchema } from '@motorwise/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { at } from '../../lib/contract';
import type { FileStore } from '../../lib/file-store';
import { ErrorSchema } from '../../lib/http-schemas';
import { APP_VERSION } from '../../lib/version';
import { createReadiness } from './readiness';

export function healthRoutes(deps: AppDeps & { fileStore: Pick<FileStore, 'get'> }) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    // Liveness (decision 068): the process answers; nothing else is asked, so a database outage never
    // makes a supervisor restart healthy processes. 503 only while shutting down (the error answer).
    app.route({
      ...at(HEALTH_API.getHealth),
      schema: {
        summary: 'Report that the server is alive (no dependency checked)',
        response: { 200: HealthSchema, 503: ErrorSchema },
      },
      config: { access: 'public' },
      handler: async () => ({ status: 'ok' as const, version: APP_VERSION }),
    });
    // Readiness: public (a load balancer calls it, without a token) and not rate limited (budgets are
    // counted in the database, so a limit would cost every probe a write and fail with the database);
    // concurrent callers share one check, so a flood costs the dependencies one check at a time.
    const readiness = createReadiness({
      pool: deps.pool,
      fileStore: deps.fileStore,
      timeoutMs: deps.config.DB_CONNECT_TIMEOUT_MS,
    });
    app.route({
      ...at(HEALTH_API.getReady),
      schema: {
        summary: 'Report whether the database, the job queue and the file store are up',
        // 503: one is down (the same shape), or the server is shutting down (the error answer).
        response: { 200: ReadySchema, 503: z.union([ReadySchema, ErrorSchema]) },
      },
      config: { access: 'public' },
      handler: async (request, reply) => {
        const ready = await readiness.check(request.log);
        return reply.code(ready.status === 'ok' ? 200 : 503).send(ready);
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
