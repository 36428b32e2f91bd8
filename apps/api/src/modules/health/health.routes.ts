import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { APP_VERSION } from '../../lib/version';
import * as repo from './health.repo';

export function healthRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    app.get('/api/health', { config: { access: 'public' } }, async (_request, reply) => {
      const started = performance.now();
      try {
        await repo.ping(deps.pool, deps.config.DB_CONNECT_TIMEOUT_MS);
        const latencyMs = Math.round((performance.now() - started) * 10) / 10;
        return { status: 'ok', version: APP_VERSION, database: { status: 'up', latencyMs } };
      } catch {
        return reply
          .code(503)
          .send({ status: 'degraded', version: APP_VERSION, database: { status: 'down' } });
      }
    });
    // The benchmark's baseline: the cheapest possible route through the same stack.
    app.get('/api/ping', { config: { access: 'public' } }, async () => ({ ok: true }));
  };
}
