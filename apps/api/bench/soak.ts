import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AVAILABILITY_RULES, addDays, calendarDate, listAllowedDates } from '@motorwise/shared';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/seed';
import { type Cluster, findNginx, startCluster } from '../test/cluster/harness';
import { summariseLogs, watchDatabase } from './soak-watch';

/**
 * npm run soak (issue 23 item 6, decision 071, "The soak"): the cluster test's two API processes behind
 * Debian's nginx on one PostgreSQL and s3rver (test/cluster/harness.ts, demo seed), driven THROUGH THE
 * PROXY by SOAK_CONNECTIONS virtual users (default 50), each making one call at a time, for SOAK_SECONDS
 * (default 300) after SOAK_WARMUP_SECONDS (default 30) of the same traffic. A mix weighted like real
 * traffic (60% browsing, 35% searching, 5% journeys): a journey is a customer's request, the workshop's
 * quote, the customer's accept, the workshop's check-in and invoice, and the customer's payment through
 * the PayFast sandbox. Prints per step count, errors, p50 and p99; per instance RSS and heap used (from
 * /metrics) at the end of the warm-up and at the end; the /metrics request counters summed over both.
 * Exits 1 on any error (a refused or failed call, a journey's quote not paid at the end).
 */

const SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 50);
const WARMUP_SECONDS = Number(process.env.SOAK_WARMUP_SECONDS ?? 30);
const METRICS_TOKEN = randomBytes(24).toString('hex');
const REFRESH_MINUTES = Number(process.env.SOAK_REFRESH_MINUTES ?? 10);

interface Step {
  count: number;
  errors: number;
  latencies: number[];
  firstErrors: string[];
}

class HttpError extends Error {}

