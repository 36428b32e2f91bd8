import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../src/db/embedded';
import { childrenOf, isAlive, postmasterPid, signal, sleep, tempDataDir, waitFor } from './harness';

const ROOT_DIR = path.resolve(import.meta.dirname, '../../../..');
const SIGN_IN = '/api/sites/motorwise/authentication/authenticate';

/** Every live process of a group (a terminal's foreground job), from /proc. */
function groupMembers(pgid: number): number[] {
  const found: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) === pgid) found.push(Number(entry));
    } catch {}
  }
  return found.filter(isAlive);
}

/** The processes this start made, wherever their group: the group's, then their descendants. */
function descendants(pids: number[]): number[] {
  const all = new Set(pids);
  for (const pid of all) for (const child of childrenOf(pid)) all.add(child);
  return [...all];
}

let group: number | null = null;
afterAll(() => {
  if (group) {
    try {
      process.kill(-group, 'SIGKILL');
    } catch {}
  }
});

// Issue 20 item 7: a person runs `npm start` in a terminal and presses Ctrl-C. The terminal sends SIGINT to
// every process of the foreground group: both npm processes, the server and (before the fix) PostgreSQL
// itself, which then shut down under the draining server: a sign-in in flight got 503, the worker's liveness
// connection was released twice ("Release called on client which has already been released to the pool",
// then npm: "Lifecycle script `start` failed"). One start, as a person does it: the web build, the embedded
// database and the demo seed.
describe('Ctrl-C on npm start', () => {
  it('stops the server and its database with exit code 0 and no error in the log', {
    timeout: 240_000,
  }, async () => {
    const dataDir = tempDataDir();
    const port = await freePort();
    const env: Record<string, string | undefined> = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
    };
    for (const name of ['DATABASE_URL', 'VITEST', 'NODE_ENV', 'SEED_DEMO', 'WEB_DIST', 'WORKER_ENABLED'])
      delete env[name];
    // detached: its own process group, as a shell gives a job; the group's id is npm's pid.
    const npm = spawn('npm', ['start'], { cwd: ROOT_DIR, env, detached: true });
    group = npm.pid!;
    let output = '';
    npm.stdout.on('data', (c) => (output += c));
    npm.stderr.on('data', (c) => (output += c));
    const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));
    let gone = false;
    void exited.then(() => (gone = true));

    await waitFor('Motorwise is running', 200_000, () => {
      if (gone) throw new Error(`npm start ended while starting:\n${output}`);
      return output.includes('Motorwise is running');
    });
    const postmaster = postmasterPid(dataDir);
    const members = descendants(groupMembers(group));
    expect(members.length).toBeGreaterThan(3);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);

    // A sign-in in flight when Ctrl-C comes (headers and half the body sent): it must finish on a live
    // database, which stops only after the drain.
    const body = JSON.stringify({ username: 'customer@motorwise.co.za', password: 'Motorwise#2026' });
    const socket = net.connect(port, '127.0.0.1');
    let raw = '';
    socket.on('data', (c) => (raw += c));
    const closed = new Promise<void>((resolve) => {
      socket.on('error', () => resolve());
      socket.on('close', () => resolve());
    });
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write(
      `POST ${SIGN_IN} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 20)}`,
    );
    await sleep(300);

    process.kill(-group, 'SIGINT'); // what the terminal does on Ctrl-C
    await sleep(1500);
    socket.write(body.slice(20));
    await closed;
    expect(raw.split('\r\n')[0]).toBe('HTTP/1.1 200 OK');
    expect(raw).toContain('"accessToken"');
    const code = await Promise.race([
      exited,
      new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), 30_000)),
    ]);
    const after = output.slice(output.indexOf('Motorwise is running'));
    expect(after).toContain('"reason":"SIGINT"');
    expect(after).not.toMatch(/Release called on client/);
    expect(after).not.toMatch(/already executing a query/);
    expect(after).not.toMatch(/npm error|Lifecycle script|stopped unexpectedly/);
    // pino's error (50) and fatal (60) levels; warnings (40) too: a clean stop has nothing to warn about.
    expect(after).not.toMatch(/"level":(4|5|6)0/);
    expect(code).toBe(0);
    await waitFor('every process of the group to end', 10_000, () => members.every((pid) => !isAlive(pid)));
    if (postmaster) expect(isAlive(postmaster)).toBe(false);
    signal(members, 'SIGKILL'); // nothing left, but never leave a stray one behind
    group = null;
  });
});
