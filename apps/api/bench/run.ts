import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { seedDemo } from '../seed/seed';
import { loadConfig } from '../src/config';
import { createDb, createPool, type Db } from '../src/db/client';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { migrateDatabase } from '../src/db/migrate';
import { createBotCheck } from '../src/modules/botcheck/index';
import { createInboxMailer } from '../src/modules/mail/mailer';
import { postgresCpuMs, postmasterUnder, processCpuMs } from './cpu';
import { lighthouseSection } from './lighthouse';
import { type Anchor, pgbenchAnchor } from './pgbench';
import { type BenchServer, startServer } from './server';
import { startupSection } from './startup';
import { prepareBenchData, targets } from './targets';
import { startTrace } from './trace';

/**
 * npm run bench: the real server on real PostgreSQL with the demo data, a trivial route as the baseline,
 * and every hot path as a ratio to it, all in one run so the machine's speed cancels out.
 * BENCH_SECONDS (default 5) and BENCH_CONNECTIONS (default 10) tune the load; BENCH_ONLY (a regular
 * expression on the route's name) measures only the baseline and the routes it matches; the start-up
 * section (a first and a later `npm start`, decision 084) runs when it matches "start". BENCH_TRACE=1
 * adds, under the writes, what each write waits on (bench/trace.ts).
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;

/** Visitors' addresses the load comes from, in turn (10.64.0.0 up): many people, as a site gets them. */
const VISITORS = 1000;
const visitorAddress = (n: number) => {
  const v = n % VISITORS;
  return `10.64.${v >> 8}.${v & 255}`;
};

