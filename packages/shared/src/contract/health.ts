import type { Contract } from './entry';

/** Liveness and readiness (decision 068). */
export const HEALTH_API = {
  /** Report that the server is alive (no dependency checked) */
  getHealth: { method: 'GET', path: '/api/health', answer: 'HealthSchema' },
  /** Report whether the database, the job queue and the file store are up */
  getReady: { method: 'GET', path: '/api/ready', answer: 'ReadySchema' },
  /** Answer at once, without touching the database (a baseline for benchmarks) */
  getPing: { method: 'GET', path: '/api/ping', answer: 'PingSchema' },
} as const satisfies Contract;
