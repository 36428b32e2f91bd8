import net from 'node:net';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createDb, createPool } from '../src/db/client';
import type { FileStore } from '../src/lib/file-store';
import { withRequestId } from '../src/lib/request-context';
import { addJobsCall, runDueJobs } from '../src/modules/jobs/index';
import { LIVE_POOL_LOCK } from '../src/modules/jobs/queue';
import { createTestApp, solveBotCheck, type TestApp } from './helpers';

/** Watching it run (decision 068): liveness, readiness, the metrics, and request ids into jobs and mails. */

const TOKEN = 'metrics-token-0123456789abcdef';
const contactForm = {
  name: 'Lerato Mokoena',
  email: 'lerato@example.co.za',
  subject: 'Fleet account',
  message: 'We run 40 bakkies in Polokwane.',
};

/** A port nothing listens on: connections to it are refused at once. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Another app on a test app's database, with some of its dependencies replaced. */
async function appWith(t: TestApp, replaced: Partial<TestApp['deps']>) {
  const app = await buildApp({ ...t.deps, ...replaced });
  afterAll(() => app.close());
  return app;
}

const storeOf = (get: FileStore['get']): FileStore => ({
  put: async () => {
    throw new Error('not used');
  },
  get,
  delete: async () => {},
});

describe('/api/health and /api/ready', async () => {
  const t = await createTestApp();

  it('health answers alive without asking the database; ready asks each dependency', async () => {
    const port = await closedPort();
    const pool = createPool(`postgres://nobody@127.0.0.1:${port}/none`, 2, {
      connectMs: 1000,
      statementMs: 1000,
    });
    afterAll(() => pool.end());
    const app = await appWith(t, { pool, db: createDb(pool) });

    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', version: expect.any(String) });

    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: 'degraded',
      version: expect.any(String),
      database: { status: 'down', latencyMs: expect.any(Number) },
      queue: { status: 'down', latencyMs: expect.any(Number) },
      fileStore: { status: 'up', latencyMs: expect.any(Number) },
    });
  });

  it('is ready once a worker pool is alive; the queue is down while none is', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(before.statusCode).toBe(503);
    expect(before.json()).toMatchObject({
      status: 'degraded',
      database: { status: 'up' },
      queue: { status: 'down', workers: 0 },
      fileStore: { status: 'up' },
    });

    // A worker pool holds its liveness lock for as long as it runs (modules/jobs/queue.ts): one is held here
    // as a running pool's would be (a real worker runs under the fault tests' server).
    const session = await t.deps.pool.connect();
    await session.query('select pg_advisory_lock($1, hashtext($2))', [LIVE_POOL_LOCK, 'a-worker-pool']);
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({
        status: 'ok',
        version: expect.any(String),
        database: { status: 'up', latencyMs: expect.any(Number) },
        queue: { status: 'up', latencyMs: expect.any(Number), workers: 1 },
        fileStore: { status: 'up', latencyMs: expect.any(Number) },
      });
    } finally {
      // As a process that dies: its connection closes, and the lock goes with it.
      session.release(true);
    }
    // The server sees the connection close a moment later.
    await expect
      .poll(async () => (await t.app.inject({ method: 'GET', url: '/api/ready' })).json().queue, {
        timeout: 5000,
      })
      .toMatchObject({ status: 'down', workers: 0 });
  });

  it('reads the file store with the probe key: a failing or silent store is down', async () => {
    const keys: string[] = [];
    const failing = await appWith(t, {
      fileStore: storeOf(async (key) => {
        keys.push(key);
        throw new Error('the bucket is gone');
      }),
    });
    const res = await failing.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json().fileStore).toMatchObject({ status: 'down' });
    expect(keys).toEqual(['00/00000000-0000-0000-0000-000000000000']);

    const silent = await appWith(t, {
      config: { ...t.deps.config, DB_CONNECT_TIMEOUT_MS: 200 },
      fileStore: storeOf(() => new Promise(() => {})),
    });
    const started = Date.now();
    const late = await silent.inject({ method: 'GET', url: '/api/ready' });
    expect(late.json().fileStore).toMatchObject({ status: 'down' });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('answers callers that arrive together with one check', async () => {
    let reads = 0;
    const app = await appWith(t, {
      fileStore: storeOf(async () => {
        reads += 1;
        await new Promise((resolve) => setTimeout(resolve, 50));
        return null;
      }),
    });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => app.inject({ method: 'GET', url: '/api/ready' })),
    );
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(reads).toBe(1);
    await app.inject({ method: 'GET', url: '/api/ready' });
    expect(reads).toBe(2);
  });
});

