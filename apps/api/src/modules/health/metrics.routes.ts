import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Gauge, type Registry } from 'prom-client';
import type { AppDeps } from '../../app-deps';
import type { Config } from '../../config';
import { collectProcessMetrics, processMetrics } from '../../lib/metrics';
import { queueStats } from '../jobs/index';

export interface MetricsRouteDeps {
  config: Pick<Config, 'METRICS_TOKEN' | 'DB_CONNECT_TIMEOUT_MS'>;
  /** The pools whose use is shown, by name ('main': the request pool). */
  pools: Record<string, AppDeps['pool']>;
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** `Authorization: Bearer <token>` carries the token, compared in constant time (of equal-length digests). */
function bearerMatches(header: string | undefined, expected: Buffer): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), expected);
}

const notFound = (request: FastifyRequest, reply: FastifyReply) =>
  reply
    .code(404)
    .send({ message: `No route ${request.method} ${request.url.split('?')[0]}.`, requestId: request.id });

/**
 * GET /metrics in Prometheus's text format (decision 068), only to `Authorization: Bearer $METRICS_TOKEN`
 * (else 401); without METRICS_TOKEN it answers as a path that does not exist (404), with or without the
 * web app (whose pages would otherwise answer it). Not in the contract or the API document: it is no call
 * of the API's (its path is outside /api) but an operator's. Public at the access layer (the token is
 * checked here, where Prometheus sends it) and not rate limited (a scrape every few seconds; the token is
 * 128 bits or more, nothing to guess).
 *
 * Each instance serves its own process and requests (Prometheus scrapes every instance); the queue and
 * outbox gauges are read from the shared database, so every instance shows the same values: aggregate
 * them with max(), not sum().
 */
export function metricsRoutes(deps: MetricsRouteDeps, registry: Registry | null) {
  return async (app: FastifyInstance) => {
    const route = {
      schema: { hide: true, summary: 'Prometheus metrics (an operator with METRICS_TOKEN)' },
      config: { access: 'public' as const },
    };
    const token = deps.config.METRICS_TOKEN;
    if (!token || !registry) {
      app.get('/metrics', route, async (request, reply) => notFound(request, reply));
      return;
    }
    collectProcessMetrics();
    const refresh = databaseGauges(registry, deps);
    const expected = digest(token);
    app.get('/metrics', route, async (request, reply) => {
      if (!bearerMatches(request.headers.authorization, expected))
        return reply
          .code(401)
          .header('WWW-Authenticate', 'Bearer realm="metrics"')
          .send({ message: 'The metrics need the bearer token METRICS_TOKEN.', requestId: request.id });
      await refresh(request);
      const text = (await processMetrics.metrics()) + (await registry.metrics());
      return reply.type(registry.contentType).header('Cache-Control', 'no-store').send(text);
    });
  };
}

/**
 * The gauges read at each scrape: the pools' use (this instance's) and the queue as the database shows it
 * (the same on every instance). A failed read shows the queue's gauges as NaN rather than stale values,
 * and motorwise_queue_read_ok 0.
 */
function databaseGauges(registry: Registry, deps: MetricsRouteDeps) {
  const gauge = (name: string, help: string, labelNames: string[] = []) =>
    new Gauge({ name, help, labelNames, registers: [registry] });
  const total = gauge('motorwise_db_pool_connections', 'Connections the pool holds', ['pool']);
  const idle = gauge('motorwise_db_pool_idle_connections', 'Connections idle in the pool', ['pool']);
  const waiting = gauge(
    'motorwise_db_pool_waiting_requests',
    'Queries waiting for a connection from the pool',
    ['pool'],
  );
  const jobs = gauge(
    'motorwise_queue_jobs',
    'Jobs in the queue by state: waiting (due), scheduled (later), locked (running), failed (out of attempts)',
    ['state'],
  );
  const workers = gauge('motorwise_queue_workers', 'Worker pools alive (holding their liveness lock)');
  const pending = gauge('motorwise_outbox_pending', 'Outbox rows (mail) not sent yet');
  const oldest = gauge(
    'motorwise_outbox_oldest_age_seconds',
    'Age of the oldest outbox row not sent yet (0 when none)',
  );
  const readOk = gauge('motorwise_queue_read_ok', '1 when the last read of the queue succeeded, else 0');
  const JOB_STATES = ['waiting', 'scheduled', 'locked', 'failed'] as const;

  return async (request: FastifyRequest) => {
    for (const [name, pool] of Object.entries(deps.pools)) {
      total.set({ pool: name }, pool.totalCount);
      idle.set({ pool: name }, pool.idleCount);
      waiting.set({ pool: name }, pool.waitingCount);
    }
    const main = deps.pools.main ?? Object.values(deps.pools)[0];
    try {
      if (!main) throw new Error('no pool to read the queue through');
      const stats = await queueStats(main, deps.config.DB_CONNECT_TIMEOUT_MS);
      for (const state of JOB_STATES) jobs.set({ state }, stats[state]);
      workers.set(stats.workers);
      pending.set(stats.outboxPending);
      oldest.set(stats.outboxOldestSeconds);
      readOk.set(1);
    } catch (error) {
      for (const state of JOB_STATES) jobs.set({ state }, Number.NaN);
      for (const metric of [workers, pending, oldest]) metric.set(Number.NaN);
      readOk.set(0);
      request.log.warn({ err: error }, 'metrics: the queue could not be read');
    }
  };
}
