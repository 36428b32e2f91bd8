import { z } from 'zod';

/** GET /api/health: whether the server and its database are up (503 with the same shape when it is down). */
export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.object({ status: z.enum(['up', 'down']), latencyMs: z.number().optional() }),
});
export type Health = z.infer<typeof HealthSchema>;

/** GET /api/ping: answers at once (a baseline for benchmarks). */
export const PingSchema = z.object({ ok: z.literal(true) });