describe('/metrics', async () => {
  const off = await createTestApp();
  const t = await createTestApp({ METRICS_TOKEN: TOKEN });
  const scrape = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it('does not exist without METRICS_TOKEN (404), token or not', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
      const res = await off.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'No route GET /metrics.', requestId: expect.any(String) });
    }
  });

  it('refuses a caller without the bearer token (401)', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789abcdef', TOKEN, `Basic ${TOKEN}`]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.body).not.toContain('motorwise_');
    }
  });

  it('counts requests by route pattern, never the raw URL, with errors by status class', async () => {
    const id = '11111111-2222-4333-8444-555555555555';
    const one = await t.app.inject({ method: 'GET', url: `/api/PublicWorkshop/GetWorkshop/${id}` });
    expect(one.statusCode).toBe(404);
    await t.app.inject({ method: 'GET', url: '/api/ping' });
    await t.app.inject({ method: 'GET', url: '/api/no/such/thing' });

    const text = await scrape();
    expect(text).toContain('# TYPE motorwise_http_request_duration_seconds histogram');
    expect(text).toMatch(
      /motorwise_http_request_duration_seconds_count\{method="GET",route="\/api\/PublicWorkshop\/GetWorkshop\/:id",status_class="4xx"\} 1\n/,
    );
    expect(text).toMatch(
      /motorwise_http_request_errors_total\{method="GET",route="\/api\/PublicWorkshop\/GetWorkshop\/:id",status_class="4xx"\} 1\n/,
    );
    expect(text).toMatch(
      /motorwise_http_request_duration_seconds_count\{method="GET",route="\/api\/ping",status_class="2xx"\} 1\n/,
    );
    expect(text).toMatch(
      /motorwise_http_request_errors_total\{method="GET",route="\(no route\)",status_class="4xx"\} 1\n/,
    );
    expect(text).not.toContain(id);
    expect(text).not.toContain('/api/no/such/thing');
  });

  it('shows the pool, the queue and the outbox, payments by outcome and Node defaults', async () => {
    const altcha = await solveBotCheck(t.app);
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/contact/post',
      payload: { ...contactForm, altcha },
    });
    expect(posted.statusCode).toBe(201);
    const notify = await t.app.inject({
      method: 'POST',
      url: '/api/payment/payfast/notify',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'm_payment_id=nothing&signature=forged',
    });
    expect(notify.statusCode).toBe(200);

    const text = await scrape();
    expect(text).toMatch(/motorwise_db_pool_connections\{pool="main"\} \d+/);
    expect(text).toMatch(/motorwise_db_pool_idle_connections\{pool="main"\} \d+/);
    expect(text).toMatch(/motorwise_db_pool_waiting_requests\{pool="main"\} 0/);
    for (const state of ['waiting', 'scheduled', 'locked', 'failed'])
      expect(text).toMatch(new RegExp(`motorwise_queue_jobs\\{state="${state}"\\} \\d+`));
    expect(text).toMatch(/motorwise_queue_jobs\{state="waiting"\} [1-9]/);
    expect(text).toMatch(/motorwise_outbox_pending 2\n/);
    const age = Number(/^motorwise_outbox_oldest_age_seconds (\S+)$/m.exec(text)?.[1]);
    expect(age).toBeGreaterThan(0);
    expect(age).toBeLessThan(60);
    expect(text).toContain('motorwise_queue_workers 0');
    expect(text).toContain('motorwise_queue_read_ok 1');
    expect(text).toMatch(
      /motorwise_payment_notifications_total\{provider="payfast",outcome="refused"\} [1-9]/,
    );
    expect(text).toContain('process_resident_memory_bytes');
    expect(text).toContain('nodejs_eventloop_lag_seconds');

    await t.runJobs();
    // Sent: the outbox is empty again (graphile-worker may record the last completion a moment later).
    const outbox = async () => {
      const after = await scrape();
      const value = (name: string) => new RegExp(`^${name} (\\S+)$`, 'm').exec(after)?.[1];
      return [value('motorwise_outbox_pending'), value('motorwise_outbox_oldest_age_seconds')];
    };
    await expect.poll(outbox, { timeout: 5000 }).toEqual(['0', '0']);
  });
});

