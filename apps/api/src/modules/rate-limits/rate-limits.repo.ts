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
