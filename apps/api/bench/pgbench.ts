import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** Where Debian's postgresql packages put pgbench, newest first, after PATH (issue 25 item 1). */
const CANDIDATES = ['pgbench', ...[18, 17, 16, 15, 14].map((v) => `/usr/lib/postgresql/${v}/bin/pgbench`)];

async function findPgbench(): Promise<string | null> {
  for (const bin of CANDIDATES) {
    if (bin.includes('/') && !fs.existsSync(bin)) continue;
    try {
      await run(bin, ['--version']);
      return bin;
    } catch {}
  }
  return null;
}

/** The scale pgbench is initialised with: 10 branches, a million accounts (about 150 MB). */
export const PGBENCH_SCALE = 10;

export type Anchor = { tps: number; note: string } | { tps: null; note: string };

/**
 * The write anchor: PostgreSQL's own pgbench, its built-in tpcb-like script (five statements in one
 * transaction: three updates, a select and an insert), on a database of its own in the same server as the
 * bench, at the given connections, so a write route's req/s reads against what this machine's PostgreSQL
 * commits durably. Installs nothing: without pgbench the anchor is skipped with a note.
 */
export async function pgbenchAnchor(url: string, connections: number, seconds: number): Promise<Anchor> {
  const bin = await findPgbench();
  if (!bin)
    return { tps: null, note: 'pgbench is not installed (Debian: postgresql-client); no write anchor' };
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const anchorDb = 'motorwise_pgbench_anchor';
  try {
    await admin.query(`drop database if exists ${anchorDb}`);
    await admin.query(`create database ${anchorDb}`);
  } finally {
    await admin.end();
  }
  const target = new URL(url);
  target.pathname = `/${anchorDb}`;
  const conninfo = target.toString();
  await run(bin, ['-i', '-q', '-s', String(PGBENCH_SCALE), conninfo], { maxBuffer: 1 << 24 });
  const threads = Math.min(connections, 4);
  const { stdout } = await run(
    bin,
    [
      '-b',
      'tpcb-like',
      '-c',
      String(connections),
      '-j',
      String(threads),
      '-T',
      String(seconds),
      '-n',
      conninfo,
    ],
    { maxBuffer: 1 << 24 },
  );
  const tps = Number(/tps = ([\d.]+)/.exec(stdout)?.[1]);
  if (!Number.isFinite(tps)) return { tps: null, note: `pgbench printed no tps:\n${stdout}` };
  return {
    tps,
    note: `pgbench tpcb-like, scale ${PGBENCH_SCALE}, ${connections} connections, ${seconds}s: ${Math.round(tps)} tps`,
  };
}
