import type { Contract } from './entry';

/** Liveness and readiness. */
export const HEALTH_API = {
  /** Report whether the server and its database are up */
  getHealth: { method: 'GET', path: '/api/health', answer: 'HealthSchema' },
  /** Answer at once, without touching the database (a baseline for benchmarks) */
  getPing: { method: 'GET', path: '/api/ping', answer: 'PingSchema' },
} as const satisfies Contract;
