import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { NOTIFICATIONS_API } from '@motorwise/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { AppDeps } from '../src/app-deps';
import { loadConfig } from '../src/config';
import { createDb, createPool, type Db } from '../src/db/client';
import { freePort } from '../src/db/embedded';
import { devMails } from '../src/db/schema';
import { createBotCheck } from '../src/modules/botcheck/index';
import { startWorker, type Worker } from '../src/modules/jobs/index';
import { createInboxMailer } from '../src/modules/mail/index';
import { notifications } from '../src/modules/notifications/index';
import { createServiceWorld, type ServiceWorld, serviceRequestBody } from './fixtures/service-request';
import { createTestDatabase, createUser, SITE, signIn, solveBotCheck } from './helpers';
import { startServerProcess } from './server-process';

/**
 * Issue 23 item 4 (decision 069): the app behind a real PgBouncer in transaction mode. Requests reach
 * PostgreSQL through PgBouncer (DATABASE_URL), with fewer server connections than clients, so consecutive
 * transactions of one client land on different server connections; what needs a session (LISTEN, the
 * job worker's locks) goes straight to PostgreSQL (DATABASE_DIRECT_URL). Debian's pgbouncer package is
 * needed: .ci/run installs it; without it this file is skipped.
 */
function findPgbouncer(): string | null {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin'];
  for (const dir of dirs) {
    const candidate = path.join(dir, 'pgbouncer');
    if (dir && fs.existsSync(candidate)) return candidate;
  }
  return null;
}
const PGBOUNCER = findPgbouncer();
if (!PGBOUNCER)
  console.warn('pgbouncer.test.ts skipped: pgbouncer is not on PATH (apt-get install -y pgbouncer)');

