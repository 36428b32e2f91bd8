import { createHash } from 'node:crypto';
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

export interface PoolOptions {
  /**
   * The URL is a transaction pooler (PgBouncer in transaction mode; decision 069): the connection sends
   * no session settings, which such a pooler refuses as startup parameters and could not keep anyway
   * (each transaction may run on another server connection). The server's own timeouts are then the
   * pooler's or the role's; the client still gives up QUERY_GRACE_MS after statementMs.
   */
  pooled?: boolean;
}

/** Statements kept prepared on one connection at most; past it a connection sends new ones unnamed. */
export const PREPARED_PER_CONNECTION = 500;
/** Texts a connection remembers having run once, by their digest (the second run of a text prepares it). */
const SEEN_PER_CONNECTION = 2000;
/** A statement larger than this (a bulk insert's rows, a long list of values) is never kept prepared. */
const PREPARED_MAX_TEXT = 16_000;
const PREPARED_MAX_VALUES = 100;

type QueryConfigish = { text?: unknown; values?: unknown; name?: unknown; submit?: unknown };

/**
 * A connection that keeps the parameterised statements it runs again prepared, as postgres.js and
 * Npgsql do by default (decision 087): PostgreSQL parses and analyses such a statement once per
 * connection and, after five runs, keeps a generic plan when it is no worse, so a hot statement is no
 * longer planned on every request. A text is prepared on its second run on the connection (one-off
 * statements, such as a seed's bulk inserts, never take server memory), at most PREPARED_PER_CONNECTION
 * of them. Only for a direct connection: behind a transaction pooler a statement prepared on one server
 * connection is not there on the next (decision 069), so `pooled` pools keep pg's plain client.
 */
export class PreparingClient extends pg.Client {
  /** The statement name of each text kept prepared. */
  #named = new Map<string, string>();
  /** The digests of the texts run once so far. */
  #seenOnce = new Set<string>();

  #nameFor(text: string): string | undefined {
    const named = this.#named.get(text);
    if (named) return named;
    if (this.#named.size >= PREPARED_PER_CONNECTION) return undefined;
    const digest = createHash('sha1').update(text).digest('base64url');
    if (!this.#seenOnce.delete(digest)) {
      if (this.#seenOnce.size < SEEN_PER_CONNECTION) this.#seenOnce.add(digest);
      return undefined;
    }
    const name = `mw_${digest}`;
    this.#named.set(text, name);
    return name;
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg's overloads; every call is passed on unchanged but for its name
  override query(...args: any[]): any {
    const config: QueryConfigish | null =
      typeof args[0] === 'string' ? { text: args[0] } : (args[0] as QueryConfigish | null);
    const values = Array.isArray(args[1]) ? args[1] : config?.values;
    if (
      config &&
      typeof config === 'object' &&
      typeof config.submit !== 'function' &&
      config.name === undefined &&
      typeof config.text === 'string' &&
      config.text.length <= PREPARED_MAX_TEXT &&
      Array.isArray(values) &&
      values.length > 0 &&
      values.length <= PREPARED_MAX_VALUES
    ) {
      const name = this.#nameFor(config.text);
      if (name) args[0] = { ...config, name };
    }
    // biome-ignore lint/suspicious/noExplicitAny: as above
    return (super.query as any)(...args);
  }
}

export function createPool(
  url: string,
  max = 10,
  timeouts?: PoolTimeouts,
  options: PoolOptions = {},
): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    ...(!options.pooled && { Client: PreparingClient }),
    max,
    application_name: 'motorwise',
    keepAlive: true,
    ...(timeouts && {
      connectionTimeoutMillis: timeouts.connectMs,
      query_timeout: timeouts.statementMs + QUERY_GRACE_MS,
    }),
    ...(timeouts &&
      !options.pooled && {
        statement_timeout: timeouts.statementMs,
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

/**
 * Where each kind of work reaches PostgreSQL (decision 069). `pool` serves requests and may be a
 * transaction pooler; `directPool` is a connection of our own for what needs a session (LISTEN, session
 * advisory locks, the job worker), the pool itself when DATABASE_DIRECT_URL is not set; `replicaDb`
 * reads the few public lists that tolerate a replica's lag, the primary's db when DATABASE_REPLICA_URL is
 * not set.
 */
export interface DatabaseRoutes {
  pool: pg.Pool;
  directPool?: pg.Pool;
  db: Db;
  replicaDb?: Db;
}

/** The pool for LISTEN, session advisory locks and the job worker: never through a transaction pooler. */
export const sessionPool = (deps: Pick<DatabaseRoutes, 'pool' | 'directPool'>): pg.Pool =>
  deps.directPool ?? deps.pool;

/** The db for a public read-only list that tolerates a replica's lag (decision 069 names them). */
export const laggingReadDb = (deps: Pick<DatabaseRoutes, 'db' | 'replicaDb'>): Db =>
  deps.replicaDb ?? deps.db;