describe('request ids into jobs and mails', async () => {
  const t = await createTestApp();
  const jobsOf = (reqId: string) =>
    t.deps.db.execute<{ task_identifier: string; payload: { reqId?: string; to?: string } }>(
      sql`select t.identifier as task_identifier, j.payload from graphile_worker._private_jobs j
          join graphile_worker._private_tasks t on t.id = j.task_id where j.payload->>'reqId' = ${reqId}`,
    );

  it("carries the request's id into its mail's outbox row and the mail sender's log", async () => {
    const reqId = 'contact-request-0001';
    const altcha = await solveBotCheck(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact/post',
      headers: { 'x-request-id': reqId },
      payload: { ...contactForm, altcha },
    });
    expect(res.statusCode).toBe(201);
    expect(res.headers['x-request-id']).toBe(reqId);
    const { rows } = await jobsOf(reqId);
    expect(rows.map((r) => r.task_identifier)).toEqual(['send_mail', 'send_mail']);

    const lines: Record<string, unknown>[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    await runDueJobs(t.deps.pool, { mailer: t.deps.mailer, log });
    const sent = lines.filter((l) => l.msg === 'mail sent');
    expect(sent).toHaveLength(2);
    for (const line of sent)
      expect(line).toMatchObject({ reqId, job: 'send_mail', jobId: expect.anything() });
    // The mail itself is the message alone: the id rides in the job, not into the mail.
    const mails = await t.deps.db.execute<{ text: string }>(sql`select text from dev_mails`);
    expect(mails.rows.map((m) => m.text).join('')).not.toContain(reqId);
  });

  it('logs each request once, as it ends: what was asked, the status, the time taken, under its id', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = await appWith(t, {
      config: { ...t.deps.config, LOG_LEVEL: 'info' },
      logStream: { write: (line: string) => void lines.push(JSON.parse(line)) },
    });
    const ok = await app.inject({ url: '/api/ping', headers: { 'x-request-id': 'logged-request-0001' } });
    const missing = await app.inject({
      url: '/api/nothing-here',
      headers: { 'x-request-id': 'logged-request-0002' },
    });
    expect([ok.statusCode, missing.statusCode]).toEqual([200, 404]);
    const of = (reqId: string) => lines.filter((l) => l.reqId === reqId && l.req !== undefined);
    expect(of('logged-request-0001')).toEqual([
      expect.objectContaining({
        msg: 'request completed',
        req: expect.objectContaining({ method: 'GET', url: '/api/ping' }),
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      }),
    ]);
    expect(of('logged-request-0002')).toEqual([
      expect.objectContaining({ msg: 'request completed', res: { statusCode: 404 } }),
    ]);
    expect(lines.some((l) => l.msg === 'incoming request')).toBe(false);
  });

  it('carries it through a batch of jobs written in one statement too, and none outside a request', async () => {
    const payload = { to: 'a@example.co.za', subject: 'Hello', text: 'Hello' };
    await withRequestId('batch-request-0001', () =>
      t.deps.db.execute(sql`select count(*) from ${addJobsCall([{ name: 'send_mail', payload }])}`),
    );
    expect((await jobsOf('batch-request-0001')).rows).toHaveLength(1);
    await t.deps.db.execute(sql`select count(*) from ${addJobsCall([{ name: 'send_mail', payload }])}`);
    const { rows } = await t.deps.db.execute<{ n: number }>(
      sql`select count(*)::int as n from graphile_worker._private_jobs where not payload::jsonb ? 'reqId'`,
    );
    expect(rows[0]?.n).toBe(1);
  });
});
