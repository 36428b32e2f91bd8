import { z } from 'zod';

/**
 * GET /api/health: the process is alive and answering. No dependency is checked (that is /api/ready), so a
 * database outage never makes a supervisor restart healthy processes (decision 068).
 */
export const HealthSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
});
export type Health = z.infer<typeof HealthSchema>;

export const DEPENDENCY_STATES = ['up', 'down'] as const;

/** One dependency of /api/ready: up or down, and how long the probe took (to its answer or its failure). */
export const DependencySchema = z.object({
  status: z.enum(DEPENDENCY_STATES),
  latencyMs: z.number(),
});
export type Dependency = z.infer<typeof DependencySchema>;

/**
 * GET /api/ready: whether this instance can serve: its database, the job queue (graphile-worker's schema
 * answers and a worker pool is alive somewhere, `workers` of them) and the file store, each with its
 * state. 200 when all are up; 503 with the same shape when one is down (a load balancer stops sending).
 */
export const ReadySchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: DependencySchema,
  queue: DependencySchema.extend({ workers: z.number().int().optional() }),
  fileStore: DependencySchema,
});
export type Ready = z.infer<typeof ReadySchema>;

/** GET /api/ping: answers at once (a baseline for benchmarks). */
export const PingSchema = z.object({ ok: z.literal(true) });
