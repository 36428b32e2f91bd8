import { lt } from 'drizzle-orm';
import type pg from 'pg';
import { RateLimiterPostgres } from 'rate-limiter-flexible';
import type { DbOrTx } from '../../db/client';
import { rateLimits } from './rate-limits.tables';

/** A budget: `points` per window of `durationSeconds`, under its own key prefix in rate_limits. */
export interface BudgetStoreOptions {
  prefix: string;
  points: number;
  durationSeconds: number;
}

/**
 * The library names its statements, which node-postgres then prepares once per connection and reuses by
 * name: behind a transaction pooler the next use may land on a server connection that never saw it
 * ("prepared statement does not exist"). Its queries go out unnamed instead (decision 069).
 */
function unnamedStatements(pool: pg.Pool) {
  return {
    query: (q: { text: string; values?: unknown[] }) => pool.query({ text: q.text, values: q.values }),
  };
}

/**
 * A counter for one budget in the shared rate_limits table (made by a migration, hence `tableCreated`).
 * The second exception to "drizzle only" (decision 010): the library speaks to the pool itself, one
 * atomic upsert per count. Its own sweep timer is off: one sweep per instance (deleteExpired) serves
 * every budget.
 */
export function createBudgetStore(pool: pg.Pool, options: BudgetStoreOptions): RateLimiterPostgres {
  return new RateLimiterPostgres({
    storeClient: unnamedStatements(pool),
    storeType: 'pool',
    tableName: 'rate_limits',
    tableCreated: true,
    clearExpiredByTimeout: false,
    keyPrefix: options.prefix,
    points: options.points,
    duration: options.durationSeconds,
  });
}

/** Deletes windows that ended before `before` (epoch ms). Harmless when several instances sweep at once. */
export async function deleteExpired(db: DbOrTx, before: number): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.expire, before));
}

/** What one draw on a budget's shared count took: the count after it and when its window ends (epoch ms). */
export interface Drawn {
  points: number;
  expire: number;
}

/**
 * Adds `points` to the shared count of `key` (a new window of `durationMs` when the last one is over), in
 * one atomic upsert, the same rows and arithmetic as the library's, so the two may share the table: the
 * caller then knows, from the count after its own addition, how many of its points fell within the budget
 * (decision 083). Unnamed, for a transaction pooler (decision 069).
 */
export async function drawPoints(
  pool: pg.Pool,
  key: string,
  points: number,
  durationMs: number,
  now: number,
): Promise<Drawn> {
  const { rows } = await pool.query<{ points: number; expire: string }>({
    text: `insert into rate_limits (key, points, expire) values ($1, $2, $3)
      on conflict (key) do update set
        points = case when rate_limits.expire <= $4 then $2 else rate_limits.points + $2 end,
        expire = case when rate_limits.expire <= $4 then $3 else rate_limits.expire end
      returning points, expire`,
    values: [key, points, now + durationMs, now],
  });
  const row = rows[0]!;
  return { points: row.points, expire: Number(row.expire) };
}
