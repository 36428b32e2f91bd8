import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

/** What drizzle's `.prepare()` gives: the statement's text, parameters and row mapping, built. */
interface Built<R> {
  execute(values?: Record<string, unknown>): Promise<R>;
}

/**
 * drizzle sends a prepared query under the name it is given; none is given here, so the connection's own
 * client decides (it names the statements it runs again on a direct connection, never behind a pooler:
 * decision 087).
 */
const UNNAMED = undefined as unknown as string;

/**
 * `column = any($name::uuid[])`, the value an array of ids: one statement text, built once, whatever the
 * number of ids (drizzle's `inArray` writes `in ($1, $2, ...)`, a text per count).
 */
export const anyOfIds = (column: AnyPgColumn, name = 'ids'): SQL =>
  sql`${column} = any(${sql.placeholder(name)}::uuid[])`;

/**
 * One `sql.placeholder` per name, each under its own name: the values of an insert built once,
 * `db.insert(t).values(placeholders('quoteId', 'note'))`, filled by the call's values of the same names.
 */
export const placeholders = <const K extends string>(...names: K[]): Record<K, Placeholder<K>> =>
  Object.fromEntries(names.map((name) => [name, sql.placeholder(name)])) as Record<K, Placeholder<K>>;

/**
 * A hot statement whose text never changes, built by drizzle once and run on whichever connection the
 * caller holds: the pool, or the client of the transaction it is in (decision 088). drizzle builds a
 * statement on every call (a whole row's select costs the server about 290 µs of CPU to build, more than
 * the round trip), and its own `.prepare()` builds once but runs only on the pool or transaction it was
 * made from. The values vary through `sql.placeholder(name)`:
 *
 *     const byId = builtOnce((db) => db.select().from(quotes).where(eq(quotes.id, sql.placeholder('id'))));
 *     const [row] = await byId(tx, { id });
 *
 * It reads drizzle's `session.client` (node-postgres' pool or pool client); `test/built-once.test.ts`
 * fails if a drizzle upgrade moves it.
 */
export function builtOnce<R>(
  build: (db: DbOrTx) => { prepare(name: string): Built<R> },
): (db: DbOrTx, values: object) => Promise<R> {
  let built: Built<R> | undefined;
  return async (db, values) => {
    built ??= build(db).prepare(UNNAMED);
    const client = (db as unknown as { session?: { client?: { query?: unknown } } }).session?.client;
    if (typeof client?.query !== 'function')
      throw new Error('builtOnce: this drizzle database has no session.client to run on');
    // Any object of named values (a row type's too): drizzle reads each placeholder's name from it.
    return (Object.create(built, { client: { value: client } }) as Built<R>).execute(
      values as Record<string, unknown>,
    );
  };
}
