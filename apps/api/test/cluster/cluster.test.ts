import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/seed';
import {
  type Cluster,
  type ClusterInstance,
  findNginx,
  PIN_HEADER,
  startCluster,
  startNginx,
  tempDir,
  UPSTREAM_HEADER,
  type Upstream,
} from './harness';

/**
 * Issue 23 item 2 (decision 071): two real API processes behind Debian's nginx (deploy/nginx.conf) on one
 * PostgreSQL and one S3-compatible store, every call through the proxy. Which instance serves a call is
 * pinned by PIN_HEADER (the test's proxy routes by it) and confirmed by UPSTREAM_HEADER (the instance
 * nginx says answered): "the other instance" is checked, not assumed.
 */

const nginx = findNginx();
if (!nginx)
  console.warn('cluster test skipped: nginx is not installed (apt-get install -y nginx; .ci/run does)');

const SIGN_IN_BUDGET = 6;
const SITE = '/api/sites/motorwise/authentication';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text: () => string;
  json: <T>() => T;
}

interface CallOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  /** The client's own loopback address (127.0.0.x): what nginx passes on as the caller's address. */
  from?: string;
  pin?: 'a' | 'b';
}

let cluster: Cluster;
let a: ClusterInstance;
let b: ClusterInstance;

/** One HTTP call through the proxy, on a connection of its own. */
function call(p: string, options: CallOptions = {}): Promise<Answer> {
  const headers = { ...options.headers, ...(options.pin ? { [PIN_HEADER]: options.pin } : {}) };
  return new Promise((resolve, reject) => {
    const req = http.request(
      cluster.url(p),
      { method: options.method ?? 'GET', headers, localAddress: options.from, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            text: () => body.toString('utf8'),
            json: <T>() => JSON.parse(body.toString('utf8')) as T,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

const json = (value: unknown) => ({
  body: JSON.stringify(value),
  headers: { 'content-type': 'application/json' },
});

/** A multipart form as a browser sends it. */
async function form(
  fields: Record<string, string>,
  files: { field: string; name: string; type: string; bytes: Buffer }[] = [],
) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  for (const f of files) data.append(f.field, new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
  const response = new Response(data);
  return {
    body: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type')! },
  };
}

async function signIn(email: string, pin?: 'a' | 'b') {
  const res = await call(`${SITE}/authenticate`, {
    method: 'POST',
    pin,
    ...json({ username: email, password: DEMO_PASSWORD }),
  });
  const answer = res.json<{ result: number; tokens: { accessToken: string } }>();
  if (res.status !== 200 || answer.result !== 0)
    throw new Error(`sign-in failed: ${res.status} ${res.text()}`);
  return { authorization: `Bearer ${answer.tokens.accessToken}`, 'c-username': email };
}

const servedBy = (res: Answer) => String(res.headers[UPSTREAM_HEADER] ?? '');

/** A live stream of notifications through the proxy, as a browser's EventSource reads it. */
async function openStream(headers: Record<string, string>, pin: 'a' | 'b') {
  const controller = new AbortController();
  const res = await fetch(cluster.url('/api/user/notificationStream'), {
    headers: { ...headers, accept: 'text/event-stream', [PIN_HEADER]: pin },
    signal: controller.signal,
  });
  expect(res.status).toBe(200);
  let received = '';
  const reader = res.body!.getReader();
  const reading = (async () => {
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) return;
      received += decoder.decode(value, { stream: true });
    }
  })();
  return {
    servedBy: res.headers.get(UPSTREAM_HEADER) ?? '',
    received: () => received,
    async close() {
      controller.abort();
      await reading;
    },
  };
}

async function until<T>(
  what: string,
  ms: number,
  probe: () => Promise<T | null | undefined | false> | T | null | undefined | false,
) {
  for (const end = Date.now() + ms; ; ) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const PDF = Buffer.concat([
  Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'),
  randomBytes(3 * 1024 * 1024),
]);

let customer: Record<string, string>;
let workshop: Record<string, string>;
/** An open quote of the demo customer's from the demo workshop: what the messages are about. */
let quoteId: string;
/** Quotes made due to expire, for the scheduled job. */
let expiring: string[] = [];
let uploaded: { messageId: string; name: string } | null = null;
const started = Date.now();

describe.skipIf(!nginx)('two API instances behind nginx', () => {
  beforeAll(async () => {
    cluster = await startCluster({
      seedDemo: true,
      env: { SCHEDULE_EVERY_MINUTES: '1', SIGN_IN_FAILURES_PER_ADDRESS: String(SIGN_IN_BUDGET) },
    });
    [a, b] = cluster.instances;
    console.info(
      `cluster: PostgreSQL, s3rver, two instances (migrated, demo seeded) and nginx up in ${Math.round((Date.now() - started) / 1000)} s`,
    );
    const db = cluster.pool;
    // Every job the queue is given, as it is given: the scheduled job's ticks are counted from here.
    await db.query(`
      create table cluster_jobs_added (task text not null, run_at timestamptz not null);
      create function cluster_log_job() returns trigger language plpgsql as $$
      begin
        insert into cluster_jobs_added
          select identifier, new.run_at from graphile_worker._private_tasks where id = new.task_id;
        return new;
      end $$;
      create trigger cluster_log_job after insert on graphile_worker._private_jobs
        for each row execute function cluster_log_job();`);
    const { rows } = await db.query<{ id: string }>(
      `select q.id from quotes q
         join quote_requests r on r.id = q.quote_request_id
         join workshop_users wu on wu.workshop_id = q.workshop_id
         join users u on u.id = wu.user_id
        where r.email = 'customer@motorwise.co.za' and u.email = 'workshop@motorwise.co.za'
          and q.quote_status = 0 and q.closed_reason is null
        order by q.created_at desc limit 1`,
    );
    quoteId = rows[0]!.id;
    // Three other customers' open quotes, due now: the next tick of quote expiry closes them.
    const due = await db.query<{ id: string }>(
      `update quotes set expires_at = now() - interval '1 minute'
        where id in (select q.id from quotes q join quote_requests r on r.id = q.quote_request_id
                      where q.quote_status = 0 and q.closed_reason is null and q.expires_at > now()
                        and r.email <> 'customer@motorwise.co.za' limit 3)
        returning id`,
    );
    expiring = due.rows.map((r) => r.id);
    expect(expiring).toHaveLength(3);
    customer = await signIn('customer@motorwise.co.za');
    workshop = await signIn('workshop@motorwise.co.za');
  }, 180_000);

  afterAll(async () => {
    if (!cluster) return;
    // What went through the proxy over the whole run.
    const log = cluster.accessLog();
    const by = (address: string) => log.filter((l) => l.upstreams.at(-1) === address).length;
    const statuses = new Map<number, number>();
    for (const l of log) statuses.set(l.status, (statuses.get(l.status) ?? 0) + 1);
    console.info(
      `through nginx: ${log.length} requests (${by(a.address)} answered by a, ${by(b.address)} by b), ` +
        `${log.filter((l) => l.upstreams.length > 1).length} retried on the other instance, ` +
        `statuses ${[...statuses]
          .sort(([x], [y]) => x - y)
          .map(([s, n]) => `${s}: ${n}`)
          .join(', ')}`,
    );
    await cluster.stop();
  });

  it('a notification raised through instance a reaches an event stream held by instance b', async () => {
    const stream = await openStream(workshop, 'b');
    expect(stream.servedBy).toBe(b.address);
    const text = `Live across instances ${randomUUID()}`;
    const message = await form({ quoteId, message: text });
    const sent = await call('/api/quotes/MessageWorkshop', {
      method: 'POST',
      pin: 'a',
      body: message.body,
      headers: { ...customer, ...message.headers },
    });
    expect(sent.status, sent.text()).toBe(200);
    expect(servedBy(sent)).toBe(a.address);
    const t0 = Date.now();
    await until('the notification on the stream', 10_000, () =>
      stream.received().includes('event: notification'),
    );
    const event = stream
      .received()
      .split('\n\n')
      .find((e) => e.includes('event: notification'))!;
    expect(event).toContain('A message from a customer');
    console.info(`live event: raised on a, received on b's stream ${Date.now() - t0} ms after the answer`);
    await stream.close();
  });

  it('a rate limit holds across both: the sign-in failures one address may make, spread over a and b', async () => {
    const from = '127.0.0.77';
    const attempt = (pin: 'a' | 'b') =>
      call(`${SITE}/authenticate`, {
        method: 'POST',
        pin,
        from,
        ...json({ username: `nobody-${randomUUID()}@example.co.za`, password: 'Wrong#Password1' }),
      });
    const served = { a: 0, b: 0 };
    for (let i = 0; i < SIGN_IN_BUDGET; i++) {
      const pin = i % 2 === 0 ? 'a' : 'b';
      const res = await attempt(pin);
      expect(res.status, res.text()).not.toBe(429);
      expect(servedBy(res)).toBe(pin === 'a' ? a.address : b.address);
      served[pin] += 1;
    }
    // Each instance alone saw half the budget; counted in PostgreSQL, the next failure is refused by either.
    expect(served).toEqual({ a: SIGN_IN_BUDGET / 2, b: SIGN_IN_BUDGET / 2 });
    expect((await attempt('a')).status).toBe(429);
    expect((await attempt('b')).status).toBe(429);
    // Another address still signs in.
    expect(
      (
        await call(`${SITE}/authenticate`, {
          method: 'POST',
          from: '127.0.0.78',
          ...json({ username: 'x@example.co.za', password: 'nope' }),
        })
      ).status,
    ).not.toBe(429);
  });

  it('a file uploaded through instance a downloads through instance b, byte for byte', async () => {
    const name = 'cluster-report.pdf';
    const body = await form({ quoteId, message: 'The report, as promised.' }, [
      { field: 'attachmentFiles', name, type: 'application/pdf', bytes: PDF },
    ]);
    const sent = await call('/api/quotes/MessageWorkshop', {
      method: 'POST',
      pin: 'a',
      body: body.body,
      headers: { ...customer, ...body.headers, 'idempotency-key': randomUUID() },
    });
    expect(sent.status, sent.text()).toBe(200);
    expect(servedBy(sent)).toBe(a.address);
    uploaded = { messageId: sent.json<{ id: string }>().id, name };
    const got = await download('b');
    expect(servedBy(got)).toBe(b.address);
    expect(got.status).toBe(200);
    expect(got.body.equals(PDF)).toBe(true);
    // The bytes are in the bucket, not in either instance's folder.
    expect(storedObjects()).toBeGreaterThan(0);
  });

  it('killing an instance under traffic loses no acknowledged write and doubles none; the survivor serves; it rejoins', async () => {
    const keys = new Map<string, { acknowledged: boolean; attempts: number; statuses: number[] }>();
    const reads = { sent: 0, ok: 0, failed: [] as string[] };
    const writes = { sent: 0, ok: 0, failed: [] as string[] };
    let stop = false;
    /** Acknowledged writes answered with the kept answer of an earlier attempt (Idempotent-Replayed). */
    let replayed = 0;
    // Eight clients, each from its own address, each a keyed write and two reads every 600 ms: within the
    // write budget of an address (30 per 10 minutes) for the whole phase.
    const writers = 8;
    const logBefore = cluster.accessLog().length;

    /** A client that retries a keyed write as the web app does: the same key, on a lost answer or a 409. */
    async function keyedWrite(from: string) {
      const key = randomUUID();
      const entry = { acknowledged: false, attempts: 0, statuses: [] as number[] };
      keys.set(key, entry);
      const body = await form({ quoteId, message: `cluster ${key}` });
      writes.sent += 1;
      for (let attempt = 0; attempt < 4; attempt++) {
        entry.attempts += 1;
        const res = await call('/api/quotes/MessageWorkshop', {
          method: 'POST',
          from,
          body: body.body,
          headers: { ...customer, ...body.headers, 'idempotency-key': key },
        }).catch((error: Error) => ({ status: 0, text: () => error.message }) as Answer);
        entry.statuses.push(res.status);
        if (res.status === 429) writes.failed.push(`429 ${res.text().slice(0, 120)}`);
        if (res.status >= 200 && res.status < 300) {
          entry.acknowledged = true;
          if (res.headers['idempotent-replayed'] === 'true') replayed += 1;
          writes.ok += 1;
          return;
        }
        if (![0, 409, 502, 503, 504].includes(res.status)) break;
        await new Promise((r) => setTimeout(r, res.status === 409 ? 1000 : 200));
      }
      writes.failed.push(`${key}: ${entry.statuses.join(',')}`);
    }

    async function read(from: string) {
      reads.sent += 1;
      const res = await call('/api/vehicles/getbrands', { from }).catch(
        (error: Error) => ({ status: 0, text: () => error.message }) as Answer,
      );
      if (res.status === 200) reads.ok += 1;
      else reads.failed.push(`${res.status} ${res.text().slice(0, 100)}`);
    }

    const traffic = Array.from({ length: writers }, async (_, i) => {
      const from = `127.0.0.${10 + i}`;
      while (!stop) {
        const next = Date.now() + 600;
        await keyedWrite(from);
        await read(from);
        await read(from);
        await new Promise((r) => setTimeout(r, Math.max(0, next - Date.now())));
      }
    });

    await new Promise((r) => setTimeout(r, 4000));
    const killedAt = { writes: writes.sent, reads: reads.sent };
    await a.kill();
    const afterKill = { writes: writes.ok, reads: reads.ok };
    await new Promise((r) => setTimeout(r, 6000));
    const survivorServed = { writes: writes.ok - afterKill.writes, reads: reads.ok - afterKill.reads };
    stop = true;
    await Promise.all(traffic);

    // Every acknowledged write is there once; no key made two rows, whatever nginx and the client retried.
    const { rows } = await cluster.pool.query<{ message: string; n: number }>(
      `select message, count(*)::int as n from quote_messages where quote_id = $1 and message like 'cluster %'
        group by message`,
      [quoteId],
    );
    const rowsByKey = new Map(rows.map((r) => [r.message.slice('cluster '.length), r.n]));
    const acknowledged = [...keys].filter(([, e]) => e.acknowledged);
    for (const [key] of acknowledged) expect(rowsByKey.get(key), key).toBe(1);
    for (const [key, n] of rowsByKey) {
      expect(keys.has(key)).toBe(true);
      expect(n, key).toBe(1);
    }
    const keptAnswers = await cluster.pool.query<{ n: number }>(
      `select count(*)::int as n from idempotency_keys where key = any($1)`,
      [[...keys.keys()]],
    );

    const log = cluster.accessLog().slice(logBefore);
    const retried = log.filter((l) => l.upstreams.length > 1);
    const retriedWrites = retried.filter((l) => l.idempotencyKey);
    for (const l of retriedWrites) expect(rowsByKey.get(l.idempotencyKey!) ?? 0).toBeLessThanOrEqual(1);
    const proxyErrors = log.filter((l) => l.status >= 500);

    // The survivor kept serving.
    expect(survivorServed.writes).toBeGreaterThan(0);
    expect(survivorServed.reads).toBeGreaterThan(0);
    expect(writes.failed).toEqual([]);
    expect(reads.failed).toEqual([]);

    // a starts again and takes its share.
    await a.start();
    const seen = new Set<string>();
    for (let i = 0; i < 6; i++) seen.add(servedBy(await call('/api/ready')));
    expect(
      await until('a to be back in the round robin', 20_000, async () => {
        seen.add(servedBy(await call('/api/ready')));
        return seen.has(a.address) && seen.has(b.address);
      }),
    ).toBe(true);

    console.info(
      [
        'cluster under a kill -9:',
        `  writes (keyed MessageWorkshop): ${writes.sent} sent, ${writes.ok} acknowledged, ${writes.failed.length} failed; ${[...keys.values()].reduce((n, e) => n + e.attempts - 1, 0)} client retries, ${replayed} answered by replay; ${rows.length} rows, ${keptAnswers.rows[0]!.n} kept answers; 0 keys with two rows`,
        `  reads (getbrands): ${reads.sent} sent, ${reads.ok} ok, ${reads.failed.length} failed`,
        `  instance a killed after ${killedAt.writes} writes and ${killedAt.reads} reads; b alone then served ${survivorServed.writes} writes and ${survivorServed.reads} reads`,
        `  nginx: ${log.length} requests, ${retried.length} retried on the other instance (${retriedWrites.length} keyed writes), ${proxyErrors.length} answered 5xx: ${proxyErrors.map((l) => `${l.status} ${l.method} ${l.uri}`).join('; ') || 'none'}`,
        `  client statuses of retried writes: ${
          [...keys.values()]
            .filter((e) => e.attempts > 1)
            .map((e) => e.statuses.join('>'))
            .join(' ') || 'none'
        }`,
      ].join('\n'),
    );
  });

  it('a file stored on S3 survives a restart of both instances', async () => {
    expect(uploaded).not.toBeNull();
    await Promise.all([a.stop(), b.stop()]);
    await Promise.all([a.start(), b.start()]);
    for (const pin of ['a', 'b'] as const) {
      const got = await download(pin);
      expect(got.status).toBe(200);
      expect(got.body.equals(PDF)).toBe(true);
    }
  });

  it('a scheduled job (quote expiry) runs once per tick across both instances', async () => {
    const closed = await until('the due quotes to expire', 75_000, async () => {
      const { rows } = await cluster.pool.query<{ id: string; n: number }>(
        `select quote_id as id, count(*)::int as n from quote_status_history
          where quote_id = any($1) and actor = 'system' group by quote_id`,
        [expiring],
      );
      return rows.length === expiring.length && rows;
    });
    // Once: one closing row per quote, though both instances run the schedule.
    for (const row of closed) expect(row.n).toBe(1);
    const reasons = await cluster.pool.query<{ closed_reason: string | null }>(
      'select closed_reason from quotes where id = any($1)',
      [expiring],
    );
    expect(reasons.rows.every((r) => r.closed_reason !== null)).toBe(true);
    const ticks = await cluster.pool.query<{ run_at: Date; n: number }>(
      `select run_at, count(*)::int as n from cluster_jobs_added where task = 'expire_quotes'
        group by run_at order by run_at`,
    );
    expect(ticks.rows.length).toBeGreaterThan(0);
    for (const tick of ticks.rows) expect(tick.n).toBe(1);
    console.info(
      `scheduled job: ${ticks.rows.length} ticks of expire_quotes seen, each queued once across both instances; ${expiring.length} due quotes closed once each; whole run ${Math.round((Date.now() - started) / 1000)} s`,
    );
  });
});

function download(pin: 'a' | 'b') {
  const { messageId, name } = uploaded!;
  return call(
    `/api/Quotes/DownloadQuoteMessageAttachment/${messageId}?attachmentName=${encodeURIComponent(name)}`,
    {
      pin,
      headers: customer,
    },
  );
}

/** How many objects the S3-compatible store holds. */
function storedObjects(): number {
  let count = 0;
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name));
      else if (entry.name.endsWith('._S3rver_object')) count += 1;
    }
  };
  walk(cluster.s3.directory);
  return count;
}

