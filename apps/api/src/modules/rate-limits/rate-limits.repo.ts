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
 * A counter for one budget in the shared rate_limits table (made by a migration, hence `tableCreated`).
 * The second exception to "drizzle only" (decision 010): the library speaks to the pool itself, one
 * atomic upsert per count. Its own sweep timer is off: one sweep per instance (deleteExpired) serves
 * every budget.
 */
export function createBudgetStore(pool: pg.Pool, options: BudgetStoreOptions): RateLimiterPostgres {
  return new RateLimiterPostgres({
    storeClient: pool,
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
