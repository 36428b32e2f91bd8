import pg from 'pg';
import { afterAll, expect } from 'vitest';

/**
 * One query at a time on a connection (issue 20 item 7: "client.query() when the client is already
 * executing a query" under load). A transaction is one connection, so `Promise.all([repo.a(tx), repo.b(tx)])`
 * queues the second query behind the first: pg only warns (once per process, and only from the third) and
 * will refuse it in pg 9. Every API test records each query sent while its connection is still busy, and the
 * file fails with where it was sent from.
 */
type BusyClient = pg.Client & { _activeQuery?: unknown; _queryQueue?: unknown[] };

const overlaps: string[] = [];
const query = pg.Client.prototype.query as (this: BusyClient, ...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: BusyClient, ...args: unknown[]) {
  if (this._activeQuery || (this._queryQueue?.length ?? 0) > 0) {
    // The stack is lost across drizzle's awaits: the two statements' texts say which repo calls they were.
    const textOf = (q: unknown) => {
      const text = typeof q === 'string' ? q : (q as { text?: string } | undefined)?.text;
      return (text ?? '?').replace(/\s+/g, ' ').slice(0, 160);
    };
    overlaps.push(`${textOf(args[0])}  <- sent while running: ${textOf(this._activeQuery)}`);
  }
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;

afterAll(() => {
  expect([...new Set(overlaps)], 'queries sent on a connection that was still busy').toEqual([]);
});