/** The figures of one phase (warm-up or measured), per step. */
class Recorder {
  steps = new Map<string, Step>();
  record(name: string, ms: number, error: string | null) {
    const step = this.steps.get(name) ?? { count: 0, errors: 0, latencies: [], firstErrors: [] };
    this.steps.set(name, step);
    step.count += 1;
    step.latencies.push(ms);
    if (error) {
      step.errors += 1;
      if (step.firstErrors.length < 3) step.firstErrors.push(error);
    }
  }
  get requests() {
    return [...this.steps.values()].reduce((n, s) => n + s.count, 0);
  }
  get errors() {
    return [...this.steps.values()].reduce((n, s) => n + s.errors, 0);
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;

interface Context {
  cluster: Cluster;
  customer: Record<string, string>;
  workshop: Record<string, string>;
  workshopId: string;
  workshopAt: { lat: number; lng: number; suburb: string; city: string };
  itemTemplate: { id: string; name: string };
  vehicleIds: string[];
  workshopSlugs: string[];
  regionIds: string[];
  date: string;
}

let recorder = new Recorder();
let stopping = false;

/** One call through the proxy, recorded under `step`; a non-2xx answer or no answer is an error. */
async function call<T = unknown>(
  ctx: Context,
  step: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; json?: unknown } = {},
): Promise<T> {
  const started = performance.now();
  const rec = recorder;
  try {
    const res = await fetch(ctx.cluster.url(path), {
      method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
      headers: {
        ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
        'accept-encoding': 'gzip, br',
        ...init.headers,
      },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    });
    const text = await res.text();
    const ms = performance.now() - started;
    if (res.status < 200 || res.status > 299) {
      const error = `${init.method ?? (init.json === undefined ? 'GET' : 'POST')} ${path.split('?')[0]}: ${res.status} ${text.slice(0, 300)}`;
      rec.record(step, ms, error);
      throw new HttpError(error);
    }
    rec.record(step, ms, null);
    return (text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text) as T;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const message = `${path.split('?')[0]}: ${(error as Error).message}`;
    rec.record(step, performance.now() - started, message);
    throw new HttpError(message);
  }
}

/** The days ahead a journey books within (the accept takes up to 60). */
const BOOKING_DAYS = 60;

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

const SEARCH_TERMS = [
  'hi',
  'to',
  'toyota hilux 2.8',
  'corola',
  'polo',
  'ranger',
  'golf 7',
  'bmw 3',
  'fortuner',
];
const PLACE_INPUTS = [
  'sandton',
  '12 rivonia',
  'randburg',
  'pretoria',
  'ferndale',
  'rosebank',
  'durban',
  'cape',
];

/** The landing page's calls, the directory (a region's page), a workshop's page. */
async function browse(ctx: Context) {
  const r = Math.random();
  if (r < 0.4) {
    await Promise.all([
      call(ctx, 'browse: home', '/api/QuoteRequests/GetCustomersCount'),
      call(ctx, 'browse: home', '/api/PublicWorkshop/GetWorkshops?pageSize=12'),
    ]);
  } else if (r < 0.7) {
    await call(ctx, 'browse: directory', '/api/regions');
    const region = Math.random() < 0.5 ? `&regionId=${pick(ctx.regionIds)}` : '';
    await call(ctx, 'browse: directory', `/api/PublicWorkshop/GetWorkshops?pageSize=24${region}`);
  } else {
    await call(ctx, 'browse: workshop page', `/api/PublicWorkshop/GetWorkshop/${pick(ctx.workshopSlugs)}`);
  }
}

/** A vehicle search as the autocomplete types it, or an address suggestion. */
async function search(ctx: Context) {
  if (Math.random() < 0.6)
    await call(ctx, 'search: vehicles', '/api/vehicles', { json: { searchTerm: pick(SEARCH_TERMS) } });
  else
    await call(
      ctx,
      'search: address suggestions',
      `/api/places/suggest?input=${encodeURIComponent(pick(PLACE_INPUTS))}`,
    );
}

interface IncomingPage {
  items: { id: string; reference: string }[];
}
interface IncomingRequest {
  requestItems: { id: string; name: string }[];
  quote: { id: string } | null;
}

/** A customer's whole journey: request, quote, accept, invoice (check-in and invoice), pay. */
async function journey(ctx: Context, paid: string[]) {
  const key = () => ({ 'idempotency-key': randomUUID() });
  const submitted = await call<{ data: { reference: string } }>(
    ctx,
    'request',
    '/api/QuoteRequests/PostQuoteRequest',
    {
      headers: { ...ctx.customer, ...key() },
      json: {
        quoteType: 'SMC_Service',
        vehicleId: pick(ctx.vehicleIds),
        vehicleMileage: 50_000,
        items: [ctx.itemTemplate],
        partsPreference: "I don't mind",
        address: { ...ctx.workshopAt, province: 'Gauteng' },
        travelDistance: 20,
        quoteRequestWorkshopMappings: [{ workshopId: ctx.workshopId }],
        datesRequested: [ctx.date],
        phone: '082 555 0101',
        email: DEMO_ACCOUNTS[0].email,
        acceptTerms: true,
        forceDuplicate: true,
      },
    },
  );
  const reference = submitted.data.reference;
  // The workshop finds it in its new requests, opens it and sends a quote.
  const page = await call<IncomingPage>(
    ctx,
    'quote',
    `/api/workshop/requests?state=new&filter=${encodeURIComponent(reference)}`,
    { headers: ctx.workshop },
  );
  const found = page.items.find((i) => i.reference === reference);
  if (!found) {
    recorder.record('quote', 0, `request ${reference} not among the workshop's new requests`);
    return;
  }
  const request = await call<IncomingRequest>(ctx, 'quote', `/api/workshop/requests/${found.id}`, {
    headers: ctx.workshop,
  });
  const sent = await call<IncomingRequest>(ctx, 'quote', `/api/workshop/requests/${found.id}/quote`, {
    headers: ctx.workshop,
    json: {
      action: 'send',
      jobTurnaround: 1,
      lines: request.requestItems.map((item) => ({
        quoteRequestItemId: item.id,
        kind: 'labour',
        description: item.name,
        quantity: 1,
        priceExcl: 1000,
      })),
    },
  });
  const quoteId = sent.quote!.id;
  // The customer books a day the workshop has room on, as the accept dialog offers them (decision 075):
  // bookings spread over the workshop's diary, not all on one day.
  const today = calendarDate(new Date());
  const slots = await call<{ workshops: { workshopId: string; days: { date: string }[] }[] }>(
    ctx,
    'accept',
    `/api/PublicWorkshop/DropOffSlots?workshopIds=${ctx.workshopId}&from=${addDays(today, 1)}&to=${addDays(today, BOOKING_DAYS)}`,
  );
  const days = slots.workshops.find((w) => w.workshopId === ctx.workshopId)?.days ?? [];
  if (days.length === 0) {
    recorder.record('accept', 0, `no day with room at the demo workshop within ${BOOKING_DAYS} days`);
    return;
  }
  await call(ctx, 'accept', '/api/quotes/AcceptQuote', {
    headers: { ...ctx.customer, ...key() },
    json: { quoteId, serviceDate: pick(days).date },
  });
  await call(ctx, 'invoice', `/api/workshop/jobs/${quoteId}/check-in`, {
    headers: ctx.workshop,
    json: { vehicleMileage: 50_100 },
  });
  await call(ctx, 'invoice', `/api/workshop/jobs/${quoteId}/invoice`, { headers: ctx.workshop, json: {} });
  // Pay: the checkout (keyed), then the sandbox's page reports "pay", which sends the signed ITN to the
  // notify endpoint, checked as PayFast's own (signature, source, validate call).
  const { redirectUrl } = await call<{ redirectUrl: string }>(ctx, 'pay', `/api/payment/Pay/${quoteId}`, {
    headers: { ...ctx.customer, ...key() },
    json: {},
  });
  const fields = [...new URL(redirectUrl, ctx.cluster.proxyUrl).searchParams.entries()];
  await call(ctx, 'pay', '/api/payment/sandbox/payfast/decide', { json: { action: 'pay', fields } });
  paid.push(quoteId);
}

/** Weighted like real traffic: mostly reads. */
async function virtualUser(ctx: Context, paid: string[]) {
  while (!stopping) {
    const r = Math.random();
    try {
      if (r < 0.6) await browse(ctx);
      else if (r < 0.95) await search(ctx);
      else await journey(ctx, paid);
    } catch (error) {
      // A call's failure is recorded by `call`; anything else is the soak's own fault, counted all the same.
      if (!(error instanceof HttpError)) recorder.record('(client)', 0, String(error));
      // A failed call ends this round, as it would a person's.
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

interface Scrape {
  rss: number;
  heap: number;
  /** The heap V8 has committed (used and free): what RSS follows. */
  heapTotal: number;
  requests: number;
  /** Requests waiting for a connection of the main pool. */
  poolWaiting: number;
  /** Mails waiting in the outbox (the same database: the same on both instances). */
  outbox: number;
  /** Seconds the oldest of them has waited. */
  outboxAge: number;
}

/** One instance's /metrics, read directly (nginx answers /metrics 404, as in a deployment). */
async function scrape(url: string): Promise<Scrape> {
  const res = await fetch(url, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  if (res.status !== 200) throw new Error(`/metrics answered ${res.status}`);
  const text = await res.text();
  const value = (name: string) => {
    const line = text.split('\n').find((l) => l.startsWith(`${name} `) || l.startsWith(`${name}{`));
    if (!line) throw new Error(`/metrics has no ${name}`);
    return Number(line.split(' ').at(-1));
  };
  let requests = 0;
  for (const line of text.split('\n'))
    if (line.startsWith('motorwise_http_request_duration_seconds_count{'))
      requests += Number(line.split(' ').at(-1));
  return {
    rss: value('process_resident_memory_bytes'),
    heap: value('nodejs_heap_size_used_bytes'),
    heapTotal: value('nodejs_heap_size_total_bytes'),
    requests,
    poolWaiting: value('motorwise_db_pool_waiting_requests{pool="main"}'),
    outbox: value('motorwise_outbox_pending'),
    outboxAge: value('motorwise_outbox_oldest_age_seconds'),
  };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const signed = (bytes: number) => `${bytes >= 0 ? '+' : ''}${mb(bytes)}`;

async function setUp(cluster: Cluster): Promise<Context> {
  // A person stays signed in as the web client keeps them: the access token lasts ACCESS_TOKEN_MINUTES (15
  // by default), so their pair is refreshed every SOAK_REFRESH_MINUTES (10), in place in the headers every
  // call spreads. A soak longer than the token's life would otherwise measure expired sessions.
  const signIn = async (email: string) => {
    const res = await fetch(cluster.url('/api/sites/motorwise/authentication/authenticate'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: email, password: DEMO_PASSWORD }),
    });
    const body = (await res.json()) as { tokens?: { accessToken: string; refreshToken: string } };
    if (!body.tokens) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(body)}`);
    let pair = body.tokens;
    const headers = { authorization: `Bearer ${pair.accessToken}`, 'c-username': email };
    const refresh = async () => {
      const answer = await fetch(cluster.url('/api/sites/motorwise/authentication/refreshToken'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ accessToken: pair.accessToken, refreshToken: pair.refreshToken }),
      });
      const next = (await answer.json().catch(() => null)) as typeof pair | null;
      if (answer.status !== 200 || !next?.accessToken) {
        recorder.record('session refresh', 0, `refresh of ${email}: ${answer.status}`);
        return;
      }
      recorder.record('session refresh', 0, null);
      pair = { accessToken: next.accessToken, refreshToken: next.refreshToken };
      headers.authorization = `Bearer ${pair.accessToken}`;
    };
    setInterval(() => void refresh().catch(() => undefined), REFRESH_MINUTES * 60_000).unref();
    return headers;
  };
  const db = cluster.pool;
  const workshop = await signIn('workshop@motorwise.co.za');
  const [shop] = (
    await db.query<{ id: string; lat: number; lng: number; suburb: string; city: string }>(
      `select w.id, w.lat, w.lng, coalesce(w.suburb, '') as suburb, coalesce(w.city, '') as city
         from workshops w join workshop_users wu on wu.workshop_id = w.id join users u on u.id = wu.user_id
        where u.email = 'workshop@motorwise.co.za' and w.kinds @> array['service'] limit 1`,
    )
  ).rows;
  const [item] = (
    await db.query<{ id: string; name: string }>(
      `select id, name from repair_item_templates where quote_kind = 'service' and leaf and not has_query limit 1`,
    )
  ).rows;
  const vehicles = await db.query<{ id: string }>(
    `select id::text as id from vehicles where not is_manual order by random() limit 200`,
  );
  const slugs = await db.query<{ slug: string }>(`select slug from workshops order by random() limit 50`);
  const regions = await db.query<{ id: string }>(`select id from regions`);
  if (!shop || !item || vehicles.rows.length === 0) throw new Error('the demo seed is missing');
  // The soak's journeys all book the one demo workshop, hundreds a minute: it takes the most jobs a day
  // its diary allows (decision 075), its hours as they are, so a journey's booking is refused only when
  // the day it picked is full (which the run then reports as an error).
  const diary = await fetch(cluster.url('/api/workshop/availability'), { headers: workshop });
  const { hours } = (await diary.json()) as { hours: { weekday: number; opens: string; closes: string }[] };
  const saved = await fetch(cluster.url('/api/workshop/availability'), {
    method: 'PUT',
    headers: { ...workshop, 'content-type': 'application/json' },
    body: JSON.stringify({ jobsPerDay: AVAILABILITY_RULES.maxJobsPerDay, hours }),
  });
  if (saved.status !== 200)
    throw new Error(`saving the demo workshop's diary: ${saved.status} ${await saved.text()}`);
  return {
    cluster,
    customer: await signIn(DEMO_ACCOUNTS[0].email),
    workshop,
    workshopId: shop.id,
    workshopAt: { lat: shop.lat, lng: shop.lng, suburb: shop.suburb, city: shop.city },
    itemTemplate: item,
    vehicleIds: vehicles.rows.map((r) => r.id),
    workshopSlugs: slugs.rows.map((r) => r.slug),
    regionIds: regions.rows.map((r) => r.id),
    date: listAllowedDates(new Date())[0]!,
  };
}

export interface SoakOptions {
  seconds?: number;
  connections?: number;
  warmupSeconds?: number;
}

/** How often /metrics is read during the measured window. */
const SAMPLE_EVERY_MS = 10_000;

/**
 * Runs the soak on a started cluster (both instances with SOAK_ENV) and returns its report; `errors`
 * counts every failed call of the warm-up and the measured window, and every journey left unpaid.
 */
export async function soak(cluster: Cluster, options: SoakOptions = {}) {
  const seconds = options.seconds ?? SECONDS;
  const connections = options.connections ?? CONNECTIONS;
  const warmupSeconds = options.warmupSeconds ?? WARMUP_SECONDS;
  const ctx = await setUp(cluster);
  const paid: string[] = [];
  stopping = false;
  recorder = new Recorder();
  const warmup = recorder;
  const ended = Promise.all(Array.from({ length: connections }, () => virtualUser(ctx, paid)));
  await new Promise((resolve) => setTimeout(resolve, warmupSeconds * 1000));

  const instances = cluster.instances;
  const read = () => Promise.all(instances.map((i) => scrape(i.url('/metrics'))));
  const before = await read();
  recorder = new Recorder();
  const measured = recorder;
  const t0 = Date.now();
  const database = watchDatabase(cluster.pool);
  const samples: Scrape[][] = [before];
  for (let left = seconds * 1000; left > 0; left = seconds * 1000 - (Date.now() - t0)) {
    await new Promise((resolve) => setTimeout(resolve, Math.min(SAMPLE_EVERY_MS, left)));
    samples.push(await read());
  }
  const after = samples.at(-1)!;
  const databaseText = await database.stop();
  stopping = true;
  await ended;
  const elapsed = (Date.now() - t0) / 1000;
  // The request counters once every call the window recorded has been answered: the virtual users finish
  // the journey they are in after the window's last sample, and those calls count as sent too.
  const settled = await read();

  // Every journey that reached the sandbox's "pay" must have left its quote paid (a notification lost or
  // refused on the way is an error even when every call answered 2xx).
  const { rows } = await cluster.pool.query<{ n: number }>(
    `select count(distinct quote_id)::int as n from payments where quote_id = any($1::uuid[]) and status = 'paid'`,
    [paid],
  );
  const unpaid = paid.length - rows[0]!.n;

  const lines: string[] = [];
  const out = (s = '') => lines.push(s);
  out(
    `\nMotorwise soak: ${connections} connections through nginx to two instances, ${elapsed.toFixed(0)} s measured after ${warmupSeconds} s of warm-up`,
  );
  out(
    `${measured.requests} requests (${(measured.requests / elapsed).toFixed(0)}/s), ${measured.errors} errors; warm-up: ${warmup.requests} requests, ${warmup.errors} errors`,
  );
  const stepRows = [...measured.steps.entries()]
    .sort(([x], [y]) => x.localeCompare(y))
    .map(([name, s]) => {
      const sorted = [...s.latencies].sort((x, y) => x - y);
      return {
        step: name,
        count: s.count,
        errors: s.errors,
        'p50 ms': percentile(sorted, 50).toFixed(1),
        'p99 ms': percentile(sorted, 99).toFixed(1),
      };
    });
  out(table(stepRows));
  out(
    `journeys paid through the sandbox (warm-up included): ${paid.length}, ${unpaid} of them not paid in the database`,
  );
  // Heap used at one moment includes garbage not yet collected; the lowest reading of a stretch is the
  // nearest to what is live. Compared: the first third of the readings against the last third.
  const third = Math.max(1, Math.floor(samples.length / 3));
  const floor = (list: Scrape[][], n: number, key: 'rss' | 'heap') =>
    Math.min(...list.map((s) => s[n]![key]));
  out(
    `\nmemory per instance (from /metrics): at the end of the warm-up -> at the end; every ${SAMPLE_EVERY_MS / 1000} s`,
  );
  instances.forEach((instance, n) => {
    const b = before[n]!;
    const a = after[n]!;
    out(
      `  ${instance.name}: RSS ${mb(b.rss)} -> ${mb(a.rss)} (${signed(a.rss - b.rss)}), heap used ${mb(b.heap)} -> ${mb(a.heap)} (${signed(a.heap - b.heap)})`,
    );
    const [early, late] = [samples.slice(0, third), samples.slice(-third)];
    out(
      `     lowest in the first and last third: RSS ${mb(floor(early, n, 'rss'))} -> ${mb(floor(late, n, 'rss'))} (${signed(floor(late, n, 'rss') - floor(early, n, 'rss'))}), heap used ${mb(floor(early, n, 'heap'))} -> ${mb(floor(late, n, 'heap'))} (${signed(floor(late, n, 'heap') - floor(early, n, 'heap'))})`,
    );
    out(`     RSS   ${samples.map((s) => (s[n]!.rss / 1024 / 1024).toFixed(0)).join(' ')} MB`);
    out(`     heap  ${samples.map((s) => (s[n]!.heap / 1024 / 1024).toFixed(0)).join(' ')} MB`);
    out(`     heap total  ${samples.map((s) => (s[n]!.heapTotal / 1024 / 1024).toFixed(0)).join(' ')} MB`);
  });
  const total = (list: Scrape[]) => list.reduce((n, s) => n + s.requests, 0);
  const counted = total(settled) - total(before);
  out(
    `\n/metrics request counters (motorwise_http_request_duration_seconds_count), summed over both: ` +
      `${total(before)} at the end of the warm-up, ${total(settled)} once the last journeys ended: ${counted} in the measured window ` +
      `(a: ${settled[0]!.requests - before[0]!.requests}, b: ${settled[1]!.requests - before[1]!.requests}); the soak sent ${measured.requests} ` +
      "(the counters also count the sandbox's own calls: its notification and its validate call per payment)",
  );
  out(
    `database pool: at most ${Math.max(...samples.flat().map((s) => s.poolWaiting))} requests waiting for a connection at a reading; ` +
      `outbox: ${samples.map((s) => s[0]!.outbox).join(' ')} mails waiting, the oldest ${samples.map((s) => Math.round(s[0]!.outboxAge)).join(' ')} s old`,
  );
  const log = cluster.accessLog();
  const statuses = new Map<number, number>();
  for (const l of log) statuses.set(l.status, (statuses.get(l.status) ?? 0) + 1);
  const servedBy = (i: (typeof instances)[number]) =>
    log.filter((l) => l.upstreams.at(-1) === i.address).length;
  out(
    `through nginx (the whole run): ${log.length} requests, ${servedBy(instances[0])} answered by a and ${servedBy(instances[1])} by b, ` +
      `${log.filter((l) => l.upstreams.length > 1).length} retried on the other instance; statuses ${[
        ...statuses,
      ]
        .sort(([x], [y]) => x - y)
        .map(([st, n]) => `${st}: ${n}`)
        .join(', ')}`,
  );
  out(databaseText);
  instances.forEach((instance) => {
    const warnings = summariseLogs(instance.output());
    out(`${instance.name}'s warnings and errors (the whole run): ${warnings.length ? '' : 'none'}`);
    for (const w of warnings.slice(0, 8)) out(`  ${w}`);
  });
  const failures = [...measured.steps.entries(), ...warmup.steps.entries()].flatMap(([name, s]) =>
    s.firstErrors.map((e) => `  ${name}: ${e}`),
  );
  if (failures.length) out(`\nfirst errors:\n${failures.join('\n')}`);
  return {
    errors: measured.errors + warmup.errors + unpaid,
    requests: measured.requests,
    counted,
    paid: paid.length,
    text: lines.join('\n'),
  };
}

function table(rows: Record<string, string | number>[]): string {
  if (rows.length === 0) return '(no requests)';
  const keys = Object.keys(rows[0]!);
  const width = keys.map((k) => Math.max(k.length, ...rows.map((r) => String(r[k]).length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(width[i]!) : c.padStart(width[i]!))).join('  ');
  return [
    line(keys),
    line(width.map((w) => '-'.repeat(w))),
    ...rows.map((r) => line(keys.map((k) => String(r[k])))),
  ].join('\n');
}

/** The soak's settings for both instances. */
export const SOAK_ENV = {
  METRICS_TOKEN,
  // Route budgets off. All traffic comes from one address (nginx passes its peer, 127.0.0.1, as
  // X-Forwarded-For), and clients on many loopback addresses would not help: the journeys are one demo
  // customer's, and the per-user budget of submissions (30 in 10 minutes) refuses its hundreds within a
  // minute whatever the address. The cluster test proves the limits hold across both instances; the
  // soak measures the rest. The per-account waits still apply.
  RATE_LIMIT_ENABLED: 'false',
  // NODE_ENV is production in the cluster: the sandbox gateway must be asked for.
  PAYMENT_SANDBOX: 'true',
  LOG_LEVEL: 'warn',
};

async function main() {
  if (!findNginx()) {
    console.error('soak: nginx is not installed (apt-get install -y nginx)');
    process.exit(2);
  }
  const started = Date.now();
  const cluster = await startCluster({ seedDemo: true, env: SOAK_ENV });
  let failed = true;
  try {
    console.info(`cluster up in ${Math.round((Date.now() - started) / 1000)} s; soaking…`);
    const result = await soak(cluster);
    console.info(result.text);
    // Everything the instances printed and nginx's error log, for reading after the run.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'motorwise-soak-'));
    for (const instance of cluster.instances)
      fs.writeFileSync(path.join(dir, `instance-${instance.name}.log`), instance.output());
    fs.writeFileSync(path.join(dir, 'nginx-error.log'), cluster.proxyErrors());
    fs.writeFileSync(path.join(dir, 'report.txt'), result.text);
    console.info(`\nthe instances' output, nginx's error log and this report: ${dir}`);
    failed = result.errors > 0;
    console.info(failed ? `\nFAILED: ${result.errors} errors` : '\nOK: 0 errors');
  } finally {
    await cluster.stop();
  }
  process.exit(failed ? 1 : 0);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
