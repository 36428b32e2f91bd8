import { lt } from 'drizzle-orm';
import type pg from 'pg';
import { escapeLiteral } from 'pg';
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

/** One caller's draw on its budget's shared count: `points` more, a new window of `durationMs` if over. */
export interface Draw {
  key: string;
  points: number;
  durationMs: number;
}

/**
 * Adds each draw's `points` to the shared count of its `key` (a new window of `durationMs` when the last one
 * is over at `now`), the same rows and arithmetic as the library's, so the two may share the table: each
 * caller then knows, from the count after its own addition, how many of its points fell within the budget
 * (decision 083). Several callers' draws go in one statement (keys distinct, in key order, so two
 * instances' statements lock rows in the same order); each row is still its own atomic upsert.
 *
 * Its commit does not wait for the WAL to reach the disk (`synchronous_commit = off` for this transaction
 * only, decision 083): on a hot read path a tenth of the requests drew, and each waited for a WAL flush
 * behind every other write's. A database that crashes may forget its last fraction of a second of draws
 * (at most three times wal_writer_delay), which only gives those callers some points back for that
 * window; the count is still atomic and shared, and a draw is seen by every instance once it commits.
 * One round trip: the two statements go as one simple query, which PostgreSQL runs as one transaction
 * (so the setting, local to it, holds for its commit); no explicit BEGIN, so a statement that fails rolls
 * it back whole and leaves no transaction open behind it. The values are
 * written in as literals (keys escaped, numbers checked whole). Unnamed, for a transaction pooler
 * (decision 069).
 */
export async function drawPoints(
  pool: pg.Pool,
  draws: readonly Draw[],
  now: number,
): Promise<Map<string, Drawn>> {
  const whole = (n: number) => {
    if (!Number.isSafeInteger(n)) throw new Error(`drawPoints: ${n} is not a whole number`);
    return String(n);
  };
  const keys = new Set(draws.map((d) => d.key));
  if (keys.size !== draws.length) throw new Error('drawPoints: a key drawn twice in one statement');
  const rows = [...draws]
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map((d) => `(${escapeLiteral(d.key)}, ${whole(d.points)}, ${whole(now + d.durationMs)})`);
  const at = whole(now);
  const results = (await pool.query(
    `select set_config('synchronous_commit', 'off', true);
    insert into rate_limits (key, points, expire) values ${rows.join(', ')}
      on conflict (key) do update set
        points = case when rate_limits.expire <= ${at} then excluded.points
          else rate_limits.points + excluded.points end,
        expire = case when rate_limits.expire <= ${at} then excluded.expire else rate_limits.expire end
      returning key, points, expire`,
  )) as unknown as pg.QueryResult<{ key: string; points: number; expire: string }>[];
  const inserted = results.find((r) => r.command === 'INSERT')!;
  return new Map(inserted.rows.map((r) => [r.key, { points: r.points, expire: Number(r.expire) }]));
}
