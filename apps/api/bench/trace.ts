import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';

/**
 * BENCH_TRACE=1: what a write waits on (issue 25 item 1). Around each write route's measured run it reads
 * PostgreSQL's own counters (commits, WAL records, bytes and flushes) per request and, every 5 ms, what
 * each of the server's database sessions is doing (pg_stat_activity's wait events: a lock, the WAL flush,
 * waiting for the server to send its next statement). The CPU per request is on every line (bench/cpu.ts).
 */
export interface WriteTrace {
  stop(requests: number): Promise<string>;
}

interface Counters {
  commits: number;
  walRecords: number;
  walBytes: number;
  walSyncs: number;
}

async function counters(db: Db): Promise<Counters> {
  const { rows } = await db.execute<{ commits: string; records: string; bytes: string }>(sql`
    select (select xact_commit from pg_stat_database where datname = current_database())::text as commits,
           wal_records::text as records, wal_bytes::text as bytes
    from pg_stat_wal`);
  // WAL flushes are counted in pg_stat_io from PostgreSQL 18 (pg_stat_wal's wal_sync before it): 0 if absent.
  const syncs = await db
    .execute<{ n: string }>(
      sql`select coalesce(sum(fsyncs), 0)::text as n from pg_stat_io where object = 'wal'`,
    )
    .then((r) => Number(r.rows[0]?.n ?? 0))
    .catch(() => 0);
  const r = rows[0]!;
  return {
    commits: Number(r.commits),
    walRecords: Number(r.records),
    walBytes: Number(r.bytes),
    walSyncs: syncs,
  };
}

export async function startTrace(db: Db): Promise<WriteTrace> {
  const before = await counters(db);
  const started = Date.now();
  const waits = new Map<string, number>();
  let samples = 0;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const { rows } = await db.execute<{ what: string; n: number }>(sql`
        select case when state = 'active' then coalesce(wait_event_type || ': ' || wait_event, 'running')
                    when state = 'idle in transaction' then 'in a transaction, waiting for the server''s next statement'
                    else 'idle between requests' end as what,
               count(*)::int as n
        from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'
          and application_name <> 'pgbench'
        group by 1`);
      for (const r of rows) waits.set(r.what, (waits.get(r.what) ?? 0) + r.n);
      samples += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  return {
    async stop(requests) {
      sampling = false;
      await sampler;
      const seconds = (Date.now() - started) / 1000;
      const after = await counters(db);
      const per = (n: number) => (requests > 0 ? n / requests : 0);
      const sessions = [...waits.values()].reduce((a, b) => a + b, 0) / Math.max(samples, 1);
      const lines = [
        `    per request: ${per(after.commits - before.commits).toFixed(1)} commits, ${per(after.walRecords - before.walRecords).toFixed(0)} WAL records ` +
          `(${(per(after.walBytes - before.walBytes) / 1024).toFixed(1)} KB), ${per(after.walSyncs - before.walSyncs).toFixed(2)} WAL flushes ` +
          `(${((after.walSyncs - before.walSyncs) / seconds).toFixed(0)} a second)`,
        `    the server's ${sessions.toFixed(1)} database sessions, by share of ${samples} samples:`,
        ...[...waits]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 8)
          .map(
            ([what, n]) =>
              `      ${((100 * n) / Math.max(samples * sessions, 1)).toFixed(0).padStart(3)}%  ${what}`,
          ),
      ];
      return lines.join('\n');
    },
  };
}
