import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../src/db/embedded';

/** The aims of issue 25 item 4: seconds from `npm start` to a healthy server. */
const AIMS = { first: 30, later: 5 };
/** A start that takes longer is reported as failed. */
const LIMIT_MS = 120_000;

const root = path.resolve(import.meta.dirname, '../../..');
const webStamp = path.join(root, 'apps/web/node_modules/.motorwise-build-inputs');
const serverStamp = path.join(root, 'apps/api/dist/server.mjs.inputs');
const mtime = (file: string) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;

interface Start {
  healthMs: number | null;
  readyMs: number | null;
  failure: string | null;
  webBuilt: boolean;
  serverBundled: boolean;
  /** The server's own account of its start ("started": databaseMs, migrationsMs, seedMs, appMs). */
  phases: Record<string, number>;
}

async function status(url: string): Promise<number> {
  try {
    const answer = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await answer.arrayBuffer();
    return answer.status;
  } catch {
    return 0;
  }
}

/** Stops the start and everything it started (its own process group): SIGTERM, then SIGKILL after 30 s. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  const group = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {}
  };
  group('SIGTERM');
  const timer = setTimeout(() => group('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
}

/**
 * One `npm start` (scripts/start.mjs, what the script runs) on `dataDir` and a port of its own, timed to a
 * 200 from /api/health and from /api/ready, then stopped. Its output goes to `logFile`.
 */
async function timeStart(dataDir: string, logFile: string): Promise<Start> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const before = { web: mtime(webStamp), server: mtime(serverStamp) };
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: base,
    LOG_LEVEL: 'info',
    NODE_ENV: 'development',
  };
  // The embedded database under DATA_DIR, as a newcomer's start has it.
  for (const name of ['DATABASE_URL', 'DATABASE_DIRECT_URL', 'DATABASE_REPLICA_URL', 'WEB_DIST', 'SEED_DEMO'])
    delete env[name];
  const started = performance.now();
  const out = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env,
    detached: true,
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  const result: Start = {
    healthMs: null,
    readyMs: null,
    failure: null,
    webBuilt: false,
    serverBundled: false,
    phases: {},
  };
  try {
    while (result.readyMs === null) {
      const elapsed = performance.now() - started;
      if (child.exitCode !== null || child.signalCode !== null) {
        result.failure = `npm start exited (${child.exitCode ?? child.signalCode})`;
        break;
      }
      if (elapsed > LIMIT_MS) {
        result.failure = `not ready within ${LIMIT_MS / 1000} s`;
        break;
      }
      if (result.healthMs === null && (await status(`${base}/api/health`)) === 200)
        result.healthMs = performance.now() - started;
      if (result.healthMs !== null && (await status(`${base}/api/ready`)) === 200)
        result.readyMs = performance.now() - started;
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await stop(child);
  }
  result.webBuilt = mtime(webStamp) !== before.web;
  result.serverBundled = mtime(serverStamp) !== before.server;
  for (const line of fs.readFileSync(logFile, 'utf8').split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      const entry = JSON.parse(line) as Record<string, unknown>;
      if (entry.msg === 'started') {
        for (const [key, value] of Object.entries(entry))
          if (key.endsWith('Ms') && typeof value === 'number') result.phases[key] = value;
      }
    } catch {}
  }
  return result;
}

const seconds = (ms: number | null) => (ms === null ? '-' : (ms / 1000).toFixed(1));

/**
 * A newcomer's first minutes (decision 084): `npm start` on an empty data folder, then again on the same
 * folder, each timed to a healthy and a ready server against the aims. The web app is built only when its
 * stamp says its sources changed (the line says whether it was); the processes are always stopped.
 */
export async function startupSection(dir: string, only: RegExp | null): Promise<void> {
  if (only && !only.test('start')) {
    process.stdout.write('\nStart-up: skipped (BENCH_ONLY does not match "start")\n');
    return;
  }
  const dataDir = path.join(dir, 'start-data');
  const rows: Record<string, string | number>[] = [];
  let failed = false;
  for (const [kind, aim] of [
    ['first', AIMS.first],
    ['later', AIMS.later],
  ] as const) {
    const run = await timeStart(dataDir, path.join(dir, `start-${kind}.log`));
    if (run.failure) failed = true;
    const { databaseMs, migrationsMs, seedMs, appMs, startMs } = run.phases;
    rows.push({
      start: `${kind} (${kind === 'first' ? 'empty DATA_DIR' : 'same DATA_DIR'})`,
      'health s': seconds(run.healthMs),
      'ready s': seconds(run.readyMs),
      'aim s': aim,
      'server s (db, migrate, seed, app)': startMs
        ? `${seconds(startMs)} (${[databaseMs, migrationsMs, seedMs, appMs].map((ms) => seconds(ms ?? null)).join(', ')})`
        : '-',
      'web built': run.webBuilt ? 'yes' : 'no (stamp)',
      'server bundled': run.serverBundled ? 'yes' : 'no (stamp)',
      verdict: run.failure
        ? `FAILED: ${run.failure}`
        : run.healthMs !== null && run.healthMs <= aim * 1000
          ? 'at aim'
          : 'over aim',
    });
    if (run.failure) break;
  }
  process.stdout.write(
    '\nStart-up: npm start to a healthy /api/health and a ready /api/ready (own port and DATA_DIR; logs in the bench folder)\n',
  );
  console.table(rows);
  if (failed) process.exitCode = 1;
}