/** Payments the bench's ITNs paid so far. */
async function benchPaymentsPaid(db: Db): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from payments where merchant_reference like 'MWP-BENCH-%' and status = 'paid'`,
  );
  return rows[0]!.n;
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'motorwise-bench-'));
  fs.chmodSync(dir, 0o755);
  const embedded = process.env.DATABASE_URL ? null : await startEmbeddedPostgres(dir);
  const pool = createPool(process.env.DATABASE_URL ?? embedded!.url(), 20);
  const db = createDb(pool);
  let server: BenchServer | null = null;
  try {
    await migrateDatabase(pool);
    await seedDemo(db);
    const config = loadConfig({
      JWT_SECRET: 'bench-jwt-secret-0123456789abcdef0123456789',
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent',
      RATE_LIMIT_ENABLED: 'false',
    });
    const mailer = createInboxMailer(db, config.MAIL_FROM);
    const botCheck = createBotCheck(db, { secret: 'bench-secret-0123456789', maxCounter: 1000 });
    // The server in its own process, as in production: the load generator (autocannon) has its own event
    // loop, so what is measured is the server, not the two sharing one thread.
    const data = await prepareBenchData(db);
    // The tables just filled, vacuumed now rather than by autovacuum in the middle of a measured line (a
    // running deployment's tables are long settled): seen as p99 spikes of 100-300 ms at 50 connections.
    await pool.query('vacuum (analyze)');
    server = await startServer(process.env.DATABASE_URL ?? embedded!.url(), dir);
    const base = server.base;

    const results: {
      name: string;
      rps: number;
      p50: number;
      p99: number;
      errors: number;
      /** CPU µs per request of the server and of PostgreSQL (null off Linux or on another database). */
      cpu: { server: number | null; postgres: number | null };
      write?: { connections: number };
      trace?: string;
    }[] = [];
    const tracing = process.env.BENCH_TRACE === '1';
    const postmaster = embedded ? postmasterUnder(dir) : null;
    const cpuNow = () => ({
      server: processCpuMs(server!.pid),
      postgres: postmaster === null ? null : postgresCpuMs(postmaster),
    });
    let visitor = 0;
    for (const [i, t] of (await targets(data, base)).entries()) {
      if (i > 0 && only && !only.test(t.name)) continue;
      const calls = t.calls;
      let turn = 0;
      const headers = { ...(t.body ? { 'content-type': 'application/json' } : {}), ...t.headers };
      const body = t.body ? JSON.stringify(t.body) : undefined;
      // Each request from the next of VISITORS addresses, as the proxy in front reports it (decision 072):
      // the route budgets count per address as they do for real visitors.
      const next = () => {
        const call = calls?.[turn++];
        if (calls && !call) return null; // out of prepared rows: the line fails (counted below)
        return {
          ...(call?.path && { path: call.path }),
          headers: { ...headers, ...call?.headers, 'x-forwarded-for': visitorAddress(visitor++) },
          ...(call ? { body: call.body } : body !== undefined && { body }),
        };
      };
      let exhausted = 0;
      const run = (duration: number) =>
        autocannon({
          url: base + t.path,
          method: t.method ?? 'GET',
          requests: [
            {
              setupRequest: (req: object) => {
                const one = next();
                if (!one) {
                  exhausted += 1;
                  return { ...req, path: '/api/bench-out-of-rows', headers, body: undefined };
                }
                return { ...req, ...one };
              },
            },
          ],
          connections: t.connections ?? connections,
          duration,
        });
      // One request alone first (it waits for anything the route loads on first use, such as an in-memory
      // index), then a second's warm-up, so each route is measured compiled and with its connections open.
      // A read asks again until it answers (the server may still be loading a read model on a busy
      // machine, answering 503): up to a minute.
      for (let attempt = 0; ; attempt++) {
        const first = next()!;
        const answer = await fetch(base + (first.path ?? t.path), {
          method: t.method ?? 'GET',
          headers: first.headers,
          body: first.body,
        });
        const text = await answer.text();
        if (answer.ok) break;
        if (t.write || attempt >= 60) {
          process.stdout.write(
            `  ${t.name}: the first call answered ${answer.status} ${text.slice(0, 300)}\n`,
          );
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      await run(1);
      const paidBefore = t.check === 'payments' ? await benchPaymentsPaid(db) : 0;
      const cpuBefore = cpuNow();
      const trace = tracing && t.write ? await startTrace(db) : null;
      const r = await run(seconds);
      const traced = await trace?.stop(r['2xx']);
      const cpuAfter = cpuNow();
      const perRequest = (before: number | null, after: number | null) =>
        before === null || after === null || r.requests.total === 0
          ? null
          : ((after - before) * 1000) / r.requests.total;
      let errors = r.errors + r.non2xx + exhausted;
      // A write that completed nothing in the time is no measure either.
      if (t.write && r['2xx'] === 0) errors += 1;
      if (t.check === 'payments') {
        // Every ITN answers 200; one that paid nothing is a failure too.
        const paid = (await benchPaymentsPaid(db)) - paidBefore;
        errors += Math.max(0, r['2xx'] - paid);
      }
      results.push({
        name: t.connections ? `${t.name} [${t.connections} connections]` : t.name,
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        errors,
        cpu: {
          server: perRequest(cpuBefore.server, cpuAfter.server),
          postgres: perRequest(cpuBefore.postgres, cpuAfter.postgres),
        },
        ...(t.write && { write: { connections: t.connections ?? connections } }),
        ...(traced && { trace: traced }),
      });
    }
    const baseline = results[0]!;
    const rows = results.map((r) => ({
      route: r.name,
      'req/s': Math.round(r.rps),
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      'ratio to baseline (req/s)': (r.rps / baseline.rps).toFixed(2),
      // CPU per request (µs): robust to a busy machine where req/s and tails are not.
      'server CPU µs': r.cpu.server === null ? '-' : Math.round(r.cpu.server),
      'PostgreSQL CPU µs': r.cpu.postgres === null ? '-' : Math.round(r.cpu.postgres),
      'non-2xx/errors': r.errors,
    }));
    process.stdout.write(
      `\nMotorwise benchmark: ${seconds}s per route, ${connections} connections\n${server.deployment}\n`,
    );
    console.table(rows);
    await server.stop();
    server = null;

    // Writes against a durable-write anchor: pgbench on the same PostgreSQL at each write's connections.
    const writes = results.filter((r) => r.write);
    if (writes.length) {
      const anchors = new Map<number, Anchor>();
      for (const c of new Set(writes.map((w) => w.write!.connections)))
        anchors.set(c, await pgbenchAnchor(process.env.DATABASE_URL ?? embedded!.url(), c, seconds));
      process.stdout.write('\nWrites against pgbench (the same database, the same connections)\n');
      for (const anchor of anchors.values()) process.stdout.write(`  ${anchor.note}\n`);
      console.table(
        writes.map((w) => {
          const tps = anchors.get(w.write!.connections)!.tps;
          return {
            route: w.name,
            'req/s': Math.round(w.rps),
            'p50 ms': w.p50,
            'p99 ms': w.p99,
            'pgbench tps': tps === null ? '-' : Math.round(tps),
            'ratio to pgbench': tps === null ? '-' : (w.rps / tps).toFixed(3),
            // A write measured failing is no measure: the line fails.
            'non-2xx/errors': w.errors,
            verdict: w.errors > 0 ? 'FAILED' : 'ok',
          };
        }),
      );
    }
    const traced = writes.filter((w) => w.trace);
    if (traced.length) process.stdout.write('\nWhat the writes wait on (BENCH_TRACE=1)\n');
    for (const w of traced) process.stdout.write(`  ${w.name}\n${w.trace}\n`);
    if (writes.some((w) => w.errors > 0)) process.exitCode = 1;
    await lighthouseSection({ config, db, pool, mailer, botCheck });
    await startupSection(dir, only);
  } finally {
    await server?.stop();
    await pool.end();
    await embedded?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
