import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle from db.transaction(); repos accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/** A transaction handle (one connection) rather than the pool. */
const isTransaction = (db: DbOrTx): db is Tx => 'rollback' in db;

/**
 * Reads that do not depend on each other: side by side on the pool (each on a connection of its own), one
 * after another in a transaction, whose one connection runs one query at a time (pg warns of a query sent
 * while another runs, and pg 9 refuses it; issue 20 item 7).
 */
export async function readsOf<T extends readonly unknown[]>(
  db: DbOrTx,
  ...reads: { [K in keyof T]: () => Promise<T[K]> }
): Promise<T> {
  if (!isTransaction(db)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const answers: unknown[] = [];
  for (const read of reads) answers.push(await read());
  return answers as unknown as T;
}

// Dates and numerics: keep bigint counts as numbers, timestamps as Date (drizzle maps them).
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

/** Bounds on waiting for the database, so a frozen or unreachable server answers 503, not a hang (decision 012). */
export interface PoolTimeouts {
  /** Waiting for a connection: a new one (connect and sign in) or a free one from a busy pool. */
  connectMs: number;
  /** A statement's run time on the server; the client gives up QUERY_GRACE_MS later (a frozen server). */
  statementMs: number;
}

/** How much longer than statement_timeout the client waits for an answer before calling the server frozen. */
export const QUERY_GRACE_MS = 1000;

type PoolClientState = pg.PoolClient & {
  _txStatus?: string | null;
  _activeQuery?: unknown;
  _queryable?: boolean;
};

export function createPool(url: string, max = 10, timeouts?: PoolTimeouts): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    application_name: 'motorwise',
    keepAlive: true,
    ...(timeouts && {
      connectionTimeoutMillis: timeouts.connectMs,
      statement_timeout: timeouts.statementMs,
      query_timeout: timeouts.statementMs + QUERY_GRACE_MS,
      // A transaction left open by a client that went away must not hold its locks for long.
      idle_in_transaction_session_timeout: Math.max(60_000, timeouts.statementMs * 2),
    }),
  });
  // An idle client dropped by the server must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  // A client handed back while a query is still out or a transaction still open (its query timed out on a
  // frozen server, so the rollback was never sent) must never serve another request: pg-pool drops a
  // client that is not queryable, and pg then destroys its socket.
  pool.on('release', (err: Error | undefined, client: PoolClientState) => {
    if (err) return;
    if (client._activeQuery || (client._txStatus && client._txStatus !== 'I')) client._queryable = false;
  });
  return pool;
}

export function createDb(pool: pg.Pool): Db {
  return drizzle(pool, { schema, casing: 'snake_case' });
}