const canConnect = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** PgBouncer in transaction mode in front of the server of `directUrl`; its URL for the same database. */
async function startPgbouncer(bin: string, directUrl: string) {
  const direct = new URL(directUrl);
  const dir = fs.mkdtempSync(path.join(fs.existsSync('/var/tmp') ? '/var/tmp' : os.tmpdir(), 'mw-pgb-'));
  fs.chmodSync(dir, 0o755);
  const port = await freePort();
  const user = decodeURIComponent(direct.username);
  const password = decodeURIComponent(direct.password);
  fs.writeFileSync(path.join(dir, 'userlist.txt'), `"${user}" "${password}"\n`, { mode: 0o644 });
  fs.writeFileSync(
    path.join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `* = host=${direct.hostname} port=${direct.port}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${path.join(dir, 'userlist.txt')}`,
      'pool_mode = transaction',
      // Fewer server connections than the app's pool holds clients: transactions share them.
      'default_pool_size = 2',
      'max_client_conn = 100',
      'server_reset_query =',
      'log_connections = 0',
      'log_disconnections = 0',
      '',
    ].join('\n'),
    { mode: 0o644 },
  );
  // PgBouncer refuses to run as root: then it runs as the user the embedded server runs as.
  const args = [...(process.getuid?.() === 0 ? ['-u', 'postgres'] : []), path.join(dir, 'pgbouncer.ini')];
  const child: ChildProcess = spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (c) => (output += c));
  child.stderr?.on('data', (c) => (output += c));
  for (const until = Date.now() + 10_000; !(await canConnect(port)); ) {
    if (child.exitCode !== null || Date.now() > until)
      throw new Error(`pgbouncer did not start (${child.exitCode}):\n${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const pooled = new URL(directUrl);
  pooled.port = String(port);
  // PgBouncer listens on TCP only: not the database's socket, which the direct URL may name.
  pooled.searchParams.delete('host');
  return {
    url: pooled.toString(),
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGINT');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

const TIMEOUTS = { connectMs: 3000, statementMs: 5000 };

describe.skipIf(!PGBOUNCER)('behind PgBouncer in transaction mode (decision 069)', () => {
  let bouncer: Awaited<ReturnType<typeof startPgbouncer>>;
  let pool: pg.Pool;
  let db: Db;
  let direct: Awaited<ReturnType<typeof createTestDatabase>>;
  let app: FastifyInstance;
  let worker: Worker | null = null;
  let base = '';
  let world: ServiceWorld;

  beforeAll(async () => {
    direct = await createTestDatabase();
    bouncer = await startPgbouncer(PGBOUNCER!, direct.url);
    pool = createPool(bouncer.url, 6, TIMEOUTS, { pooled: true });
    db = createDb(pool);
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent',
      JWT_SECRET: 'test-jwt-secret-0123456789abcdef0123456789',
    });
    const mailer = createInboxMailer(db, config.MAIL_FROM);
    const botCheck = createBotCheck(db, { secret: 'test-secret-0123456789abcdef', maxCounter: 200 });
    const deps: AppDeps = { config, db, pool, directPool: direct.pool, mailer, botCheck };
    app = await buildApp(deps);
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    // The job worker LISTENs and holds session locks: the direct pool, as server.ts gives it.
    worker = await startWorker(direct.pool, { mailer });

    world = await createServiceWorld(db, { workshops: ['Bouncer Motors', 'Pooled Garage'] });
  });

  afterAll(async () => {
    await worker?.stop();
    await app?.close();
    await pool?.end();
    await bouncer?.stop();
  });

  it('PgBouncer refuses session settings as startup parameters: the pooled URL sends none', async () => {
    const withSettings = createPool(bouncer.url, 1, TIMEOUTS);
    await expect(withSettings.query('select 1')).rejects.toThrow(/unsupported startup parameter/);
    await withSettings.end();
    const answer = await pool.query<{ port: number }>('select inet_server_port() as port');
    expect(answer.rows[0]?.port).toBe(Number(new URL(direct.url).port));
  });

  it('signs in and reads, many times over shared server connections (rate limits count unnamed)', async () => {
    const user = await createUser(db);
    for (let i = 0; i < 3; i++) {
      const session = await signIn(app, user.email);
      const me = await app.inject({
        method: 'GET',
        url: '/api/user/GetApplicationUser',
        headers: session.headers,
      });
      expect(me.statusCode, me.body).toBe(200);
    }
    const wrong = await app.inject({
      method: 'POST',
      url: `${SITE}/authenticate`,
      payload: { username: user.email, password: 'not the password' },
    });
    expect(wrong.statusCode).toBe(200);
    // Public reads side by side, each counted by a rate limit in PostgreSQL through PgBouncer: the pool's
    // clients take turns on PgBouncer's two server connections, so a statement prepared by name on one
    // would be missing on the other.
    const read = async (url: string) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      return res.json();
    };
    for (let round = 0; round < 6; round++) {
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          read(
            i % 2
              ? '/api/PublicWorkshop/GetWorkshopAddresses?quoteType=SMC_Service'
              : '/api/PublicWorkshop/GetWorkshops',
          ),
        ),
      );
      expect(answers[1]).toHaveLength(2);
    }
    expect(await read('/api/vehicles/getbrands')).toEqual(['Toyota']);
  });

  it('a live notification written through PgBouncer reaches a stream held on the direct connection', async () => {
    const user = await createUser(db);
    const session = await signIn(app, user.email);
    const controller = new AbortController();
    const res = await fetch(`${base}${NOTIFICATIONS_API.notificationStream.path}`, {
      headers: session.headers,
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const readUntil = async (needle: string) => {
      const deadline = Date.now() + 5000;
      while (!text.includes(needle) && Date.now() < deadline) {
        const next = await Promise.race([
          reader.read(),
          new Promise<null>((r) => setTimeout(() => r(null), deadline - Date.now())),
        ]);
        if (!next || next.done) break;
        text += decoder.decode(next.value, { stream: true });
      }
      return text.includes(needle);
    };
    expect(await readUntil(': ready\n\n'), 'the stream never got ready').toBe(true);
    await db.transaction((tx) =>
      notifications.add(tx, [{ userId: user.id, title: 'Through the pooler', message: 'Hello.' }]),
    );
    expect(await readUntil('Through the pooler'), text).toBe(true);
    controller.abort();
  });

  it('submits a request (transactions, transaction-scoped advisory locks) and the worker sends its mail', async () => {
    const email = `guest-${Math.random().toString(36).slice(2, 8)}@example.co.za`;
    const res = await app.inject({
      method: 'POST',
      url: '/api/QuoteRequests/PostQuoteRequest',
      payload: serviceRequestBody(
        world,
        { email, firstName: 'Guest', lastName: 'Person' },
        { altcha: await solveBotCheck(app) },
      ),
    });
    expect(res.statusCode, res.body).toBe(201);
    // The worker (on the direct connection) hears the job's NOTIFY and sends the confirmation.
    let mails = 0;
    for (const until = Date.now() + 10_000; mails === 0 && Date.now() < until; ) {
      await new Promise((r) => setTimeout(r, 100));
      const rows = await db
        .select({ n: sql<number>`count(*)` })
        .from(devMails)
        .where(sql`lower(${devMails.to}) = ${email}`);
      mails = Number(rows[0]?.n ?? 0);
    }
    expect(mails, 'the confirmation mail was not sent by the worker').toBeGreaterThan(0);
  });

  it('the server starts with DATABASE_URL through PgBouncer and DATABASE_DIRECT_URL beside it, and serves', async () => {
    const port = await freePort();
    const server = startServerProcess({
      DATABASE_URL: bouncer.url,
      DATABASE_DIRECT_URL: direct.url,
      PORT: String(port),
      LOG_LEVEL: 'warn',
    });
    try {
      await server.running();
      for (const url of ['/api/health', '/api/vehicles/getbrands', '/api/PublicWorkshop/GetWorkshops']) {
        const res = await fetch(`http://127.0.0.1:${port}${url}`);
        expect(res.status, `${url}: ${await res.clone().text()}`).toBe(200);
      }
    } finally {
      expect(await server.stop(), server.output).toBe(0);
    }
  }, 60_000);
});