/**
 * What deploy/nginx.conf resends, checked against two stand-in upstreams: the first takes a request and
 * dies (the connection reset once the request reached it, as a SIGKILL does), the second answers. Each
 * case on a fresh nginx, whose first pick is the first server.
 */
describe.skipIf(!nginx)('deploy/nginx.conf retries', () => {
  const parent = tempDir('motorwise-nginx-retries-');
  const received: string[] = [];
  const dies = net.createServer((socket) => {
    let head = '';
    socket.on('data', (chunk) => {
      head += chunk.toString('latin1');
      if (head.includes('\r\n\r\n')) socket.resetAndDestroy();
    });
  });
  const answers = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received.push(`${req.method} ${req.url} ${req.headers['idempotency-key'] ?? ''}`);
      res.end('answered');
    });
  });
  const upstreams: Upstream[] = [];

  beforeAll(async () => {
    for (const [name, server] of [
      ['a', dies],
      ['b', answers],
    ] as const) {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      upstreams.push({ name, address: `127.0.0.1:${(server.address() as net.AddressInfo).port}` });
    }
  });
  afterAll(async () => {
    await Promise.all([dies, answers].map((s) => new Promise((resolve) => s.close(resolve))));
    fs.rmSync(parent, { recursive: true, force: true });
  });

  async function through(p: string, init: RequestInit) {
    const proxy = await startNginx(parent, upstreams);
    try {
      const res = await fetch(`${proxy.url}${p}`, init);
      await res.text();
      // nginx writes the line as the request ends, a moment after the caller has the answer.
      const line = await until('the access log line', 2000, () => proxy.accessLog().find((l) => l.uri === p));
      return { status: res.status, upstreams: line.upstreams };
    } finally {
      await proxy.stop();
    }
  }
  const first = () => upstreams[0]!.address;
  const second = () => upstreams[1]!.address;
  const post = (headers: Record<string, string>) =>
    ({ method: 'POST', body: 'quoteId=x', headers: { 'content-type': 'text/plain', ...headers } }) as const;

  it('a keyed write that reached a dying instance is resent to the other, once', async () => {
    const key = randomUUID();
    const res = await through('/api/quotes/MessageWorkshop', post({ 'idempotency-key': key }));
    expect(res).toEqual({ status: 200, upstreams: [first(), second()] });
    expect(received.filter((r) => r.includes(key))).toEqual([`POST /api/quotes/MessageWorkshop ${key}`]);
  });

  it('the same write without a key is not resent: the caller gets 502', async () => {
    const before = received.length;
    const res = await through('/api/quotes/MessageWorkshop', post({}));
    expect(res).toEqual({ status: 502, upstreams: [first()] });
    expect(received.length).toBe(before);
  });

  it('a keyed POST to a route without keys is not resent either', async () => {
    const res = await through(
      '/api/sites/motorwise/authentication/authenticate',
      post({ 'idempotency-key': randomUUID() }),
    );
    expect(res).toEqual({ status: 502, upstreams: [first()] });
  });

  it('a read is resent', async () => {
    const res = await through('/api/vehicles/getbrands', { method: 'GET' });
    expect(res).toEqual({ status: 200, upstreams: [first(), second()] });
  });
});
