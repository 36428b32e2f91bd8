import type pg from 'pg';
import { LIVE_POOL_LOCK, OUTBOX_TASKS } from './queue';

/**
 * What the queue looks like from outside (decision 068): the readiness probe and the metrics' gauges.
 * Through the pool with a per-query timeout, like the database's own probe, so a frozen database reads as
 * down within seconds instead of holding a load balancer's check.
 */

/** Worker pools alive anywhere: each holds its liveness lock (queue.ts) for as long as it runs. */
const LIVE_POOLS = `select count(*)::int from pg_locks
  where locktype = 'advisory' and classid = ${LIVE_POOL_LOCK} and objsubid = 2 and granted`;

/**
 * graphile-worker's schema answers (its jobs view is read) and how many worker pools are alive. A queue
 * nobody works is down: jobs written now would wait for ever.
 */
export async function probeQueue(pool: pg.Pool, timeoutMs: number): Promise<{ workers: number }> {
  const probe: pg.QueryConfig & { query_timeout: number } = {
    text: `select (${LIVE_POOLS}) as workers, exists (select from graphile_worker.jobs) as reachable`,
    query_timeout: timeoutMs,
  };
  const { rows } = await pool.query<{ workers: number }>(probe);
  return { workers: rows[0]?.workers ?? 0 };
}

export interface QueueStats {
  /** Due now, not taken by a worker yet. */
  waiting: number;
  /** Due later: a retry's backoff, or a job written to run at a time. */
  scheduled: number;
  /** Taken by a worker (running, or held by a dead one until it is released). */
  locked: number;
  /** Out of attempts: kept for a person to look at, never run again. */
  failed: number;
  /** Outbox rows (mail) not sent yet, and how old the oldest of them is (0 when none). */
  outboxPending: number;
  outboxOldestSeconds: number;
  workers: number;
}

/** One read of the whole queue (graphile-worker deletes finished jobs, so it stays small). */
export async function queueStats(pool: pg.Pool, timeoutMs: number): Promise<QueueStats> {
  const live = 'attempts < max_attempts';
  const outbox = `task_identifier = any($1::text[]) and ${live}`;
  const probe: pg.QueryConfig & { query_timeout: number } = {
    text: `select
        count(*) filter (where locked_at is null and ${live} and run_at <= now())::int as waiting,
        count(*) filter (where locked_at is null and ${live} and run_at > now())::int as scheduled,
        count(*) filter (where locked_at is not null)::int as locked,
        count(*) filter (where locked_at is null and not ${live})::int as failed,
        count(*) filter (where ${outbox})::int as "outboxPending",
        coalesce(extract(epoch from now() - min(created_at) filter (where ${outbox})), 0)::float8
          as "outboxOldestSeconds",
        (${LIVE_POOLS}) as workers
      from graphile_worker.jobs`,
    values: [OUTBOX_TASKS],
    query_timeout: timeoutMs,
  };
  const { rows } = await pool.query<QueueStats>(probe);
  const row = rows[0];
  if (!row) throw new Error('the queue read answered no row');
  return row;
}
