import type { Cluster } from '../test/cluster/harness';

/**
 * What the soak (soak.ts) reads besides its own calls' answers, to say why a call failed or what held it
 * up: the database's sessions while it runs, and the instances' own warnings afterwards.
 */

/**
 * What the database's sessions wait for, read every second from pg_stat_activity during the measured
 * window: the most sessions waiting on a lock at once, and which statements waited (their first words),
 * counted over the readings; the most sessions idle inside a transaction (a connection held while the
 * instance works on something else).
 */
export function watchDatabase(pool: Cluster['pool']) {
  const waits = new Map<string, number>();
  let maxLockWaits = 0;
  let maxIdleInTransaction = 0;
  let maxActive = 0;
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      try {
        const { rows } = await pool.query<{ state: string; wait: string | null; query: string }>(
          `select state, wait_event_type || ':' || wait_event as wait, left(regexp_replace(query, '[[:space:]]+', ' ', 'g'), 90) as query
             from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid() and state <> 'idle'`,
        );
        const locks = rows.filter((r) => r.wait?.startsWith('Lock:'));
        maxLockWaits = Math.max(maxLockWaits, locks.length);
        maxIdleInTransaction = Math.max(
          maxIdleInTransaction,
          rows.filter((r) => r.state.startsWith('idle in transaction')).length,
        );
        maxActive = Math.max(maxActive, rows.filter((r) => r.state === 'active').length);
        for (const r of locks) {
          const key = `${r.wait} ${r.query}`;
          waits.set(key, (waits.get(key) ?? 0) + 1);
        }
      } catch {}
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      const top = [...waits].sort(([, x], [, y]) => y - x).slice(0, 6);
      return [
        `database sessions (pg_stat_activity, every second): at most ${maxActive} active, ${maxIdleInTransaction} idle in a transaction, ${maxLockWaits} waiting on a lock`,
        ...(top.length
          ? [
              '  lock waits seen (readings x sessions: wait, statement):',
              ...top.map(([k, n]) => `    ${n} x ${k}`),
            ]
          : []),
      ].join('\n');
    },
  };
}

/**
 * The instances' warnings and errors (pino's JSON lines at level 40 and above), grouped by message and
 * error: what a 503 or a failed job was, read from the instances' own logs.
 */
export function summariseLogs(output: string): string[] {
  const groups = new Map<string, number>();
  for (const line of output.split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      const entry = JSON.parse(line) as {
        level: number;
        msg?: string;
        job?: string;
        err?: { code?: string; message?: string; stack?: string };
      };
      if (entry.level < 40) continue;
      const where = entry.err?.stack
        ?.split('\n')
        .find((l) => l.includes('/src/modules/') || l.includes('/src/lib/'))
        ?.trim();
      const key = [
        entry.msg,
        entry.job && `job ${entry.job}`,
        entry.err && `${entry.err.code ?? ''} ${entry.err.message?.slice(0, 120) ?? ''}`.trim(),
        where,
      ]
        .filter(Boolean)
        .join(' | ');
      groups.set(key, (groups.get(key) ?? 0) + 1);
    } catch {}
  }
  return [...groups].sort(([, x], [, y]) => y - x).map(([k, n]) => `${n} x ${k}`);
}
