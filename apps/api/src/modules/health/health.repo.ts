import type pg from 'pg';

/**
 * The cheapest round trip to the database, bounded: the pool wait and connect are limited by the pool
 * (DB_CONNECT_TIMEOUT_MS) and the query itself by `timeoutMs`, so a frozen database reads as down within
 * seconds (decision 012). Through the pool rather than drizzle, whose query has no per-call timeout.
 */
export async function ping(pool: pg.Pool, timeoutMs: number): Promise<void> {
  const probe: pg.QueryConfig & { query_timeout: number } = { text: 'select 1', query_timeout: timeoutMs };
  await pool.query(probe);
}
