import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type EmbeddedDatabase, freePort, startEmbeddedPostgres } from '../../src/db/embedded';
import { startS3Server, type TestS3Server } from '../s3-server';
import { startServerProcess } from '../server-process';

/**
 * The cluster (issue 23 item 2, decision 071): one PostgreSQL (the embedded server), one S3-compatible
 * store (s3rver), two real API processes (`src/server.ts`, as `npm start` runs it) on them, and Debian's
 * nginx in front with `deploy/nginx.conf`. The cluster test drives it; the soak (item 6) reuses it.
 */

const ROOT = path.resolve(import.meta.dirname, '../../../..');
/** The proxy's configuration, the one a deployment uses (compose mounts it). */
export const NGINX_CONF = path.join(ROOT, 'deploy/nginx.conf');
/** The header the test's proxy routes by: `a` or `b` pins a call to that instance; none, round robin. */
export const PIN_HEADER = 'x-cluster-pin';
/** The header the test's proxy answers with: the instance (or instances, when retried) that served. */
export const UPSTREAM_HEADER = 'x-cluster-upstream';

/** What must not outlive the test process if it ends without `stop()` (a crash, a timeout). */
const onExit = new Set<() => void>();
process.once('exit', () => {
  for (const end of onExit) end();
});

/** Debian's nginx, or null when it is not installed. */
export function findNginx(): string | null {
  for (const dir of [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/usr/local/sbin']) {
    const file = path.join(dir, 'nginx');
    try {
      fs.accessSync(file, fs.constants.X_OK);
      return file;
    } catch {}
  }
  return null;
}

export interface ClusterInstance {
  name: 'a' | 'b';
  port: number;
  /** host:port, as nginx names it in $upstream_addr. */
  address: string;
  url: (p: string) => string;
  running: () => boolean;
  /** Starts the instance (again); resolves once it serves. */
  start: () => Promise<void>;
  /** SIGKILL: no drain, no goodbye. */
  kill: () => Promise<void>;
  /** SIGTERM: drains and stops. */
  stop: () => Promise<void>;
  /** Everything the instance printed, over all its starts. */
  output: () => string;
}

export interface AccessLogLine {
  method: string;
  uri: string;
  status: number;
  /** The instances nginx tried, in order (more than one: retried). */
  upstreams: string[];
  upstreamStatuses: string[];
  idempotencyKey: string | null;
}

export interface Cluster {
  /** The proxy's origin: every call of the tests goes here. */
  proxyUrl: string;
  url: (p: string) => string;
  instances: [ClusterInstance, ClusterInstance];
  s3: TestS3Server;
  databaseUrl: string;
  /** A pool on the cluster's database, for the tests' own reads and set-up. */
  pool: pg.Pool;
  /** What nginx logged so far, one entry per request. */
  accessLog: () => AccessLogLine[];
  /** nginx's error log. */
  proxyErrors: () => string;
  stop: () => Promise<void>;
}

export interface ClusterOptions {
  /** Settings for both instances, over the cluster's own. */
  env?: Record<string, string>;
  /** Seeds the demo marketplace (instance a does, on its first start). */
  seedDemo?: boolean;
}

/**
 * The test's rendering of deploy/nginx.conf: its upstream servers and listen address in place of the
 * marked lines, calls pinned to one instance by PIN_HEADER, and the serving instance in UPSTREAM_HEADER.
 */
export function renderNginxConf(template: string, listen: string, servers: Upstream[]): string {
  const serverLines = servers.map((s) => `    server ${s.address} max_fails=1 fail_timeout=10s;`).join('\n');
  const conf = template
    .replace(/(# cluster: servers[^\n]*\n)(\s*server [^\n]*\n)+/, `$1${serverLines}\n`)
    .replace(/(# cluster: listen\n)\s*listen [^\n]*;/, `$1    listen ${listen};`)
    .replaceAll('proxy_pass http://motorwise_api;', 'proxy_pass http://$cluster_upstream;');
  if (conf.includes('api-1:3000') || !conf.includes(`listen ${listen};`))
    throw new Error(`${NGINX_CONF}: its "cluster:" lines are not where the test expects them`);
  const pinned = servers.map((s) => `upstream cluster_${s.name} {\n    server ${s.address};\n}\n`).join('');
  const map = `map $http_${PIN_HEADER.replaceAll('-', '_')} $cluster_upstream {\n    default motorwise_api;\n${servers
    .map((s) => `    ${s.name} cluster_${s.name};\n`)
    .join('')}}\n`;
  return `${pinned}${map}${conf.replace(/(server \{\n)/, `$1    add_header ${UPSTREAM_HEADER} $upstream_addr always;\n`)}`;
}

const LOG_FORMAT =
  '\'$request_method $request_uri $status "$upstream_addr" "$upstream_status" "$http_idempotency_key"\'';

function parseAccessLog(text: string): AccessLogLine[] {
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const m = /^(\S+) (\S+) (\d+) "([^"]*)" "([^"]*)" "([^"]*)"$/.exec(line);
      if (!m) throw new Error(`unexpected access log line: ${line}`);
      const list = (s: string) => (s === '-' ? [] : s.split(/\s*[,:]\s+|\s*,\s*/).filter(Boolean));
      return {
        method: m[1]!,
        uri: m[2]!,
        status: Number(m[3]),
        upstreams: list(m[4]!),
        upstreamStatuses: list(m[5]!),
        idempotencyKey: m[6] === '-' || m[6] === '' ? null : m[6]!,
      };
    });
}

async function waitUntil(what: string, ms: number, probe: () => Promise<boolean>): Promise<void> {
  for (const until = Date.now() + ms; !(await probe().catch(() => false)); ) {
    if (Date.now() > until) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A temporary folder others may enter (PostgreSQL's and nginx's users, when the tests run as root). */
export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.isAbsolute(prefix) ? prefix : path.join(os.tmpdir(), prefix));
  fs.chmodSync(dir, 0o755);
  return dir;
}

/** A server of the upstream: its name for PIN_HEADER, and host:port. */
export interface Upstream {
  name: string;
  address: string;
}

export interface Proxy {
  url: string;
  accessLog: () => AccessLogLine[];
  errors: () => string;
  stop: () => Promise<void>;
}

/**
 * Debian's nginx with deploy/nginx.conf in front of `servers`, in a folder of its own under `dir`, on a
 * free port, never as root. `stop()` ends it (the folder is the caller's to remove).
 */
export async function startNginx(parent: string, servers: Upstream[]): Promise<Proxy> {
  const dir = tempDir(path.join(parent, 'nginx-'));
  const listen = `127.0.0.1:${await freePort()}`;
  const proxy = await startProxy(dir, listen, servers);
  return { url: `http://${listen}`, ...proxy };
}

async function startProxy(dir: string, listen: string, instances: Upstream[]) {
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx is not installed (apt-get install -y nginx)');
  fs.mkdirSync(path.join(dir, 'temp'));
  fs.writeFileSync(
    path.join(dir, 'motorwise.conf'),
    renderNginxConf(fs.readFileSync(NGINX_CONF, 'utf8'), listen, instances),
  );
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, 'temp', name)};`;
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'worker_processes 1;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((n) => `  ${temp(n)}`),
      `  log_format cluster ${LOG_FORMAT};`,
      `  access_log ${path.join(dir, 'access.log')} cluster;`,
      `  include ${path.join(dir, 'motorwise.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  // Never as root: when the tests run as root, nginx runs as nobody in a folder nobody owns.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    for (const entry of ['', 'temp', 'motorwise.conf', 'nginx.conf'])
      fs.chownSync(path.join(dir, entry), 65534, 65534);
  }
  const child: ChildProcess = spawn(
    nginx,
    ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'pipe', 'pipe'], ...(asRoot ? { uid: 65534, gid: 65534 } : {}) },
  );
  let output = '';
  child.stdout?.on('data', (c) => (output += c));
  child.stderr?.on('data', (c) => (output += c));
  const end = () => child.kill('SIGTERM');
  onExit.add(end);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  void exited.then(() => onExit.delete(end));
  // nginx answers /metrics itself (404), whatever the upstreams do.
  await waitUntil('nginx to answer', 10_000, async () => {
    if (child.exitCode !== null) throw new Error(`nginx stopped:\n${output}`);
    return (await fetch(`http://${listen}/metrics`)).status === 404;
  }).catch((error: Error) => {
    const log = path.join(dir, 'error.log');
    throw new Error(`${error.message}\n${output}\n${fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : ''}`);
  });
  return {
    accessLog: () => parseAccessLog(fs.readFileSync(path.join(dir, 'access.log'), 'utf8')),
    errors: () => fs.readFileSync(path.join(dir, 'error.log'), 'utf8'),
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGQUIT');
        await exited;
      }
    },
  };
}

