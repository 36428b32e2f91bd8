import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';

/**
 * BENCH_TRACE=1: what a write waits on (issue 25 item 1). Around each write route's measured run it reads
 * the CPU the server process and the database's processes used (/proc, so a busy machine's other work
 * does not count), PostgreSQL's own counters (commits, WAL records, bytes and flushes) and, every 5 ms,
 * what each of the server's database sessions is doing (pg_stat_activity's wait events: a lock, the WAL
 * flush, waiting for the server to send its next statement). Everything per request.
 */
export interface WriteTrace {
  stop(requests: number): Promise<string>;
}

const TICKS = 100; // USER_HZ on Linux: /proc's CPU times are in hundredths of a second

/** utime + stime of a process in ms, or 0 when it is gone. */
function cpuMs(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS;
  } catch {
    return 0;
  }
}

/** The postmaster and every process it started (backends, the WAL writer, the checkpointer). */
function databaseCpuMs(postmasterPid: number): number {
  let total = cpuMs(postmasterPid);
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === postmasterPid) total += cpuMs(Number(entry));
    } catch {
      // ended meanwhile
    }
  }
  return total;
}

interface Counters {
  commits: number;
  walRecords: number;
  walBytes: number;
  walSyncs: number;
}

async function counters(db: Db): Promise<Counters> {
  const { rows } = await db.execute<{ commits: string; records: string; bytes: string; syncs: string }>(sql`
    select (select xact_commit from pg_stat_database where datname = current_database())::text as commits,
           w.wal_records::text as records, w.wal_bytes::text as bytes,
           coalesce((select sum(fsyncs) from pg_stat_io where object = 'wal'), 0)::text as syncs
    from pg_stat_wal w`);
  const r = rows[0]!;
  return {
    commits: Number(r.commits),
    walRecords: Number(r.records),
    walBytes: Number(r.bytes),
    walSyncs: Number(r.syncs),
  };
}

/** The postmaster's pid, from its data folder's postmaster.pid. */
export async function postmasterPid(db: Db): Promise<number | null> {
  const { rows } = await db.execute<{ dir: string }>(sql`select current_setting('data_directory') as dir`);
  try {
    return Number(fs.readFileSync(`${rows[0]!.dir}/postmaster.pid`, 'utf8').split('\n')[0]);
  } catch {
    return null; // another machine's server (DATABASE_URL)
  }
}

export async function startTrace(db: Db, serverPid: number, pgPid: number | null): Promise<WriteTrace> {
  const cpu0 = cpuMs(serverPid);
  const db0 = pgPid ? databaseCpuMs(pgPid) : 0;
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
      const serverCpu = per(cpuMs(serverPid) - cpu0);
      const databaseCpu = pgPid ? per(databaseCpuMs(pgPid) - db0) : null;
      const sessions = [...waits.values()].reduce((a, b) => a + b, 0) / Math.max(samples, 1);
      const lines = [
        `    per request: server CPU ${serverCpu.toFixed(1)} ms, database CPU ${databaseCpu === null ? '-' : `${databaseCpu.toFixed(1)} ms`}, ` +
          `${per(after.commits - before.commits).toFixed(1)} commits, ${per(after.walRecords - before.walRecords).toFixed(0)} WAL records ` +
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
