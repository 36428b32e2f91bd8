import type { FastifyInstance } from 'fastify';
import type { QueryConfig } from 'pg';
import type { AppDeps } from '../../app';

export const APP_VERSION = '0.1.9';

export function healthRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    app.get('/api/health', { config: { rateLimit: false } }, async (_request, reply) => {
      const started = performance.now();
      try {
        // Bounded like any request (pool wait and connect: DB_CONNECT_TIMEOUT_MS), and the query itself no
        // longer than that either, so a frozen database reads as down within seconds (decision 012).
        const probe: QueryConfig & { query_timeout: number } = {
          text: 'select 1',
          query_timeout: deps.config.DB_CONNECT_TIMEOUT_MS,
        };
        await deps.pool.query(probe);
        const latencyMs = Math.round((performance.now() - started) * 10) / 10;
        return { status: 'ok', version: APP_VERSION, database: { status: 'up', latencyMs } };
      } catch {
        return reply
          .code(503)
          .send({ status: 'degraded', version: APP_VERSION, database: { status: 'down' } });
      }
    });
    // The benchmark's baseline: the cheapest possible route through the same stack.
    app.get('/api/ping', { config: { rateLimit: false } }, async () => ({ ok: true }));
  };
}