/** Starts the cluster; `stop()` ends and removes everything it started, whatever state it is in. */
export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const root = tempDir('motorwise-cluster-');
  const stops: (() => Promise<unknown>)[] = [];
  const stop = async () => {
    for (const step of stops.reverse()) await step().catch(() => {});
    fs.rmSync(root, { recursive: true, force: true });
  };
  try {
    const pgDir = path.join(root, 'postgres');
    fs.mkdirSync(pgDir, { mode: 0o755 });
    const embedded: EmbeddedDatabase = await startEmbeddedPostgres(pgDir);
    stops.push(() => embedded.stop());
    const admin = new pg.Client({ connectionString: embedded.url() });
    await admin.connect();
    await admin.query('CREATE DATABASE motorwise_cluster');
    await admin.end();
    const databaseUrl = embedded.url('motorwise_cluster');

    const s3 = await startS3Server();
    stops.push(() => s3.close());

    const proxyPort = await freePort();
    const proxyUrl = `http://127.0.0.1:${proxyPort}`;
    const shared = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: proxyUrl,
      JWT_SECRET: randomBytes(32).toString('hex'),
      BOTCHECK_HMAC_KEY: randomBytes(32).toString('hex'),
      WORKER_ENABLED: 'true',
      WEB_DIST: '/nonexistent',
      // nginx, on this machine's loopback, is the one proxy whose X-Forwarded-For the instances believe
      // (decision 072): each caller is then counted by its own address, as behind a real load balancer.
      TRUST_PROXY: '127.0.0.1/32',
      ...s3.env,
      ...options.env,
    };

    const instances = await Promise.all(
      (['a', 'b'] as const).map(async (name): Promise<ClusterInstance> => {
        const port = await freePort();
        let server: ReturnType<typeof startServerProcess> | null = null;
        let output = '';
        const instance: ClusterInstance = {
          name,
          port,
          address: `127.0.0.1:${port}`,
          url: (p) => `http://127.0.0.1:${port}${p}`,
          running: () => server !== null,
          async start() {
            if (server) throw new Error(`instance ${name} is already running`);
            const seed = name === 'a' && options.seedDemo && !output && !server;
            const started = startServerProcess({ ...shared, PORT: String(port), SEED_DEMO: String(!!seed) });
            server = started;
            const end = () => void started.kill('SIGKILL');
            onExit.add(end);
            void started.exited.then(() => {
              onExit.delete(end);
              output += started.output;
              if (server === started) server = null;
            });
            await started.running(seed ? 120_000 : 45_000);
          },
          async kill() {
            await server?.kill('SIGKILL');
          },
          async stop() {
            await server?.stop();
          },
          output: () => output + (server?.output ?? ''),
        };
        stops.push(() => instance.kill());
        return instance;
      }),
    );
    const [a, b] = instances as [ClusterInstance, ClusterInstance];
    // Both at once, as a deployment starts them: one migrates while the other waits for its lock; a seeds.
    await Promise.all([a.start(), b.start()]);

    const proxy = await startProxy(
      tempDir(path.join(root, 'nginx-')),
      proxyUrl.slice('http://'.length),
      instances,
    );
    stops.push(() => proxy.stop());

    const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
    stops.push(() => pool.end());
    return {
      proxyUrl,
      url: (p) => `${proxyUrl}${p}`,
      instances: [a, b],
      s3,
      databaseUrl,
      pool,
      accessLog: proxy.accessLog,
      proxyErrors: proxy.errors,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
