import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { freePort } from '../../src/db/embedded';

/**
 * Real processes for the fault tests (decision 012): the server as `npm start` runs it, its embedded
 * PostgreSQL, temp data folders and free ports. Everything started here is killed and removed when the
 * test file ends, whatever happened.
 */
const API_DIR = path.resolve(import.meta.dirname, '../..');
const ROOT_DIR = path.resolve(API_DIR, '../..');

const children = new Set<ChildProcess>();
const dataDirs = new Set<string>();

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

export function signal(pids: number[], sig: NodeJS.Signals): void {
  for (const pid of pids) {
    try {
      process.kill(pid, sig);
    } catch {}
  }
}

export function childrenOf(pid: number): number[] {
  const found: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) found.push(Number(entry));
    } catch {}
  }
  return found;
}

/** A data folder PostgreSQL's own user can reach (the tests may run as root). */
export function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'motorwise-fault-'));
  fs.chmodSync(dir, 0o755);
  dataDirs.add(dir);
  return dir;
}

/** The embedded server's postmaster, from its pid file (null when none runs). */
export function postmasterPid(dataDir: string): number | null {
  try {
    const pid = Number(fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && isAlive(pid) ? pid : null;
  } catch {
    return null;
  }
}

export async function waitFor<T>(
  what: string,
  timeoutMs: number,
  probe: () => Promise<T | null | undefined | false> | T | null | undefined | false,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(100);
  }
}

export interface ServerProcess {
  child: ChildProcess;
  /** The Node process that runs the server (under npm, npm's child). */
  serverPid: () => number;
  port: number;
  url: (p: string) => string;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface StartOptions {
  dataDir: string;
  env?: Record<string, string>;
  /** 'npm' runs `npm run -w apps/api start`, what `npm start` execs after building the web app. */
  via?: 'node' | 'npm';
}

export async function startServer(options: StartOptions): Promise<ServerProcess> {
  const port = await freePort();
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    SEED_DEMO: 'false',
    WEB_DIST: '/nonexistent',
    LOG_LEVEL: 'info',
    RATE_LIMIT_ENABLED: 'false',
    ...options.env,
  };
  delete env.DATABASE_URL;
  delete env.VITEST;
  const child =
    options.via === 'npm'
      ? spawn('npm', ['run', '--silent', '-w', 'apps/api', 'start'], { cwd: ROOT_DIR, env })
      : spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: API_DIR, env });
  children.add(child);
  let output = '';
  child.stdout?.on('data', (c) => (output += c));
  child.stderr?.on('data', (c) => (output += c));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, sig) => {
      children.delete(child);
      resolve({ code, signal: sig });
    }),
  );
  const server: ServerProcess = {
    child,
    port,
    serverPid: () => {
      if (options.via !== 'npm') return child.pid!;
      const node = childrenOf(child.pid!).find((pid) =>
        fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('src/server.ts'),
      );
      if (!node) throw new Error('no server process under npm');
      return node;
    },
    url: (p) => `http://127.0.0.1:${port}${p}`,
    output: () => output,
    exited,
  };
  return server;
}

/** Resolves once /api/health answers 200; fails early if the process exits. */
export async function waitHealthy(server: ServerProcess, timeoutMs = 30_000): Promise<number> {
  const started = Date.now();
  let gone = false;
  void server.exited.then(() => (gone = true));
  await waitFor('the server to be healthy', timeoutMs, async () => {
    if (gone) throw new Error(`server exited while starting:\n${server.output()}`);
    try {
      const res = await fetch(server.url('/api/health'), { signal: AbortSignal.timeout(2000) });
      return res.status === 200;
    } catch {
      return false;
    }
  });
  return Date.now() - started;
}

export async function get(
  server: ServerProcess,
  p: string,
  timeoutMs = 20_000,
): Promise<{ status: number; body: Record<string, unknown>; ms: number }> {
  const started = Date.now();
  const res = await fetch(server.url(p), { signal: AbortSignal.timeout(timeoutMs) });
  const text = await res.text();
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text);
  } catch {
    body = { text };
  }
  return { status: res.status, body, ms: Date.now() - started };
}

/** Kills whatever a test left running (its servers, their databases, frozen or not) and removes its data. */
export async function cleanUp(): Promise<void> {
  for (const child of children) {
    const pids = child.pid ? [child.pid, ...childrenOf(child.pid)] : [];
    signal(pids, 'SIGKILL');
  }
  for (const dir of dataDirs) {
    const pm = postmasterPid(dir);
    if (pm) {
      const all = [pm, ...childrenOf(pm)];
      signal(all, 'SIGCONT');
      signal(all, 'SIGKILL');
      await waitFor('PostgreSQL to stop', 10_000, () => !isAlive(pm)).catch(() => {});
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }
  children.clear();
  dataDirs.clear();
}

afterAll(cleanUp);
